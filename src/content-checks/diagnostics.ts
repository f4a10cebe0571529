/** A problem in a content file, by file, line and column: what the build, the dev overlay and check:content print. */
export interface FileDiagnostic {
  /** Path relative to the project root, e.g. `content/labs/admission/scenarios.json`. */
  file: string;
  line: number;
  column: number;
  severity: 'error' | 'warning';
  rule: string;
  message: string;
}

/** `file:line:column severity message [rule]`, the format every checker prints. */
export function formatDiagnostic(d: FileDiagnostic): string {
  return `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message} [${d.rule}]`;
}
