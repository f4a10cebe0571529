/**
 * Reading evaluation cases from what the learner pasted: CSV with a header row, or JSON (an array of
 * case objects, or `{"cases": [...]}`). Both use the same six columns:
 *
 * | column            | meaning                                                                  |
 * | ----------------- | ------------------------------------------------------------------------ |
 * | `id`              | the case id, unique in the set; the same id in both sets pairs the cases |
 * | `family`          | the task family                                                          |
 * | `golden_tool`     | the tool the case should be solved with                                  |
 * | `first_tool`      | the first domain tool the agent called; empty (or null) when it called none |
 * | `args_first_pass` | did that first call's arguments pass validation? (may be empty when the first tool was not the golden one) |
 * | `succeeded`       | did the task succeed in the end?                                         |
 *
 * Booleans are `true`/`false`, `1`/`0` or `yes`/`no` in CSV, JSON booleans in JSON. Unquoted CSV values
 * are trimmed. Every problem names its line and column.
 */
import { createLineIndex, parseJson, rangeAt, type JsonValue } from '../../json/index.ts';
import { msg, type Message } from '../../i18n/index.ts';
import { problemAt, readCsv, type CsvField, type Position, type Problem } from './csv.ts';

export interface EvalCase {
  id: string;
  family: string;
  golden: string;
  /** null: no domain tool was called (counts as a wrong pick). */
  first: string | null;
  /** null only when the first tool was not the golden one. */
  argsOk: boolean | null;
  success: boolean;
  /** Where the case starts in the text. */
  at: Position;
}

export type CasesRead =
  { ok: true; format: 'csv' | 'json'; cases: EvalCase[] } | { ok: false; problem: Problem };

export const COLUMNS = ['id', 'family', 'golden_tool', 'first_tool', 'args_first_pass', 'succeeded'] as const;
type Column = (typeof COLUMNS)[number];

type Cell =
  | { kind: 'text'; value: string }
  | { kind: 'bool'; value: boolean }
  | { kind: 'none' }
  | { kind: 'bad'; what: Message };

const START: Position = { line: 1, column: 1, offset: 0 };

const TRUE = new Set(['true', '1', 'yes']);
const FALSE = new Set(['false', '0', 'no']);

/** Validates one case from its cells; `where(col)` gives the position of a column's value. */
function toCase(
  cell: (col: Column) => Cell,
  where: (col: Column) => Position,
  at: Position,
): EvalCase | Problem {
  const problem = (col: Column, text: Message) =>
    problemAt(where(col), msg('cases.column', { col, problem: text }));
  const text = (col: Column, optional: boolean): string | null | Problem => {
    const c = cell(col);
    if (c.kind === 'text' && c.value !== '') return c.value;
    if ((c.kind === 'none' || (c.kind === 'text' && c.value === '')) && optional) return null;
    if (c.kind === 'bad') return problem(col, c.what);
    return problem(col, msg('cases.textRequired'));
  };
  const bool = (col: Column, optional: boolean): boolean | null | Problem => {
    const c = cell(col);
    if (c.kind === 'bool') return c.value;
    if (c.kind === 'text') {
      const v = c.value.toLowerCase();
      if (TRUE.has(v)) return true;
      if (FALSE.has(v)) return false;
      if (v === '' && optional) return null;
      return problem(col, msg('cases.notBool', { value: JSON.stringify(c.value) }));
    }
    if (c.kind === 'none' && optional) return null;
    return problem(col, c.kind === 'bad' ? c.what : msg('cases.boolRequired'));
  };
  const id = text('id', false);
  const family = text('family', false);
  const golden = text('golden_tool', false);
  const first = text('first_tool', true);
  const argsOk = bool('args_first_pass', true);
  const success = bool('succeeded', false);
  for (const v of [id, family, golden, first, argsOk, success])
    if (v !== null && typeof v === 'object') return v;
  if (first === golden && argsOk === null) return problem('args_first_pass', msg('cases.argsRequired'));
  return {
    id: id as string,
    family: family as string,
    golden: golden as string,
    first: first as string | null,
    argsOk: argsOk as boolean | null,
    success: success as boolean,
    at,
  };
}

function fromCsv(text: string): CasesRead {
  const r = readCsv(text);
  if (!r.ok) return { ok: false, problem: r.error };
  const [header, ...rows] = r.rows;
  if (!header)
    return {
      ok: false,
      problem: problemAt(START, msg('cases.noHeader', { columns: COLUMNS.join(',') })),
    };
  const index = new Map<string, number>();
  header.forEach((f, i) => index.set(f.value.trim(), i));
  for (const col of COLUMNS)
    if (!index.has(col))
      return {
        ok: false,
        problem: problemAt(header[0] as CsvField, msg('cases.noColumn', { col, columns: COLUMNS.join(',') })),
      };
  const cases: EvalCase[] = [];
  for (const row of rows) {
    const first = row[0] as CsvField;
    if (row.length !== header.length)
      return {
        ok: false,
        problem: problemAt(first, msg('cases.rowLength', { n: row.length, header: header.length })),
      };
    const field = (col: Column) => row[index.get(col) as number] as CsvField;
    const c = toCase(
      (col) => {
        const f = field(col);
        return { kind: 'text', value: f.quoted ? f.value : f.value.trim() };
      },
      field,
      first,
    );
    if ('message' in c) return { ok: false, problem: c };
    cases.push(c);
  }
  return { ok: true, format: 'csv', cases };
}

function fromJson(text: string): CasesRead {
  const r = parseJson(text);
  if (!r.ok) return { ok: false, problem: r.error };
  const lines = createLineIndex(text);
  const pos = (offset: number): Position => ({ ...lines.position(offset), offset });
  const root = r.value;
  const list = root.kind === 'object' ? root.entries.get('cases')?.value : root;
  if (!list || list.kind !== 'array')
    return {
      ok: false,
      problem: problemAt(pos(root.start), msg('cases.notList')),
    };
  const cases: EvalCase[] = [];
  for (const item of list.items) {
    if (item.kind !== 'object')
      return { ok: false, problem: problemAt(pos(item.start), msg('cases.notObject')) };
    const value = (col: Column): JsonValue | undefined => item.entries.get(col)?.value;
    const c = toCase(
      (col) => {
        const v = value(col);
        if (v === undefined || v.kind === 'null') return { kind: 'none' };
        if (v.kind === 'string') return { kind: 'text', value: v.value };
        if (v.kind === 'bool') return { kind: 'bool', value: v.value };
        return { kind: 'bad', what: msg('cases.badValue', { kind: v.kind }) };
      },
      (col) => pos((rangeAt(item, [col]) ?? item).start),
      pos(item.start),
    );
    if ('message' in c) return { ok: false, problem: c };
    cases.push(c);
  }
  return { ok: true, format: 'json', cases };
}

/** Reads a case set; JSON when the text starts with `[` or `{`, CSV otherwise. */
export function readCases(text: string): CasesRead {
  const head = text.replace(/^\ufeff/, '').trimStart();
  const read = head.startsWith('[') || head.startsWith('{') ? fromJson(text) : fromCsv(text);
  if (!read.ok) return read;
  if (read.cases.length === 0)
    return {
      ok: false,
      problem: problemAt(START, msg('cases.none')),
    };
  const seen = new Map<string, EvalCase>();
  for (const c of read.cases) {
    const before = seen.get(c.id);
    if (before)
      return {
        ok: false,
        problem: problemAt(c.at, msg('cases.twice', { id: JSON.stringify(c.id), line: before.at.line })),
      };
    seen.set(c.id, c);
  }
  return read;
}
