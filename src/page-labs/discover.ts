/**
 * Which functions of a page are labs: every public top-level `def` of its python blocks (a name starting
 * with `_` is a helper). Read from the source text alone, so the preview lists a new function the moment
 * it is typed, before any Python has loaded; the Python driver then reads the same block with `ast`.
 */
import { splitTop } from './annotations.ts';
import type { Param, PageFunctionRef } from './types.ts';

const DEF = /^(?:async[ \t]+)?def[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*\(/gm;

/** The text between a `(` at `open` and its matching `)`, or null when it never closes. */
function inParens(code: string, open: number): string | null {
  let depth = 0;
  let quote = '';
  for (let i = open; i < code.length; i++) {
    const c = code[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') while (i < code.length && code[i] !== '\n') i++;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth === 0) return code.slice(open + 1, i);
  }
  return null;
}

/** Parameters of a signature's text: `*args`/`**kw` are left out (the lab fills named parameters only). */
export function parseParams(signature: string): Param[] {
  const params: Param[] = [];
  let keyword = false;
  const text = signature.replace(/#[^\n]*/g, '');
  for (const raw of splitTop(text, ',')) {
    const part = raw.trim();
    if (part === '' || part === '/') continue;
    if (part === '*') {
      keyword = true;
      continue;
    }
    if (part.startsWith('*')) {
      if (!part.startsWith('**')) keyword = true;
      continue;
    }
    const [head, ...rest] = splitTop(part, '=');
    const def = rest.length > 0 ? rest.join('=').trim() : null;
    const [name, ...ann] = splitTop(head!, ':');
    params.push({
      name: name!.trim(),
      annotation: ann.length > 0 ? ann.join(':').trim() : null,
      default: def,
      keyword,
    });
  }
  return params;
}

/** The public top-level functions of a page's python blocks, in page order. */
export function discoverFunctions(blocks: readonly { code: string }[]): PageFunctionRef[] {
  const found: PageFunctionRef[] = [];
  blocks.forEach((block, index) => {
    for (const m of block.code.matchAll(DEF)) {
      const name = m[1]!;
      if (name.startsWith('_')) continue;
      const open = m.index + m[0].length - 1;
      const inside = inParens(block.code, open);
      if (inside === null) continue;
      const line = block.code.slice(0, m.index).split('\n').length;
      found.push({ name, block: index, line, params: parseParams(inside) });
    }
  });
  // a name defined twice: the page's later definition is the one Python keeps, and a lab is per name
  return found.filter((f, i) => !found.slice(i + 1).some((g) => g.name === f.name));
}

/** A JSON editor text for a default written as a simple literal; other defaults stay Python. */
export function defaultInput(source: string): { json: string } | { python: string } {
  const t = source.trim();
  if (t === 'None') return { json: 'null' };
  if (t === 'True' || t === 'False') return { json: t.toLowerCase() };
  if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(t)) return { json: t };
  return { python: t };
}
