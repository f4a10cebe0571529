// Diagram labels broken into lines at word boundaries before mermaid sees them. mermaid's own
// wrapping cuts where the width runs out, which splits Chinese words ("城市未登 / 记") and English
// phrases before a lone "?". Words come from Intl.Segmenter (a dictionary for Chinese, spaces for
// English); a CJK character counts two columns, anything else one. One rule breaks every label, the
// labs' flowcharts (`wrapLabel`) and the topic pages' own diagrams (flowchart-labels.ts):
// `balancedLabelLines`, which keeps Latin runs such as "tools/list" or "-32602" whole, prefers to break
// after punctuation or a space, and evens out the lines.

/** Columns per line: about 14 Chinese characters or 28 Latin ones (≈ 230 px at the 16 px label size). */
export const LABEL_COLUMNS = 28;
/** Columns per line of an edge label: mermaid wraps those at 200 px whatever the flowchart's width. */
export const EDGE_LABEL_COLUMNS = 20;

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
/** Punctuation that must not start a line (it stays with the word before it). */
const NO_LINE_START = /^[\s,.;:!?)\]}，。；：！？）】》、”’…]/u;

/** Columns `s` takes: two for a CJK character, one for anything else. */
export function labelColumns(s: string): number {
  let n = 0;
  for (const ch of s) n += WIDE.test(ch) ? 2 : 1;
  return n;
}

const segmenters = new Map<string, Intl.Segmenter>();
function words(text: string, lang: string): string[] {
  let seg = segmenters.get(lang);
  if (!seg) segmenters.set(lang, (seg = new Intl.Segmenter(lang, { granularity: 'word' })));
  const out: string[] = [];
  for (const { segment } of seg.segment(text)) {
    // Glue punctuation and spaces to the word before them, so no line starts with "？" or ")".
    if (out.length > 0 && NO_LINE_START.test(segment)) out[out.length - 1] += segment;
    else out.push(segment);
  }
  return out;
}

/** One line of a wrapped label: `text.slice(start, end)`, without the spaces around a break. */
export interface LineRange {
  start: number;
  end: number;
}

const LEADING_SPACE = /^\s*/;
const TRAILING_SPACE = /\s*$/;

/** Punctuation after which a line may end without cutting a phrase. */
const PHRASE_END = /[，。；：！？）】》」』、,.;:!?)\]}…]$/u;
/** Punctuation that opens: it goes to the next line with the word after it. */
const OPENING = /[([{（【《「『“‘]$/u;
const OPENS = /^[([{（【《「『“‘]/u;
const ALNUM = /[\p{L}\p{N}]/u;

/** A character of a run that only a space breaks: Latin letters and digits, and the signs between them. */
function inLatinRun(ch: string | undefined): boolean {
  return ch !== undefined && !/\s/u.test(ch) && !WIDE.test(ch);
}

/** How a break after a piece falls: between phrases, at a space beside a Chinese word, or inside a phrase. */
type BreakKind = 'phrase' | 'space' | 'word';

interface Token {
  start: number;
  end: number;
  after: BreakKind;
}

/**
 * The label's unbreakable pieces: Intl.Segmenter's words with their trailing punctuation and spaces,
 * an opening bracket joined to the word after it, and a run of non-CJK text without spaces in one
 * piece ("tools/list", "non-negative", "-32602").
 */
function tokens(text: string, lang: string): Token[] {
  const out: Token[] = [];
  let pos = 0;
  for (const w of words(text, lang)) {
    const prev = out[out.length - 1];
    const before = prev ? text.slice(prev.start, prev.end) : '';
    // (A Chinese word with "," or ":" glued to it ends no Latin run.)
    const latin = !WIDE.test(before) && inLatinRun(before.at(-1)) && inLatinRun(w[0]);
    if (prev && (OPENING.test(before) || latin)) prev.end = pos + w.length;
    else out.push({ start: pos, end: pos + w.length, after: 'word' });
    pos += w.length;
  }
  for (let i = 0; i < out.length; i++) {
    const t = out[i]!;
    const next = out[i + 1];
    const own = text.slice(t.start, t.end);
    const word = own.trimEnd();
    const last = word.at(-1) ?? '';
    const first = next ? String.fromCodePoint(text.codePointAt(next.start)!) : '';
    if (PHRASE_END.test(word) || OPENS.test(first)) t.after = 'phrase';
    else if (word === own) t.after = 'word';
    // A space between a Chinese word and a Latin term only sets the term apart: "注入新 Skill 正文".
    else
      t.after =
        (WIDE.test(last) && ALNUM.test(first)) || (ALNUM.test(last) && WIDE.test(first)) ? 'space' : 'phrase';
  }
  return out;
}

/**
 * Where the label's lines lie in `text`, for a diagram an author wrote: no line over `max` columns
 * unless it is one unbreakable piece; breaks after punctuation or between Latin words rather than
 * between two words of one phrase (even at the price of one more line); few lines, of even length
 * (no lone word on the last line). The spaces at a break belong to no line.
 */
export function balancedLabelLines(text: string, lang: string, max = LABEL_COLUMNS): LineRange[] {
  if (labelColumns(text) <= max) return [{ start: 0, end: text.length }];
  const toks = tokens(text, lang);
  const n = toks.length;
  const range = (i: number, j: number): LineRange => {
    const raw = text.slice(toks[i]!.start, toks[j - 1]!.end);
    const start = toks[i]!.start + LEADING_SPACE.exec(raw)![0].length;
    return { start, end: Math.max(start, toks[j - 1]!.end - TRAILING_SPACE.exec(raw)![0].length) };
  };
  // Costs: the squared room left on each line (so lines come out even), a line (so the label is not
  // stretched into many short ones), and a break by where it falls: one inside a phrase is worth
  // more than one more line.
  const perLine = (max * max) / 2;
  const breakCost: Record<BreakKind, number> = { phrase: 0, space: perLine, word: max * max };
  // best[j]: the least cost of the first j pieces; from[j]: where its last line starts.
  const best: number[] = [0];
  const from: number[] = [0];
  for (let j = 1; j <= n; j++) {
    best[j] = Infinity;
    for (let i = j - 1; i >= 0; i--) {
      const { start, end } = range(i, j);
      const width = labelColumns(text.slice(start, end));
      if (width > max && j - i > 1) break;
      const broken = i > 0 ? breakCost[toks[i - 1]!.after] : 0;
      const cost = best[i]! + Math.max(0, max - width) ** 2 + perLine + broken;
      if (cost < best[j]!) {
        best[j] = cost;
        from[j] = i;
      }
    }
  }
  const out: LineRange[] = [];
  for (let j = n; j > 0; j = from[j]!) out.unshift(range(from[j]!, j));
  return out.filter((r) => r.end > r.start);
}

/** The label's lines as text, broken by `balancedLabelLines` (the labs' flowcharts use this). */
export function wrapLabel(text: string, lang: string, max = LABEL_COLUMNS): string[] {
  return balancedLabelLines(text, lang, max).map(({ start, end }) => text.slice(start, end));
}
