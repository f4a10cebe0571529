// Diagram labels broken into lines at word boundaries before mermaid sees them. mermaid's own
// wrapping cuts where the width runs out, which splits Chinese words ("城市未登 / 记") and English
// phrases before a lone "?". Words come from Intl.Segmenter (a dictionary for Chinese, spaces for
// English); a CJK character counts two columns, anything else one.

/** Columns per line: about 14 Chinese characters or 28 Latin ones (≈ 230 px at the 16 px label size). */
export const LABEL_COLUMNS = 28;

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

/** The label's lines: every break falls between two words; a word longer than a line is kept whole. */
export function wrapLabel(text: string, lang: string, max = LABEL_COLUMNS): string[] {
  if (labelColumns(text) <= max) return [text];
  const lines: string[] = [];
  let line = '';
  for (const w of words(text, lang)) {
    if (line && labelColumns(line + w.trimEnd()) > max) {
      lines.push(line.trim());
      line = w.trimStart();
    } else line += w;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}
