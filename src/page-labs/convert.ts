/**
 * The reader's JSON, converted by the parameter's annotation into the exact Python expression the lab
 * passes (and shows in the call line): `{'杭州', '成都'}` for a `set[str]` from `["杭州", "成都"]`, exact
 * integers of any size, `(1, 'a')` for a `tuple[int, str]`. A value that does not fit is refused with its
 * line and column and what was expected, before anything runs.
 */
import { offsetToLineColumn, parseJson, pyFloatRepr, pyRepr, type JsonValue } from '../json/index.ts';
import { specText } from './annotations.ts';
import type { DriverArg, InputValue, TypeSpec } from './types.ts';

export type ConvertError =
  | { code: 'json'; line: number; column: number; detail: string }
  | { code: 'expected'; line: number; column: number; want: string; got: string }
  | { code: 'key'; line: number; column: number; want: string; key: string }
  | { code: 'files'; detail: string }
  | { code: 'empty' };

export type Converted = { ok: true; source: string } | { ok: false; error: ConvertError };

class Misfit extends Error {
  constructor(
    readonly at: number,
    readonly want: string,
    readonly got: string,
    readonly key?: string,
  ) {
    super(want);
  }
}

const KIND_NAME: Record<JsonValue['kind'], string> = {
  null: 'null',
  bool: 'bool',
  int: 'int',
  float: 'float',
  string: 'str',
  array: 'list',
  object: 'dict',
};

function floatText(x: number): string {
  if (Number.isNaN(x)) return "float('nan')";
  if (!Number.isFinite(x)) return x > 0 ? "float('inf')" : "-float('inf')";
  return pyFloatRepr(x);
}

/** Python source of a JSON value as `json.loads` would give it. */
function plain(v: JsonValue): string {
  switch (v.kind) {
    case 'float':
      return floatText(v.value);
    case 'array':
      return `[${v.items.map(plain).join(', ')}]`;
    case 'object':
      return `{${[...v.entries.values()].map((p) => `${pyRepr({ kind: 'string', value: p.key, start: 0, end: 0 })}: ${plain(p.value)}`).join(', ')}}`;
    default:
      return pyRepr(v);
  }
}

function fits(v: JsonValue, spec: TypeSpec): boolean {
  try {
    build(v, spec);
    return true;
  } catch {
    return false;
  }
}

function keyFor(key: string, spec: TypeSpec, at: number): string {
  const str = { kind: 'string', value: key, start: 0, end: 0 } as const;
  if (spec.k === 'str' || spec.k === 'any') return pyRepr(str);
  if (spec.k === 'int' && /^-?\d+$/.test(key)) return BigInt(key).toString();
  if (spec.k === 'union') {
    for (const s of spec.of) {
      try {
        return keyFor(key, s, at);
      } catch {
        /* next member */
      }
    }
  }
  throw new Misfit(at, specText(spec), 'str', key);
}

function build(v: JsonValue, spec: TypeSpec): string {
  const misfit = () => new Misfit(v.start, specText(spec), KIND_NAME[v.kind]);
  switch (spec.k) {
    case 'any':
      return plain(v);
    case 'int':
      if (v.kind !== 'int') throw misfit();
      return v.value.toString();
    case 'float':
      if (v.kind === 'float') return floatText(v.value);
      if (v.kind === 'int') return `${v.value.toString()}.0`;
      throw misfit();
    case 'str':
    case 'bool':
      if (v.kind !== (spec.k === 'str' ? 'string' : 'bool')) throw misfit();
      return pyRepr(v);
    case 'none':
      if (v.kind !== 'null') throw misfit();
      return 'None';
    case 'union': {
      const member = spec.of.find((s) => fits(v, s));
      if (!member) throw misfit();
      return build(v, member);
    }
    case 'list':
    case 'set':
    case 'frozenset':
    case 'tuple': {
      if (v.kind !== 'array') throw misfit();
      if ('items' in spec) {
        if (v.items.length !== spec.items.length) throw misfit();
        const parts = v.items.map((item, i) => build(item, spec.items[i]!));
        return parts.length === 1 ? `(${parts[0]},)` : `(${parts.join(', ')})`;
      }
      const parts = v.items.map((item) => build(item, spec.of));
      if (spec.k === 'list') return `[${parts.join(', ')}]`;
      if (spec.k === 'tuple') return parts.length === 1 ? `(${parts[0]},)` : `(${parts.join(', ')})`;
      const set = parts.length === 0 ? 'set()' : `{${parts.join(', ')}}`;
      return spec.k === 'set' ? set : parts.length === 0 ? 'frozenset()' : `frozenset(${set})`;
    }
    case 'dict': {
      if (v.kind !== 'object') throw misfit();
      const parts = [...v.entries.values()].map(
        (p) => `${keyFor(p.key, spec.key, p.keySpan.start)}: ${build(p.value, spec.val)}`,
      );
      return `{${parts.join(', ')}}`;
    }
    case 'path':
    case 'expr':
      throw misfit();
  }
}

