/**
 * The heuristic that finds English sentences left in Chinese text: a run of three or more Latin words.
 * What is data, not sentence, is excluded by markup, never by guessing: a parameter fenced by
 * DATA_OPEN … DATA_CLOSE (see `tMarked`), a `{placeholder}` of a template and a `code span`.
 */
import { DATA_CLOSE, DATA_OPEN } from './messages.ts';

const FENCED = new RegExp(`${DATA_OPEN}[^${DATA_CLOSE}]*${DATA_CLOSE}`, 'g');

/** The text with every marked part (data, placeholders, code spans) replaced by a gap. */
export function sentenceParts(text: string): string {
  return text
    .replace(FENCED, ' ¦ ')
    .replace(/\{\w+\}/g, ' ¦ ')
    .replace(/`[^`]*`/g, ' ¦ ');
}

/** Runs of ≥ 3 Latin words (a word: letters, maybe with ' or -) in the unmarked parts of `text`. */
export function englishRuns(text: string): string[] {
  const runs = sentenceParts(text).match(/[A-Za-z][A-Za-z'-]*(?:[ \t]+[A-Za-z][A-Za-z'-]*){2,}/g);
  return runs ?? [];
}

/** ASCII colons used as sentence punctuation in Chinese text (a Chinese sentence takes `：`). */
export function asciiColons(text: string): string[] {
  return sentenceParts(text).match(/[^\s¦]{0,6}:(?!\/\/)[^\s¦]{0,6}/g) ?? [];
}
