/**
 * A problem in a content file, by file, line and column: what the build, the dev overlay and
 * check:content print, for wiki pages and the labs' content files alike.
 */
export interface FileDiagnostic {
  /** Path relative to the project root (or check:content's working folder), e.g. `content/labs/admission/scenarios.json`. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  endLine?: number;
  endColumn?: number;
  severity: 'error' | 'warning';
  rule: string;
  message: string;
  /** How to fix it, when the check knows. */
  hint?: string;
}

/** `file:line:column severity message [rule]` (and `(fix: hint)`), the format every checker prints. */
export function formatDiagnostic(d: FileDiagnostic): string {
  const file = d.file.replaceAll('\\', '/');
  const fix = d.hint ? ` (fix: ${d.hint})` : '';
  return `${file}:${d.line}:${d.column} ${d.severity} ${d.message} [${d.rule}]${fix}`;
}
