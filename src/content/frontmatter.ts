// Split a wiki page into breadcrumb line, YAML frontmatter and markdown body, parse the YAML and
// validate it against the frontmatter schema. Every diagnostic reports lines of the whole file.

import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { LineCounter, isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { frontmatterSchema, type Frontmatter } from './frontmatter-schema.ts';
import type { Diagnostic } from './types.ts';
import { msg } from '../i18n/messages.ts';
import { said, withHint } from './diagnostic-text.ts';
import { describeError } from './frontmatter-errors.ts';

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
