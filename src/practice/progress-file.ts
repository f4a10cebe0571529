// Export and import of progress files (`tool-lab-progress.json`). An import is validated strictly: a
// file that is not exactly a progress file is refused with a specific reason and changes nothing. A
// record dated in the future is refused (it would beat every later record for ever), and entries for
// tasks or quiz items this site does not have are left out and listed.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { t } from '../i18n/index.ts';
import { parseJson } from '../json/index.ts';
import type { Bilingual } from './types.ts';
import { MAX_HINTS, migrateProgress, PROGRESS_VERSION, withoutEntry, type Progress } from './progress.ts';

/** Marks our files so an unrelated JSON file is refused with a clear message. */
export const PROGRESS_FILE_FORMAT = 'tool-lab-progress';
/** Larger files are refused before parsing. */
export const MAX_PROGRESS_FILE_BYTES = 2_000_000;
/** More task or quiz entries than this are refused (the site has a few hundred at most). */
export const MAX_PROGRESS_ENTRIES = 2000;
/** How far another device's clock may run ahead of this one before a record counts as "from the future". */
export const MAX_CLOCK_SKEW_MS = 10 * 60 * 1000;

/** The task and quiz ids the site's practice files define. */
export interface KnownIds {
  tasks: ReadonlySet<string>;
  quiz: ReadonlySet<string>;
}

export interface ImportContext {
  /** Now, in ms since the epoch (records dated later than now plus the skew are refused). */
  now: number;
  /** Without it, every id is taken as known (tests of the file format alone). */
  known?: KnownIds;
}

export interface ProgressFile extends Progress {
  format: typeof PROGRESS_FILE_FORMAT;
  exportedAt: string;
}

export type ProgressFileError =
  | { code: 'too-large' | 'not-json' | 'not-progress' | 'version' | 'future'; message: Bilingual }
  | { code: 'invalid'; message: Bilingual; details: string[] };

export type ProgressFileResult =
  | {
      ok: true;
      progress: Progress;
      /** Entries left out because the site has no such task or quiz item. */
      ignored: { tasks: string[]; quiz: string[] };
    }
  | { ok: false; error: ProgressFileError };

const ID = { type: 'string', pattern: '^[A-Za-z0-9_][A-Za-z0-9_.:-]{0,199}$' };

const answer = {
  oneOf: [
    {
      type: 'object',
      required: ['kind', 'text'],
      additionalProperties: false,
      properties: { kind: { const: 'lab' }, text: { type: ['string', 'null'], maxLength: 200_000 } },
    },
    {
      type: 'object',
      required: ['kind', 'picks'],
      additionalProperties: false,
      properties: {
        kind: { const: 'choices' },
        picks: { type: 'array', maxItems: 200, items: { type: ['string', 'null'], maxLength: 200 } },
      },
    },
    {
      type: 'object',
      required: ['kind', 'values'],
      additionalProperties: false,
      properties: {
        kind: { const: 'numbers' },
        values: {
          type: 'object',
          maxProperties: 100,
          propertyNames: ID,
          additionalProperties: { type: 'string', maxLength: 1000 },
        },
      },
    },
  ],
};

export const progressFileSchema = {
  type: 'object',
  required: ['format', 'v', 'tasks', 'quiz'],
  additionalProperties: false,
  properties: {
    format: { const: PROGRESS_FILE_FORMAT },
    v: { const: PROGRESS_VERSION },
    exportedAt: { type: 'string' },
    tasks: {
      type: 'object',
      maxProperties: MAX_PROGRESS_ENTRIES,
      propertyNames: ID,
      additionalProperties: {
        type: 'object',
        required: ['status', 'attempts', 'updatedAt'],
        additionalProperties: false,
        properties: {
          status: { enum: ['tried', 'done'] },
          attempts: { type: 'integer', minimum: 0, maximum: 1_000_000 },
          lastInput: answer,
          updatedAt: { type: 'number', minimum: 0 },
          hints: { type: 'integer', minimum: 1, maximum: MAX_HINTS },
        },
      },
    },
    quiz: {
      type: 'object',
      maxProperties: MAX_PROGRESS_ENTRIES,
      propertyNames: ID,
      additionalProperties: {
        type: 'object',
        required: ['correct', 'choice'],
        additionalProperties: false,
        properties: { correct: { type: 'boolean' }, choice: { type: 'string', maxLength: 200 } },
      },
    },
  },
};

// Compiled on the first import, not when the practice page loads: compiling (and checking the schema
// against its meta-schema first) is a long task on a phone, and most visits never import a file.
let compiled: ValidateFunction | null = null;
function progressValidator(): ValidateFunction {
  compiled ??= new Ajv({ allErrors: true, strict: true, strictTypes: false }).compile(progressFileSchema);
  return compiled;
}

