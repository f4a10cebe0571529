/**
 * A content JSON file read for checking: its plain value (for schemas), its lossless tree (for
 * positions) and a way to turn a path into the line and column an author should look at.
 */
import type { ErrorObject } from 'ajv';
import {
  createLineIndex,
  keyRangeAt,
  parseJson,
  rangeAt,
  type JsonPath,
  type JsonValue,
} from '../json/index.ts';
import type { FileDiagnostic } from './diagnostics.ts';

export interface JsonDocument {
  file: string;
  root: JsonValue;
  data: unknown;
  /** A diagnostic at `path` (the nearest existing ancestor when the path does not exist). */
  at(path: JsonPath, message: string, severity?: 'error' | 'warning', rule?: string): FileDiagnostic;
}

export function readJsonDocument(file: string, text: string): JsonDocument | FileDiagnostic {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const { line, column, message } = parsed.error;
    return { file, line, column, severity: 'error', rule: 'json', message: `not valid JSON: ${message}` };
  }
  const lines = createLineIndex(text);
  const root = parsed.value;
  return {
    file,
    root,
    data: JSON.parse(text) as unknown,
    at(path, message, severity = 'error', rule = 'lab-content') {
      // The key of the field itself when it exists, else the nearest existing ancestor.
      let span = keyRangeAt(root, path);
      for (let n = path.length - 1; n >= 0 && !span; n--) span = rangeAt(root, path.slice(0, n));
      const { line, column } = lines.position(span?.start ?? 0);
      return { file, line, column, severity, rule, message };
    },
  };
}

/** `/tasks/0/hints` → ['tasks', 0, 'hints'] (numbers for array indexes). */
export function pointerPath(pointer: string): JsonPath {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((p) => (/^(0|[1-9]\d*)$/.test(p) ? Number(p) : p));
}

/** One diagnostic per Ajv error, at the field it is about. */
export function ajvDiagnostics(doc: JsonDocument, errors: readonly ErrorObject[] | null | undefined) {
  return (errors ?? []).map((e) => {
    const path = pointerPath(e.instancePath);
    const extra =
      e.params && 'additionalProperty' in e.params
        ? ` ("${String(e.params.additionalProperty)}")`
        : e.params && 'allowedValues' in e.params
          ? `: ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
          : '';
    const where = e.instancePath || '/';
    const target =
      e.params && 'additionalProperty' in e.params ? [...path, String(e.params.additionalProperty)] : path;
    return doc.at(target, `${where} ${e.message ?? 'is invalid'}${extra}`);
  });
}
