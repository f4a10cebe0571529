// JSON Schema of a wiki page's YAML frontmatter (content/README.md, "Page format").
// Kept as plain data so the same object drives Ajv, the fix hints and the docs.

export const STATUS_VALUES = ['draft', 'review', 'published', 'deprecated'] as const;
export const DEPTH_VALUES = ['overview', 'mechanism', 'worked', 'derivation'] as const;
export const PRACTICE_STATUS_VALUES = ['none', 'designed', 'checked'] as const;
export const KIND_VALUES = ['topic', 'module', 'index'] as const;

export type PageStatus = (typeof STATUS_VALUES)[number];
export type PageDepth = (typeof DEPTH_VALUES)[number];
export type PracticeStatus = (typeof PRACTICE_STATUS_VALUES)[number];
export type PageKind = (typeof KIND_VALUES)[number];

export interface Frontmatter {
  id: string;
  module: string;
  status: PageStatus;
  page_version: number;
  last_checked: string;
  depth: PageDepth;
  practice_status: PracticeStatus;
  claim_ids: string[];
  kind?: PageKind;
}

/** kebab-case: lower-case ASCII words joined by single hyphens. */
export const KEBAB_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

export const REQUIRED_FIELDS = [
  'id',
  'module',
  'status',
  'page_version',
  'last_checked',
  'depth',
  'practice_status',
  'claim_ids',
] as const;

export const frontmatterSchema = {
  $id: 'https://tool-lab.local/schemas/frontmatter.json',
  type: 'object',
  additionalProperties: false,
  required: [...REQUIRED_FIELDS],
  properties: {
    id: { type: 'string', pattern: KEBAB_PATTERN },
    module: { type: 'string', pattern: KEBAB_PATTERN },
    status: { type: 'string', enum: [...STATUS_VALUES] },
    page_version: { type: 'integer', minimum: 1 },
    last_checked: { type: 'string', format: 'date' },
    depth: { type: 'string', enum: [...DEPTH_VALUES] },
    practice_status: { type: 'string', enum: [...PRACTICE_STATUS_VALUES] },
    claim_ids: {
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', pattern: KEBAB_PATTERN },
    },
    kind: { type: 'string', enum: [...KIND_VALUES] },
  },
} as const;

/** One example value per field, used in "add the field" hints. */
export const FIELD_EXAMPLES: Record<string, string> = {
  id: 'id: tool-design',
  module: 'module: harness',
  status: 'status: draft',
  page_version: 'page_version: 1',
  last_checked: 'last_checked: 2026-11-29',
  depth: 'depth: mechanism',
  practice_status: 'practice_status: none',
  claim_ids: 'claim_ids: [claim-tool-design-v1]',
  kind: 'kind: topic',
};
