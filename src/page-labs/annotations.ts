/**
 * A parameter's annotation, as written, read into a {@link TypeSpec}. Only the forms the lab can build
 * from JSON are understood; anything else becomes `expr` (a Python-expression editor with a note).
 */
import type { TypeSpec } from './types.ts';

const SIMPLE: Record<string, TypeSpec> = {
  int: { k: 'int' },
  float: { k: 'float' },
  str: { k: 'str' },
  bool: { k: 'bool' },
  None: { k: 'none' },
  object: { k: 'any' },
  Any: { k: 'any' },
  'typing.Any': { k: 'any' },
  Path: { k: 'path' },
  'pathlib.Path': { k: 'path' },
};
const ANY: TypeSpec = { k: 'any' };

/** Splits at top-level separators (outside brackets and quotes). */
function splitTop(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (depth === 0 && c === sep) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim());
}

export { splitTop };

export function parseAnnotation(source: string | null): TypeSpec {
  if (source === null) return ANY;
  const text = source.trim();
  const expr: TypeSpec = { k: 'expr', source: text };
  const union = splitTop(text, '|');
  if (union.length > 1) {
    const parts = union.map(parseAnnotation);
    return parts.some((p) => p.k === 'expr') ? expr : { k: 'union', of: parts };
  }
  const simple = SIMPLE[text];
  if (simple) return simple;
  const bare: Record<string, TypeSpec> = {
    dict: { k: 'dict', key: ANY, val: ANY },
    list: { k: 'list', of: ANY },
    set: { k: 'set', of: ANY },
    frozenset: { k: 'frozenset', of: ANY },
    tuple: { k: 'tuple', of: ANY },
  };
  if (bare[text]) return bare[text];
  const m = /^(?:typing\.)?(dict|list|set|frozenset|tuple|Optional|Dict|List|Set|Tuple)\[(.*)\]$/s.exec(text);
  if (!m) return expr;
  const head = m[1]!.toLowerCase();
  const args = splitTop(m[2]!, ',').filter((a) => a !== '');
  const specs = args.map((a) => (a === '...' ? null : parseAnnotation(a)));
  if (specs.some((s) => s !== null && s.k === 'expr')) return expr;
  const one = specs[0] ?? ANY;
  if (head === 'optional' && specs.length === 1 && one) return { k: 'union', of: [one, { k: 'none' }] };
  if (head === 'dict' && specs.length === 2 && one && specs[1]) return { k: 'dict', key: one, val: specs[1] };
  if ((head === 'list' || head === 'set' || head === 'frozenset') && specs.length === 1 && one)
    return { k: head, of: one };
  if (head === 'tuple') {
    if (specs.length === 2 && specs[1] === null && one) return { k: 'tuple', of: one };
    if (specs.every((s) => s !== null)) return { k: 'tuple', items: specs as TypeSpec[] };
  }
  return expr;
}

/** How a spec is named to the reader, e.g. for the editor's note. */
export function specText(spec: TypeSpec): string {
  switch (spec.k) {
    case 'union':
      return spec.of.map(specText).join(' | ');
    case 'list':
    case 'set':
    case 'frozenset':
      return `${spec.k}[${specText(spec.of)}]`;
    case 'tuple':
      return 'items' in spec
        ? `tuple[${spec.items.map(specText).join(', ')}]`
        : `tuple[${specText(spec.of)}, ...]`;
    case 'dict':
      return `dict[${specText(spec.key)}, ${specText(spec.val)}]`;
    case 'none':
      return 'None';
    case 'expr':
      return spec.source;
    default:
      return spec.k;
  }
}