export function toProgressFile(p: Progress, now: Date): ProgressFile {
  return {
    format: PROGRESS_FILE_FORMAT,
    v: PROGRESS_VERSION,
    exportedAt: now.toISOString(),
    tasks: p.tasks,
    quiz: p.quiz,
  };
}

export function serializeProgressFile(p: Progress, now: Date): string {
  return JSON.stringify(toProgressFile(p, now), null, 2) + '\n';
}

/**
 * One schema problem in Chinese: the place, a sentence for the usual keywords, and Ajv's own words as a
 * quoted detail (they are English and name the rule exactly).
 */
function schemaProblemZh(e: ErrorObject): string {
  const at = e.instancePath || '/';
  const p = e.params as Record<string, unknown>;
  const said: Record<string, () => string> = {
    required: () => `缺少必填属性 ${String(p.missingProperty)}`,
    additionalProperties: () => `多出了不认识的属性 ${String(p.additionalProperty)}`,
    type: () => `类型应为 ${String(p.type)}`,
  };
  const sentence = said[e.keyword]?.() ?? '不符合进度文件的格式';
  return `位置 ${at}：${sentence}（校验器原文：“${e.message ?? e.keyword}”）`;
}

const err = (
  code: 'too-large' | 'not-json' | 'not-progress' | 'version' | 'future',
  zh: string,
  en: string,
) => ({ ok: false, error: { code, message: { zh, en } } }) as const;

/** Parses and validates an imported file. Never throws. */
export function parseProgressFile(text: string, context: ImportContext): ProgressFileResult {
  if (text.length > MAX_PROGRESS_FILE_BYTES)
    return err('too-large', '文件太大，不像是进度文件。', 'The file is too large to be a progress file.');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // Our own reader says where and what, in both languages (the browser's message is English only).
    const read = parseJson(text);
    if (read.ok) return err('not-json', '文件不是合法的 JSON。', 'The file is not valid JSON.');
    const { line, column, text: said } = read.error;
    return err(
      'not-json',
      `文件不是合法的 JSON（第 ${line} 行第 ${column} 列）：${t('zh', said)}`,
      `The file is not valid JSON (line ${line}, column ${column}): ${t('en', said)}`,
    );
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !('format' in data)) {
    return err(
      'not-progress',
      '这不是 Tool Lab 的进度文件（缺少 "format": "tool-lab-progress"）。',
      'This is not a Tool Lab progress file (no "format": "tool-lab-progress").',
    );
  }
  const d = data as Record<string, unknown>;
  if (d.format !== PROGRESS_FILE_FORMAT)
    return err(
      'not-progress',
      `这不是 Tool Lab 的进度文件（format 是 ${JSON.stringify(d.format)}）。`,
      `This is not a Tool Lab progress file (format is ${JSON.stringify(d.format)}).`,
    );
  if (d.v !== 2) {
    return err(
      'version',
      `不支持的进度文件版本：${JSON.stringify(d.v)}（支持 2）。`,
      `Unsupported progress file version ${JSON.stringify(d.v)} (supported: 2).`,
    );
  }
  const validate = progressValidator();
  if (!validate(data)) {
    const errors = (validate.errors ?? []).slice(0, 5);
    const details = errors.map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
    const first = errors[0];
    return {
      ok: false,
      error: {
        code: 'invalid',
        message: {
          zh: `进度文件的内容不合格：${first ? schemaProblemZh(first) : '未知问题'}`,
          en: `The progress file is damaged: ${details[0] ?? ''}`,
        },
        details,
      },
    };
  }
  // Valid by the schema; migrateProgress only copies the known fields into fresh objects.
  let progress = migrateProgress(data);
  const latest = context.now + MAX_CLOCK_SKEW_MS;
  for (const [id, t] of Object.entries(progress.tasks)) {
    if (t.updatedAt <= latest) continue;
    const when = Number.isFinite(new Date(t.updatedAt).getTime())
      ? new Date(t.updatedAt).toISOString()
      : String(t.updatedAt);
    return err(
      'future',
      `任务 "${id}" 的记录时间在未来（${when}），会永远压过之后的记录；导入被拒绝。`,
      `The record of task "${id}" is dated in the future (${when}) and would beat every later record; the import is refused.`,
    );
  }
  const ignored = { tasks: [] as string[], quiz: [] as string[] };
  const { known } = context;
  if (known) {
    for (const id of Object.keys(progress.tasks))
      if (!known.tasks.has(id)) {
        ignored.tasks.push(id);
        progress = { ...progress, tasks: withoutEntry(progress.tasks, id) };
      }
    for (const id of Object.keys(progress.quiz))
      if (!known.quiz.has(id)) {
        ignored.quiz.push(id);
        progress = { ...progress, quiz: withoutEntry(progress.quiz, id) };
      }
  }
  return { ok: true, progress, ignored };
}
