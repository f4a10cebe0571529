/**
 * Token counting without the tokenizer in the bundle. The real counter (o200k_base, from gpt-tokenizer)
 * lives in ./tokenizer.ts, the only module that imports it; the UI loads that module with `import()` and
 * installs its counter here with {@link setTokenCounter}. Until then the lab counts with a rough estimate
 * and says so (`exact: false`, encoding `estimate`).
 *
 * BPE tokenizers take time quadratic in the length of one pre-token, and a pasted run of 100,000 equal
 * letters is a single pre-token: counted whole it would freeze the page for half a minute. So the text is
 * cut where the o200k pre-tokenizer always cuts (just after a letter, before anything that is not a
 * letter, a combining mark or an apostrophe: a word pre-token ends there, and no pre-token can hold a
 * letter but a word), each piece is counted on its own, and the sum is exact. A piece that is still
 * longer than {@link MAX_PIECE} has no such cut in it (a run of one letter, a wall of punctuation); it is
 * cut every MAX_PIECE code units and the count is marked approximate.
 */
import type { Bilingual } from '../../i18n/index.ts';

export interface TokenCount {
  tokens: number;
  /** false: an estimate, or a text with a pre-token longer than MAX_PIECE that was cut. */
  exact: boolean;
}

export type EncodingName = 'o200k_base' | 'estimate';

export interface TokenCounter {
  encoding: EncodingName;
  count(text: string): TokenCount;
}

export const MAX_PIECE = 1024;
/** Pieces are joined up to this size before counting, so short words do not each pay a call. */
const TARGET_CHUNK = 4096;
const CACHE_SIZE = 512;

/** Where the o200k pre-tokenizer always ends a word pre-token. */
const CUT = /(?<=\p{L})(?=[^\p{L}\p{M}'])/gu;

/** The text in chunks whose token counts add up to the count of the whole. */
export function chunks(text: string): { pieces: string[]; exact: boolean } {
  const pieces: string[] = [];
  let exact = true;
  let current = '';
  let from = 0;
  const take = (piece: string) => {
    if (piece.length > MAX_PIECE) {
      if (current) pieces.push(current);
      current = '';
      exact = false;
      for (let i = 0; i < piece.length;) {
        let end = Math.min(piece.length, i + MAX_PIECE);
        // never split a surrogate pair
        if (end < piece.length && /[\ud800-\udbff]/.test(piece[end - 1]!)) end--;
        pieces.push(piece.slice(i, end));
        i = end;
      }
      return;
    }
    current += piece;
    if (current.length >= TARGET_CHUNK) {
      pieces.push(current);
      current = '';
    }
  };
  for (const m of text.matchAll(CUT)) {
    take(text.slice(from, m.index));
    from = m.index;
  }
  take(text.slice(from));
  if (current) pieces.push(current);
  return { pieces, exact };
}

/** A counter from an encoder's count function; results are cached per text (labs re-run on every edit). */
export function chunkedCounter(encoding: EncodingName, countPiece: (piece: string) => number): TokenCounter {
  const cache = new Map<string, TokenCount>();
  return {
    encoding,
    count(text) {
      const hit = cache.get(text);
      if (hit) return hit;
      const { pieces, exact } = chunks(text);
      let tokens = 0;
      for (const p of pieces) tokens += countPiece(p);
      const result = { tokens, exact };
      if (cache.size >= CACHE_SIZE) cache.clear();
      cache.set(text, result);
      return result;
    },
  };
}

/**
 * Before the tokenizer arrives: about four characters per token for ASCII text and one token per other
 * character (CJK text is close to that in o200k_base). Only ever shown marked as an estimate.
 */
export const estimateCounter: TokenCounter = {
  encoding: 'estimate',
  count(text) {
    let ascii = 0;
    let other = 0;
    for (const ch of text) {
      if (ch.charCodeAt(0) < 128) ascii++;
      else other++;
    }
    return { tokens: Math.ceil(ascii / 4) + other, exact: false };
  },
};

let installed: TokenCounter = estimateCounter;

/** Installs the real counter (the UI calls this once ./tokenizer.ts has loaded). */
export function setTokenCounter(counter: TokenCounter): void {
  installed = counter;
}

export function tokenCounter(): TokenCounter {
  return installed;
}

/** Shown beside every token count. */
export const ENCODING_NOTE: Bilingual = {
  zh: '按 o200k_base 编码计数（gpt-tokenizer，在浏览器里离线运行）。其他模型家族用各自的分词器，同一段文字的 token 数会不同，只能当作量级参考。',
  en: 'Counted with the o200k_base encoding (gpt-tokenizer, running offline in the browser). Other model families use their own tokenizers and count the same text differently; treat the numbers as orders of magnitude.',
};

export const ESTIMATE_NOTE: Bilingual = {
  zh: '分词器还在加载，暂按字符数估算（约 4 个 ASCII 字符或 1 个其他字符算 1 个 token）。',
  en: 'The tokenizer is still loading; for now the count is estimated from characters (about 4 ASCII characters or 1 other character per token).',
};
