/**
 * Word-level diff of two description texts, for the snapshot diff. Latin text splits into words,
 * whitespace runs and single punctuation marks; CJK text has no spaces between words, so each Han, kana,
 * Hangul or full-width character is its own token (a one-character edit in Chinese stays one character
 * wide instead of swallowing the whole sentence).
 */

export type DiffOp = { op: 'same' | 'add' | 'del'; text: string };

/** Scripts written without spaces: each character is a token. */
const CJK =
  /[\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3100-\u312f\u3130-\u318f\u31a0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u{20000}-\u{3134f}]/u;

/** Tokens of `text`; joining them gives `text` back. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let word = '';
  let space = '';
  const flush = () => {
    if (word) tokens.push(word);
    if (space) tokens.push(space);
    word = '';
    space = '';
  };
  for (const ch of text) {
    if (/\s/u.test(ch)) {
      if (word) {
        tokens.push(word);
        word = '';
      }
      space += ch;
    } else if (CJK.test(ch) || !/[\p{L}\p{N}_]/u.test(ch)) {
      flush();
      tokens.push(ch);
    } else {
      if (space) {
        tokens.push(space);
        space = '';
      }
      word += ch;
    }
  }
  flush();
  return tokens;
}

/** Above this many LCS cells the middle part is reported as one replacement (keeps the lab responsive). */
const MAX_CELLS = 4_000_000;

function push(ops: DiffOp[], op: DiffOp['op'], text: string): void {
  if (!text) return;
  const last = ops[ops.length - 1];
  if (last && last.op === op) last.text += text;
  else ops.push({ op, text });
}

/** Word-level diff of two texts (tokens as `tokenize` cuts them). */
export function wordDiff(before: string, after: string): DiffOp[] {
  return tokenDiff(tokenize(before), tokenize(after));
}

/** The lines of `text`, each with its line break; joining them gives `text` back. */
export function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** Line-level diff of two texts: each op holds whole lines (the plain-text comparison of two lists). */
export function lineDiff(before: string, after: string): DiffOp[] {
  return tokenDiff(splitLines(before), splitLines(after));
}

/** Longest-common-subsequence diff over tokens, with the common prefix and suffix trimmed first. */
function tokenDiff(a: readonly string[], b: readonly string[]): DiffOp[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const ops: DiffOp[] = [];
  push(ops, 'same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  if ((n + 1) * (m + 1) > MAX_CELLS) {
    push(ops, 'del', midA.join(''));
    push(ops, 'add', midB.join(''));
  } else {
    // lcs[i][j] = LCS length of midA[i..] and midB[j..], in one flat array.
    const w = m + 1;
    const lcs = new Uint32Array((n + 1) * w);
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        lcs[i * w + j] =
          midA[i] === midB[j]
            ? (lcs[(i + 1) * w + j + 1] as number) + 1
            : Math.max(lcs[(i + 1) * w + j] as number, lcs[i * w + j + 1] as number);
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (midA[i] === midB[j]) {
        push(ops, 'same', midA[i] as string);
        i++;
        j++;
      } else if ((lcs[(i + 1) * w + j] as number) >= (lcs[i * w + j + 1] as number)) {
        push(ops, 'del', midA[i++] as string);
      } else {
        push(ops, 'add', midB[j++] as string);
      }
    }
    while (i < n) push(ops, 'del', midA[i++] as string);
    while (j < m) push(ops, 'add', midB[j++] as string);
  }
  push(ops, 'same', a.slice(endA).join(''));
  return ops;
}

/** The text the new version added (what injection rules should read first). */
export function addedText(ops: readonly DiffOp[]): string {
  return ops
    .filter((o) => o.op === 'add')
    .map((o) => o.text)
    .join(' ');
}