/** The Python expression for one editor's JSON text under a spec. */
export function jsonToPython(text: string, spec: TypeSpec): Converted {
  if (text.trim() === '') return { ok: false, error: { code: 'empty' } };
  const parsed = parseJson(text);
  if (!parsed.ok)
    return {
      ok: false,
      error: {
        code: 'json',
        line: parsed.error.line,
        column: parsed.error.column,
        detail: parsed.error.message,
      },
    };
  try {
    return { ok: true, source: build(parsed.value, spec) };
  } catch (e) {
    if (!(e instanceof Misfit)) throw e;
    const { line, column } = offsetToLineColumn(text, e.at);
    return {
      ok: false,
      error:
        e.key !== undefined
          ? { code: 'key', line, column, want: e.want, key: e.key }
          : { code: 'expected', line, column, want: e.want, got: e.got },
    };
  }
}

/** What the driver receives for one editor, or why not. */
export function driverArg(
  input: InputValue,
  spec: TypeSpec,
): { ok: true; arg: DriverArg; shown: string } | { ok: false; error: ConvertError } {
  if ('files' in input) {
    const bad = Object.keys(input.files).find(
      (p) => p === '' || p.startsWith('/') || p.split('/').includes('..'),
    );
    if (bad !== undefined) return { ok: false, error: { code: 'files', detail: bad } };
    return { ok: true, arg: { files: input.files }, shown: "Path('folder')" };
  }
  if ('python' in input) {
    if (input.python.trim() === '') return { ok: false, error: { code: 'empty' } };
    return { ok: true, arg: { source: input.python }, shown: input.python.trim() };
  }
  const c = jsonToPython(input.json, spec);
  return c.ok ? { ok: true, arg: { source: c.source }, shown: c.source } : c;
}

/** The call as the lab makes it: `validate_query({'city': '杭州', 'days': 3}, {'杭州', '成都'})`. */
export function callText(fn: string, params: { name: string; keyword: boolean }[], shown: string[]): string {
  const parts = params.map((p, i) => (p.keyword ? `${p.name}=${shown[i]}` : shown[i]!));
  return `${fn}(${parts.join(', ')})`;
}

/** The editor's starting text for a spec when there is no default or example. */
export function emptyInput(spec: TypeSpec): InputValue {
  switch (spec.k) {
    case 'path':
      return { files: { 'README.md': '# hello\n' } };
    case 'expr':
      return { python: 'None' };
    case 'int':
      return { json: '0' };
    case 'float':
      return { json: '0.0' };
    case 'str':
      return { json: '""' };
    case 'bool':
      return { json: 'false' };
    case 'none':
      return { json: 'null' };
    case 'union':
      return emptyInput(spec.of[0]!);
    case 'dict':
      return { json: '{}' };
    case 'tuple':
      if ('items' in spec) {
        const items = spec.items.map((s) => emptyInput(s));
        if (items.every((i) => 'json' in i))
          return { json: `[${items.map((i) => (i as { json: string }).json).join(', ')}]` };
        return { python: 'None' };
      }
      return { json: '[]' };
    case 'list':
    case 'set':
    case 'frozenset':
      return { json: '[]' };
    default:
      return { json: '{}' };
  }
}
