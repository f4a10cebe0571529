/** Writing case sets back as text (for break-it buttons and generated examples), in either format. */
import { COLUMNS, type EvalCase } from './cases.ts';

/** RFC 4180 quoting: only fields that need it (comma, quote, line break, edge spaces). */
function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function writeCsv(cases: readonly EvalCase[]): string {
  const rows = cases.map((c) =>
    [c.id, c.family, c.golden, c.first ?? '', c.argsOk === null ? '' : String(c.argsOk), String(c.success)]
      .map(csvField)
      .join(','),
  );
  return [COLUMNS.join(','), ...rows].join('\n') + '\n';
}

export function writeJson(cases: readonly EvalCase[]): string {
  const lines = cases.map((c) =>
    JSON.stringify({
      id: c.id,
      family: c.family,
      golden_tool: c.golden,
      first_tool: c.first,
      args_first_pass: c.argsOk,
      succeeded: c.success,
    }),
  );
  return `[\n  ${lines.join(',\n  ')}\n]\n`;
}

export const writeCases = (cases: readonly EvalCase[], format: 'csv' | 'json'): string =>
  format === 'csv' ? writeCsv(cases) : writeJson(cases);
