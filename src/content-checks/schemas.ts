// JSON Schemas (Ajv) for the authored content, and the format constants of content/README.md.
// The schemas check shapes; rules that relate two fields (an outcome that must belong to the task's lab,
// a correct option that must exist) are checked in content.test.ts, where the message can name both.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
// One source of truth with the build: the same frontmatter schema and required sections.
import { frontmatterSchema } from '../content/frontmatter-schema.ts';
import { REQUIRED_SECTIONS, REQUIRED_SECTIONS_SHORT } from '../content/index.ts';
import type { Lang } from '../i18n/index.ts';
import type { ClaimsFile, PageFrontmatter, PageKind, PracticeFile } from './types.ts';

/** The h2 titles a page must have, in this order (other h2 sections may sit between them). */
export function requiredSections(kind: PageKind, lang: Lang): readonly string[] {
  return kind === 'topic' ? REQUIRED_SECTIONS[lang] : REQUIRED_SECTIONS_SHORT[lang];
}

const KEBAB = '^[a-z0-9]+(-[a-z0-9]+)*$';
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

const bilingual = {
  type: 'object',
  required: ['zh', 'en'],
  additionalProperties: false,
  properties: { zh: { type: 'string', minLength: 1 }, en: { type: 'string', minLength: 1 } },
} as const;

const option = {
  type: 'object',
  required: ['id', 'zh', 'en'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1 },
    zh: { type: 'string', minLength: 1 },
    en: { type: 'string', minLength: 1 },
  },
} as const;

const fieldCheck = {
  type: 'object',
  required: ['path'],
  additionalProperties: false,
  // a pattern is opaque to the learner: its task says in words what it wants
  dependencies: { matches: ['say'], ignoreCase: ['matches'], source: ['matches'] },
  properties: {
    in: { enum: ['input', 'run'] },
    path: {
      type: 'array',
      items: { anyOf: [{ type: 'string' }, { type: 'integer', minimum: 0 }] },
    },
    kind: { enum: ['object', 'array', 'string', 'int', 'float', 'bool', 'null'] },
    equals: { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'boolean' }, { type: 'null' }] },
    nonEmpty: { const: true },
    count: { type: 'integer', minimum: 0 },
    same: { const: true },
    matches: { type: 'string', minLength: 1 },
    ignoreCase: { const: true },
    source: { const: true },
    say: bilingual,
  },
} as const;

const labOutcomeCheck = {
  type: 'object',
  required: ['kind', 'outcome'],
  additionalProperties: false,
  properties: {
    kind: { const: 'lab-outcome' },
    outcome: { type: 'string', minLength: 1 },
    keep: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1, uniqueItems: true },
    only: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1, uniqueItems: true },
    require: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1, uniqueItems: true },
    fields: { type: 'array', items: fieldCheck, minItems: 1 },
  },
} as const;

const choicesCheck = {
  type: 'object',
  required: ['kind', 'items'],
  additionalProperties: false,
  properties: {
    kind: { const: 'choices' },
    items: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['prompt', 'options', 'correct', 'explanations'],
        additionalProperties: false,
        properties: {
          prompt: bilingual,
          options: { type: 'array', minItems: 2, items: option },
          correct: { type: 'string', minLength: 1 },
          explanations: { type: 'object', additionalProperties: bilingual },
        },
      },
    },
  },
} as const;

const numbersCheck = {
  type: 'object',
  required: ['kind', 'fields'],
  additionalProperties: false,
  properties: {
    kind: { const: 'numbers' },
    fields: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['id', 'label', 'answer'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', minLength: 1 },
          label: bilingual,
          answer: { type: 'integer' },
        },
      },
    },
  },
} as const;

const pageFunctionCheck = {
  type: 'object',
  required: ['kind', 'fn', 'expect'],
  additionalProperties: false,
  properties: {
    kind: { const: 'page-function' },
    fn: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
    start: { type: 'string' },
    expect: {
      type: 'object',
      minProperties: 1,
      additionalProperties: false,
      properties: {
        returns: { type: 'string', minLength: 1 },
        raises: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
        exit: { type: 'string', pattern: '^(L[1-9][0-9]*|end)$' },
      },
    },
  },
} as const;

