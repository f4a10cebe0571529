/**
 * The one module that imports the tokenizer (o200k_base, ~2.4 MB of merge ranks before compression).
 * Nothing else may import it statically: the UI loads it on demand and installs the counter,
 *
 *     const { o200kCounter } = await import('…/labs/skills/tokenizer.ts');
 *     setTokenCounter(o200kCounter);
 *
 * so the ranks stay out of the first-paint bundle and arrive only when the skills lab is opened.
 */
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { chunkedCounter, type TokenCounter } from './token-count.ts';

/** Special-token strings such as "<|endoftext|>" in a learner's file are ordinary text here. */
const AS_TEXT = { disallowedSpecial: new Set<string>() };

export const o200kCounter: TokenCounter = chunkedCounter('o200k_base', (piece) =>
  countTokens(piece, AS_TEXT),
);

/** The tokenizer's own count of a whole text, uncut (tests compare the chunked count with it). */
export function o200kWhole(text: string): number {
  return countTokens(text, AS_TEXT);
}
