// Split a wiki page into breadcrumb line, YAML frontmatter and markdown body, parse the YAML and
// validate it against the frontmatter schema. Every diagnostic reports lines of the whole file.

import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import {
  FIELD_EXAMPLES,
  frontmatterSchema,
  type Frontmatter,
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

export type { Frontmatter } from './frontmatter-schema.ts';

export interface SplitSource {
  /** Text of the breadcrumb line, or null. */
  breadcrumb: string | null;
  /** 1-based line of the breadcrumb, or null. */
  breadcrumbLine: number | null;
  /** The YAML text between the `---` fences, or null when the page has no frontmatter. */
  yaml: string | null;
  /** 1-based line of the opening `---` (0 when there is no frontmatter). */
  frontmatterLine: number;
  /** 1-based line of the first YAML line. */
  yamlStartLine: number;
  /** 1-based line where the markdown body starts. */
  bodyStartLine: number;
  /**
   * The markdown body, preceded by as many empty lines as the breadcrumb and frontmatter took,
   * so that positions reported by the markdown parser are positions of the whole file.
   */
  body: string;
  diagnostics: Diagnostic[];
}

const FENCE = /^---\s*$/;
const FENCE_END = /^(?:---|\.\.\.)\s*$/;

/** Split `source` into breadcrumb, frontmatter and body, keeping line numbers. */
export function splitSource(source: string): SplitSource {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const lines = text.split(/\r?\n/);
  const diagnostics: Diagnostic[] = [];
  const none: SplitSource = {
    breadcrumb: null,
    breadcrumbLine: null,
    yaml: null,
    frontmatterLine: 0,
    yamlStartLine: 0,
    bodyStartLine: 1,
    body: text,
    diagnostics,
  };

  let i = 0;
  while (i < lines.length && lines[i]!.trim() === '') i++;
  let breadcrumb: string | null = null;
  let breadcrumbLine: number | null = null;
  if (i < lines.length && !FENCE.test(lines[i]!)) {
    // A breadcrumb is a single plain line followed (after optional blank lines) by the frontmatter.
    let j = i + 1;
    while (j < lines.length && lines[j]!.trim() === '') j++;
    if (
      j < lines.length &&
      FENCE.test(lines[j]!) &&
      !/^\s*#/.test(lines[i]!) &&
      (hasClosingFence(lines, j) || beingTyped(lines, j))
    ) {
      // Without its closing fence this is front matter being typed: reported below, never body text.
      breadcrumb = lines[i]!.trim();
      breadcrumbLine = i + 1;
      i = j;
    } else {
      return none;
    }
  }
  if (i >= lines.length) return none;

  const open = i;
  let close = -1;
  for (let k = open + 1; k < lines.length; k++) {
    if (FENCE_END.test(lines[k]!)) {
      close = k;
      break;
    }
  }
  if (close < 0) {
    diagnostics.push({
      rule: 'yaml',
      severity: 'error',
      ...withHint('content.fmOpen'),
      line: open + 1,
      column: 1,
    });
    // Half-typed front matter is not the page's text: the body is empty (its lines kept as blank ones).
    return {
      ...none,
      breadcrumb,
      breadcrumbLine,
      frontmatterLine: open + 1,
      bodyStartLine: lines.length + 1,
      body: '\n'.repeat(lines.length - 1),
    };
  }
  const yaml = lines.slice(open + 1, close).join('\n');
  const body = '\n'.repeat(close + 1) + lines.slice(close + 1).join('\n');
  return {
    breadcrumb,
    breadcrumbLine,
    yaml,
    frontmatterLine: open + 1,
    yamlStartLine: open + 2,
    bodyStartLine: close + 2,
    body,
    diagnostics,
  };
}

/** After an unclosed fence: nothing yet, or a `key:` line, as front matter looks while it is typed. */
function beingTyped(lines: string[], open: number): boolean {
  const next = lines.slice(open + 1).find((l) => l.trim() !== '');
  return next === undefined || /^\s*[A-Za-z_][\w-]*\s*:/.test(next);
}

function hasClosingFence(lines: string[], open: number): boolean {
  for (let k = open + 1; k < lines.length; k++) if (FENCE_END.test(lines[k]!)) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Validation

const addFormats = addFormatsModule as unknown as (ajv: Ajv, formats: string[]) => Ajv;
// Compiled when a page is first checked, not when the module loads: the preview's main thread imports
// this module for splitSource alone, and compiling is a long task on a phone.
let compiled: ValidateFunction<Frontmatter> | null = null;
function frontmatterValidator(): ValidateFunction<Frontmatter> {
  if (!compiled) {
    const ajv = new Ajv({ allErrors: true, strict: true });
    addFormats(ajv, ['date']);
    compiled = ajv.compile<Frontmatter>(frontmatterSchema);
  }
  return compiled;
}

const ENUMS: Record<string, readonly string[]> = {
  status: STATUS_VALUES,
  depth: DEPTH_VALUES,
  practice_status: PRACTICE_STATUS_VALUES,
  kind: KIND_VALUES,
};

export interface ClaimIdRef {
  id: string;
  line: number;
  column: number;
}

export interface ParsedFrontmatter {
  /** The validated frontmatter, or null when it is missing or invalid. */
  frontmatter: Frontmatter | null;
  /** The parsed YAML value (even when invalid), for best-effort use (e.g. the page id). */
  data: Record<string, unknown> | null;
  /** Position of each claim id in the file. */
  claimIds: ClaimIdRef[];
  diagnostics: Diagnostic[];
}

/** Parse and validate the frontmatter of a split page. */
export function parseFrontmatter(split: SplitSource): ParsedFrontmatter {
  const diagnostics: Diagnostic[] = [];
  if (split.yaml === null) {
    if (split.frontmatterLine === 0) {
      diagnostics.push({
        rule: 'frontmatter',
        severity: 'error',
        ...said(
          msg('content.fmNone'),
          msg('content.fmNone.hint', {
            fields: 'id, module, status, page_version, last_checked, depth, practice_status',
            last: 'claim_ids',
          }),
        ),
        line: 1,
        column: 1,
      });
    }
    return { frontmatter: null, data: null, claimIds: [], diagnostics };
  }

  const lineCounter = new LineCounter();
  const doc = parseDocument(split.yaml, { lineCounter, prettyErrors: true, uniqueKeys: true });
  const at = (offset: number): { line: number; column: number } => {
    const pos = lineCounter.linePos(offset);
    return { line: pos.line + split.yamlStartLine - 1, column: pos.col };
  };
  for (const err of [...doc.errors, ...doc.warnings]) {
    const p = err.linePos?.[0];
    const isError = doc.errors.includes(err);
    diagnostics.push({
      rule: 'yaml',
      severity: isError ? 'error' : 'warning',
      ...withHint('content.yaml', {
        detail: (err.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, ''),
      }),
      line: p ? p.line + split.yamlStartLine - 1 : split.frontmatterLine,
      column: p ? p.col : 1,
    });
  }
  if (doc.errors.length > 0) return { frontmatter: null, data: null, claimIds: [], diagnostics };

  const value: unknown = doc.toJS();
  const data =
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

  const claimIds: ClaimIdRef[] = [];
  const claimNode = isMap(doc.contents) ? doc.contents.get('claim_ids', true) : undefined;
  if (isSeq(claimNode)) {
    for (const item of claimNode.items) {
      if (isScalar(item) && typeof item.value === 'string' && item.range) {
        claimIds.push({ id: item.value, ...at(item.range[0]) });
      }
    }
  }

  const validateFrontmatter = frontmatterValidator();
  if (!validateFrontmatter(value)) {
    for (const error of validateFrontmatter.errors ?? []) {
      diagnostics.push(describeError(error, doc, at, split.frontmatterLine, value));
    }
    return { frontmatter: null, data, claimIds, diagnostics };
  }
  return { frontmatter: value, data, claimIds, diagnostics };
}

function describeError(
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