const nearMiss = {
  type: 'object',
  required: ['why'],
  additionalProperties: false,
  properties: {
    why: bilingual,
    input: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    picks: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
    values: { type: 'object', minProperties: 1, additionalProperties: { type: 'integer' } },
  },
  oneOf: [{ required: ['input'] }, { required: ['picks'] }, { required: ['values'] }],
} as const;

const task = {
  type: 'object',
  required: ['id', 'title', 'goal', 'done', 'lab', 'check', 'hints', 'answer', 'nearMisses'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: KEBAB },
    title: bilingual,
    goal: bilingual,
    done: bilingual,
    lab: { anyOf: [{ type: 'string', pattern: KEBAB }, { type: 'null' }] },
    start: {},
    check: { oneOf: [labOutcomeCheck, choicesCheck, numbersCheck, pageFunctionCheck] },
    hints: { type: 'array', minItems: 1, items: bilingual },
    nearMisses: { type: 'array', minItems: 1, items: nearMiss },
    answer: {
      type: 'object',
      required: ['zh', 'en'],
      additionalProperties: false,
      properties: {
        zh: { type: 'string', minLength: 1 },
        en: { type: 'string', minLength: 1 },
        input: { type: 'string' },
      },
    },
  },
} as const;

const mastery = {
  type: 'object',
  required: ['id', 'statement'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1 },
    statement: bilingual,
    quiz: {
      type: 'object',
      required: ['question', 'options', 'correct', 'explanation'],
      additionalProperties: false,
      properties: {
        question: bilingual,
        options: { type: 'array', minItems: 2, items: option },
        correct: { type: 'string', minLength: 1 },
        explanation: bilingual,
      },
    },
  },
} as const;

export const practiceFileSchema = {
  type: 'object',
  required: ['page', 'tasks'],
  additionalProperties: false,
  properties: {
    page: { type: 'string', pattern: KEBAB },
    tasks: { type: 'array', items: task },
    mastery: { type: 'array', items: mastery },
  },
} as const;

const claimSource = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', minLength: 1 },
    url: { type: 'string', pattern: '^https?://' },
    repo: { type: 'string', pattern: '^[\\w.-]+/[\\w.-]+$' },
    commit: { type: 'string', pattern: '^[0-9a-f]{7,40}$' },
    path: { type: 'string', minLength: 1 },
  },
  anyOf: [{ required: ['url'] }, { required: ['repo', 'commit', 'path'] }],
  dependencies: { repo: ['commit', 'path'], commit: ['repo'], path: ['repo'] },
} as const;

const claim = {
  type: 'object',
  required: ['statement', 'sources', 'checked'],
  additionalProperties: false,
  properties: {
    statement: bilingual,
    sources: { type: 'array', minItems: 1, items: claimSource },
    checked: { type: 'string', pattern: DATE },
  },
} as const;

export const claimsFileSchema = {
  type: 'object',
  propertyNames: { pattern: KEBAB },
  additionalProperties: claim,
} as const;

// strictRequired and strictTypes would reject the anyOf/if branches that only add `required` to a parent's properties.
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, strictTypes: false });
addFormats(ajv);

export const validateFrontmatter: ValidateFunction<PageFrontmatter> =
  ajv.compile<PageFrontmatter>(frontmatterSchema);
export const validatePracticeFile: ValidateFunction<PracticeFile> =
  ajv.compile<PracticeFile>(practiceFileSchema);
export const validateClaimsFile: ValidateFunction<ClaimsFile> = ajv.compile<ClaimsFile>(claimsFileSchema);

/** Ajv's errors as one line each: `/tasks/0/hints must NOT have fewer than 1 items`. */
export function formatAjvErrors(validate: ValidateFunction): string[] {
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
}
