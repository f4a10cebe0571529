// The field checks of a lab task (`check.fields`): what a task's words ask of particular values beyond
// the outcome — "days must be the boolean", "the id must be the earlier request's", "the error text has a
// code, a message and a hint", "the error is the ownership one". A check reads either the learner's JSON
// text, with the lossless reader (so 3, 3.0 and "3" stay three different things, and the source text of
// a value keeps its key order), or the lab's answer (`in: "run"`: its outcome, error and value).
import { parseJson, type JsonValue } from '../json/index.ts';
import type { LabRun } from '../labs/index.ts';
import type { Bilingual, FieldCheck, FieldKind } from '../content-checks/types.ts';

const b = (zh: string, en: string): Bilingual => ({ zh, en });

const KIND_WORDS: Record<FieldKind, Bilingual> = {
  object: b('对象', 'an object'),
  array: b('数组', 'an array'),
  string: b('字符串', 'a string'),
  int: b('整数（不带小数点）', 'an integer (no decimal point)'),
  float: b('带小数点或指数的数', 'a number with a decimal point or exponent'),
  bool: b('布尔值（true 或 false）', 'a boolean (true or false)'),
  null: b('null', 'null'),
};

/** A value found at a path, whatever it was read from. */
interface Found {
  kind: FieldKind;
  string?: string;
  int?: bigint;
  bool?: boolean;
  /** items of an array, members of an object */
  size?: number;
  /** the text as the learner wrote it (input values only) */
  source?: string;
}

type Segment = string | number;

/** `result.content[*].text` */
export function pathText(path: readonly Segment[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (seg === '*') out += '[*]';
    else out += /^[A-Za-z_$][\w$]*$/.test(seg) ? (out ? `.${seg}` : seg) : `[${JSON.stringify(seg)}]`;
  }
  return out || '(the whole input)';
}

/** Every value at `path` in a parsed text; `"*"` on an array stands for each of its elements. */
function inInput(root: JsonValue, path: readonly Segment[], text: string): Found[] {
  let here: JsonValue[] = [root];
  for (const seg of path) {
    const next: JsonValue[] = [];
    for (const v of here) {
      if (v.kind === 'array') {
        if (seg === '*') next.push(...v.items);
        else if (typeof seg === 'number' && seg < v.items.length) next.push(v.items[seg]!);
      } else if (v.kind === 'object' && typeof seg === 'string') {
        const m = v.entries.get(seg);
        if (m) next.push(m.value);
      }
    }
    here = next;
  }
  return here.map((v) => ({
    kind: v.kind,
    string: v.kind === 'string' ? v.value : undefined,
    int: v.kind === 'int' ? v.value : undefined,
    bool: v.kind === 'bool' ? v.value : undefined,
    size: v.kind === 'array' ? v.items.length : v.kind === 'object' ? v.entries.size : undefined,
    source: text.slice(v.start, v.end),
  }));
}

/** A plain value of the lab's answer (outcome, error message, the port's value), as a {@link Found}. */
function plain(v: unknown): Found | null {
  if (v === null) return { kind: 'null' };
  if (typeof v === 'string') return { kind: 'string', string: v };
  if (typeof v === 'boolean') return { kind: 'bool', bool: v };
  if (typeof v === 'bigint') return { kind: 'int', int: v };
  if (typeof v === 'number')
    return Number.isSafeInteger(v) ? { kind: 'int', int: BigInt(v) } : { kind: 'float' };
  if (Array.isArray(v)) return { kind: 'array', size: v.length };
  if (typeof v === 'object') return { kind: 'object', size: Object.keys(v as object).length };
  return null;
}

function inRun(run: LabRun, path: readonly Segment[]): Found[] {
  let here: unknown[] = [{ outcome: run.outcome, error: run.error, value: run.value }];
  for (const seg of path) {
    const next: unknown[] = [];
    for (const v of here) {
      if (Array.isArray(v)) {
        if (seg === '*') next.push(...v);
        else if (typeof seg === 'number' && seg < v.length) next.push(v[seg]);
      } else if (v !== null && typeof v === 'object' && typeof seg === 'string' && Object.hasOwn(v, seg)) {
        const x = (v as Record<string, unknown>)[seg];
        if (x !== undefined) next.push(x);
      }
    }
    here = next;
  }
  return here.map(plain).filter((f): f is Found => f !== null);
}

function equalsScalar(f: Found, want: FieldCheck['equals']): boolean {
  if (want === null) return f.kind === 'null';
  if (typeof want === 'string') return f.string === want;
  if (typeof want === 'boolean') return f.bool === want;
  // a number in a practice file stands for an integer: 3.0 or "3" is not it
  return typeof want === 'number' && f.int === BigInt(want);
}

function nonEmpty(f: Found): boolean {
  return f.string !== undefined ? f.string.trim() !== '' : (f.size ?? 0) > 0;
}

/** The first rule of `check` that `f` breaks (a generated complaint), or null when it meets them all. */
function broken(check: FieldCheck, f: Found, where: string): Bilingual | null {
  if (check.kind !== undefined && f.kind !== check.kind) {
    const k = KIND_WORDS[check.kind];
    const got = KIND_WORDS[f.kind];
    return b(`${where} 应当是${k.zh}，现在是${got.zh}。`, `${where} must be ${k.en}; it is ${got.en}.`);
  }
  if (check.equals !== undefined && !equalsScalar(f, check.equals)) {
    const want = JSON.stringify(check.equals);
    return b(`${where} 应当是 ${want}。`, `${where} must be ${want}.`);
  }
  if (check.nonEmpty && !nonEmpty(f)) return b(`${where} 不能为空。`, `${where} must not be empty.`);
  if (check.matches !== undefined) {
    const re = new RegExp(check.matches, check.ignoreCase ? 'iu' : 'u');
    const text = check.source ? f.source : f.string;
    if (text === undefined || !re.test(text))
      return b(`${where} 不符合任务要求的写法。`, `${where} does not have the form the task asks for.`);
  }
  return null;
}

/**
 * What the learner's answer still lacks, one complaint per unmet field check (the check's own `say` when
 * it has one). A check is met when some value at its path meets every rule of it; a check with no rule
 * asks only that the value exists.
 */
export function fieldProblems(checks: readonly FieldCheck[], text: string | null, run: LabRun): Bilingual[] {
  if (checks.length === 0) return [];
  const parsed = text === null ? null : parseJson(text);
  const out: Bilingual[] = [];
  for (const check of checks) {
    const where = pathText(check.path);
    const found =
      check.in === 'run'
        ? inRun(run, check.path)
        : parsed?.ok
          ? inInput(parsed.value, check.path, text!)
          : [];
    if (found.some((f) => broken(check, f, where) === null)) continue;
    out.push(
      check.say ??
        (found.length === 0
          ? b(`找不到 ${where}。`, `There is no ${where}.`)
          : broken(check, found[0]!, where)!),
    );
  }
  return out;
}
