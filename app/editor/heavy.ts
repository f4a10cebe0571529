// When is a text too much for Monaco's language features? A 100,000-deep JSON array overflows the JSON
// worker's stack and keeps the main thread busy for seconds (folding, bracket pairs, tokens); a
// multi-megabyte text makes every keystroke re-validate and re-fold it all. Above these limits the editor
// keeps only plain editing (the lab still reads the text, in a worker when it is big).

/** More characters than this: the language features are switched off. */
export const HEAVY_CHARS = 1_000_000;
/** Deeper nesting than this (brackets outside strings): likewise. Lab inputs rarely go past 20. */
export const HEAVY_DEPTH = 256;

export type Heavy = { reason: 'size'; chars: number } | { reason: 'depth'; depth: number };

/** Why `text` is too heavy for the editor's language features, or null. One linear pass at most. */
export function heavyText(text: string): Heavy | null {
  if (text.length > HEAVY_CHARS) return { reason: 'size', chars: text.length };
  if (text.length <= HEAVY_DEPTH) return null;
  const depth = maxDepth(text);
  return depth > HEAVY_DEPTH ? { reason: 'depth', depth } : null;
}

/** The deepest nesting of brackets outside JSON strings (unbalanced text counts as far as it goes). */
export function maxDepth(text: string): number {
  let max = 0;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) max = Math.max(max, ++depth);
    else if (c === 93 /* ] */ || c === 125 /* } */) depth = Math.max(0, depth - 1);
  }
  return max;
}
