// The front matter's schema errors as diagnostics: each Ajv error becomes a sentence in both
// languages with a fix, placed at the line and column of the field (or value) it is about.

import type { ErrorObject } from 'ajv';
import { isMap, isScalar, type Document, type Node } from 'yaml';
import {
  FIELD_EXAMPLES,
  frontmatterSchema,
  DEPTH_VALUES,
  KIND_VALUES,
  PRACTICE_STATUS_VALUES,
  STATUS_VALUES,
} from './frontmatter-schema.ts';
import type { Diagnostic } from './types.ts';
import { JSON_TYPE_NAMES } from '../i18n/catalogue/index.ts';
import { msg, type Param } from '../i18n/messages.ts';
import { said, withHint } from './diagnostic-text.ts';

/** A JSON type's name in both languages (an unknown one as written). */
const typeName = (type: string): Param =>
  Object.hasOwn(JSON_TYPE_NAMES, type) ? JSON_TYPE_NAMES[type as keyof typeof JSON_TYPE_NAMES] : type;

const ENUMS: Record<string, readonly string[]> = {
  status: STATUS_VALUES,
  depth: DEPTH_VALUES,
  practice_status: PRACTICE_STATUS_VALUES,
  kind: KIND_VALUES,
};

/** One schema error of the front matter, in words, where it is. */
export function describeError(
  error: ErrorObject,
  doc: Document,
  at: (offset: number) => { line: number; column: number },
  frontmatterLine: number,
  value: unknown,
): Diagnostic {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const field = segments[0] ?? '';
  const where = locate(doc, segments, at) ?? { line: frontmatterLine, column: 1 };
  const base = { rule: 'frontmatter', severity: 'error' as const, ...where };
  const shown = segments.length > 1 ? `${field}[${segments.slice(1).join('.')}]` : field;
  const actual = JSON.stringify(pick(value, segments));

  switch (error.keyword) {
    case 'required': {
      const missing = String((error.params as { missingProperty: string }).missingProperty);
      return {
        ...base,
        line: frontmatterLine,
        column: 1,
        ...said(
          msg('content.fmMissing', { field: missing }),
          msg('content.fmMissing.hint', { field: FIELD_EXAMPLES[missing] ?? `${missing}: …` }),
        ),
      };
    }
    case 'additionalProperties': {
      const extra = String((error.params as { additionalProperty: string }).additionalProperty);
      const loc = locate(doc, [extra], at) ?? where;
      return {
        ...base,
        ...loc,
        ...said(
          msg('content.fmUnknown', { field: extra }),
          msg('content.fmUnknown.hint', { fields: Object.keys(frontmatterSchema.properties).join(', ') }),
        ),
      };
    }
    case 'enum': {
      const allowed = ENUMS[field] ?? (error.params as { allowedValues: string[] }).allowedValues ?? [];
      return {
        ...base,
        ...said(
          msg('content.fmEnum', { field: shown, value: actual }),
          msg('content.fmEnum.hint', { field, values: allowed.join(', ') }),
        ),
      };
    }
    case 'type':
      return {
        ...base,
        ...said(
          msg('content.fmType', {
            field: shown,
            type: typeName((error.params as { type: string }).type),
            value: actual,
          }),
          msg('content.fmType.hint', { example: FIELD_EXAMPLES[field] ?? `${field}: …` }),
        ),
      };
    case 'pattern':
      return {
        ...base,
        ...said(
          msg('content.fmKebab', { field: shown, value: actual }),
          msg('content.fmKebab.hint', { example: FIELD_EXAMPLES[field] ?? 'a-b' }),
        ),
      };
    case 'format':
      return {
        ...base,
        ...said(
          msg('content.fmDate', { field: shown, value: actual }),
          msg('content.fmDate.hint', { example: 'last_checked: 2026-11-29' }),
        ),
      };
    case 'minimum':
      return {
        ...base,
        ...said(
          msg('content.fmMinimum', {
            field: shown,
            limit: (error.params as { limit: number }).limit,
            value: actual,
          }),
          msg('content.fmMinimum.hint'),
        ),
      };
    case 'uniqueItems':
      return {
        ...base,
        ...withHint('content.fmUnique', { field: shown }),
      };
    default:
      return {
        ...base,
        ...withHint('content.fmOther', {
          field: shown || 'frontmatter',
          detail: error.message ?? 'is invalid',
        }),
      };
  }
}

function pick(value: unknown, path: string[]): unknown {
  let cur = value;
  for (const seg of path) {
    if (cur && typeof cur === 'object') cur = (cur as Record<string, unknown>)[seg];
    else return undefined;
  }
  return cur;
}

/** Position of the key (top-level field) or value node (nested) at `path`. */
function locate(
  doc: Document,
  path: string[],
  at: (offset: number) => { line: number; column: number },
): { line: number; column: number } | null {
  if (path.length === 0 || !isMap(doc.contents)) return null;
  if (path.length === 1) {
    for (const pair of doc.contents.items) {
      const key = pair.key as Node | null;
      if (isScalar(key) && String(key.value) === path[0] && key.range) return at(key.range[0]);
    }
    return null;
  }
  const keys = path.map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  const node = doc.getIn(keys, true) as Node | undefined;
  if (node && node.range) return at(node.range[0]);
  return locate(doc, path.slice(0, 1), at);
}
