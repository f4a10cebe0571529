/**
 * Python's `repr` of a result, as a learner would see it printed: what the "run the page's Python"
 * panel shows beside the port's answer (`(True, 'accepted')`, `{'accepted': False, 'tokens': 7}`,
 * `ValueError: 预算须为非负整数`).
 */
import type { PyResult, PyValue } from '../reference/index.ts';

/** Characters `str.__repr__` escapes besides the quote and backslash: controls, format, separators, surrogates. */
const UNPRINTABLE = /[\p{C}\p{Z}]/u;

function hex(n: number, width: number): string {
  return n.toString(16).padStart(width, '0');
}

/** `repr(s)` of a Python str (lone surrogates included: a JS string can hold them, so can a Python one). */
export function strRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (ch === quote || ch === '\\') out += '\\' + ch;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch !== ' ' && UNPRINTABLE.test(ch))
      out += cp < 0x100 ? `\\x${hex(cp, 2)}` : cp < 0x10000 ? `\\u${hex(cp, 4)}` : `\\U${hex(cp, 8)}`;
    else out += ch;
  }
  return out + quote;
}

/** The decimal text of the driver's `{int: hex}` spelling (`-0x1f` → `-31`). */
function intText(h: string): string {
  return h.startsWith('-') ? `-${BigInt(h.slice(1)).toString()}` : BigInt(h).toString();
}

/** Literal text between values (brackets, separators) on the repr stack. */
class Lit {
  constructor(readonly text: string) {}
}

type Item = PyValue | Lit;

/** Pushes `open item, item, … close` so that popping yields them in order (no spread: lists may be long). */
function pushSeq(stack: Item[], open: string, items: readonly Item[][], close: string): void {
  stack.push(new Lit(close));
  for (let i = items.length - 1; i >= 0; i--) {
    const group = items[i]!;
    for (let j = group.length - 1; j >= 0; j--) stack.push(group[j]!);
    if (i > 0) stack.push(new Lit(', '));
  }
  stack.push(new Lit(open));
}

/** `repr(v)`; beyond `limit` characters the text is cut with `…` (a learner's input may be megabytes). */
export function pyRepr(v: PyValue, limit = 4000): string {
  const parts: string[] = [];
  let size = 0;
  const text = (s: string) => {
    parts.push(s);
    size += s.length;
  };
  // an explicit stack: values as deep as the JSON reader allows must not overflow the JS stack
  const stack: Item[] = [v];
  while (stack.length > 0 && size <= limit) {
    const x = stack.pop()!;
    if (x instanceof Lit) text(x.text);
    else if (x === null) text('None');
    else if (x === true) text('True');
    else if (x === false) text('False');
    else if (typeof x === 'string') text(strRepr(x));
    else if (Array.isArray(x))
      pushSeq(
        stack,
        '[',
        x.map((item) => [item]),
        ']',
      );
    else if ('int' in x) text(intText(x.int));
    else if ('float' in x) text(x.float);
    else if ('tuple' in x)
      pushSeq(
        stack,
        '(',
        x.tuple.map((item) => [item]),
        x.tuple.length === 1 ? ',)' : ')',
      );
    else if ('dict' in x)
      pushSeq(
        stack,
        '{',
        x.dict.map(([k, val]) => [k, new Lit(': '), val]),
        '}',
      );
    else text(`<${x.repr}>`);
  }
  const out = parts.join('');
  return stack.length > 0 || out.length > limit ? out.slice(0, limit) + '…' : out;
}

/** A result as Python would print it: the value's repr, or `Type: message` for an exception. */
export function resultRepr(r: PyResult, limit?: number): string {
  return 'returned' in r ? pyRepr(r.returned, limit) : `${r.raised}: ${r.message}`;
}
