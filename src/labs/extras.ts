/**
 * "Beyond the reference" panels, as pure functions:
 * - admission: the same contract written as a JSON Schema (2020-12, Ajv), and where it disagrees with
 *   the teaching function (JSON Schema's `integer` accepts 3.0; JS numbers cannot tell 3.0 from 3);
 * - classifier: `structuredContent` validated against an `outputSchema`, the way MCP clients do;
 * - planner: the three-layer token table and full vs on-demand loading for the same catalog.
 */
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { toDisplay, type JsonValue } from '../json/index.ts';

const ajv = new Ajv2020({ allErrors: true, strict: false });

/** A JSON value as JavaScript sees it after JSON.parse (what Ajv validates). */
export function asJavaScript(v: JsonValue): unknown {
  return JSON.parse(toDisplay(v, 0));
}

export function admissionSchema(allowedCities: readonly string[]): object {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: {
      city: {
        type: 'string',
        enum: [...new Set(allowedCities)],
        description: 'a city from the allowed list',
      },
      days: { type: 'integer', minimum: 1, maximum: 7, description: 'forecast length in days' },
    },
    required: ['city', 'days'],
    additionalProperties: false,
  };
}

export interface SchemaCheck {
  valid: boolean;
  errors: { path: string; message: string }[];
}

function errorsOf(errs: ErrorObject[] | null | undefined): SchemaCheck['errors'] {
  return (errs ?? []).map((e) => ({
    path: e.instancePath || '/',
    message: `${e.message ?? e.keyword}${e.params && 'allowedValues' in e.params ? `: ${(e.params.allowedValues as unknown[]).join(', ')}` : ''}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
  }));
}

type Validator = ReturnType<typeof ajv.compile>;
/** Compiled validators by schema text: compiling costs milliseconds, and labs re-check on every edit. */
const compiled = new Map<string, Validator | { schemaError: string }>();

export function checkWithSchema(schema: object, value: unknown): SchemaCheck | { schemaError: string } {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    try {
      validate = ajv.compile(schema);
    } catch (e) {
      validate = { schemaError: (e as Error).message };
    }
    if (compiled.size > 50) compiled.clear();
    compiled.set(key, validate);
  }
  if ('schemaError' in validate) return validate;
  const valid = validate(value) as boolean;
  return { valid, errors: errorsOf(validate.errors) };
}

export type Disagreement = 'float-integer' | 'bool-days' | 'big-int' | null;

/**
 * Why the teaching function and JSON Schema disagree on these arguments, if they do.
 * `accepted` is the teaching function's answer.
 */
export function admissionDisagreement(
  args: JsonValue,
  accepted: boolean,
  schemaValid: boolean,
): Disagreement {
  if (accepted === schemaValid) return null;
  const days = args.kind === 'object' ? args.entries.get('days')?.value : undefined;
  if (days?.kind === 'float' && Number.isInteger(days.value)) return 'float-integer';
  if (days?.kind === 'int' && !Number.isSafeInteger(Number(days.value))) return 'big-int';
  return null;
}

export interface TokenTable {
  metadata: bigint;
  bodies: bigint;
  resources: bigint;
  total: bigint;
  budget: bigint | null;
  /** Loading every body and every resource up front, for the same catalog. */
  full: bigint;
}

const big = (v: JsonValue | undefined): bigint | null => (v && v.kind === 'int' ? v.value : null);

/** The planner's three layers; null when the input is not a readable plan (the outcome panel says why). */
export function plannerTable(input: JsonValue): TokenTable | null {
  if (input.kind !== 'object') return null;
  const get = (k: string) => input.entries.get(k)?.value;
  const catalog = get('catalog');
  const bodies = get('bodies');
  const resources = get('resources');
  const active = get('active');
  const requested = get('requested');
  if (catalog?.kind !== 'object' || bodies?.kind !== 'object' || resources?.kind !== 'object') return null;
  if (active?.kind !== 'array' || requested?.kind !== 'array') return null;
  const sumValues = (o: JsonValue & { kind: 'object' }, pick?: (v: JsonValue) => JsonValue | undefined) => {
    let s = 0n;
    for (const p of o.entries.values()) {
      const n = big(pick ? pick(p.value) : p.value);
      if (n === null) return null;
      s += n;
    }
    return s;
  };
  const second = (v: JsonValue) => (v.kind === 'array' ? v.items[1] : undefined);
  const names = (a: JsonValue & { kind: 'array' }) =>
    new Set(
      a.items.map((i) => (i.kind === 'string' ? i.value : null)).filter((x): x is string => x !== null),
    );
  const metadata = sumValues(catalog);
  const allBodies = sumValues(bodies);
  const allResources = sumValues(resources, second);
  if (metadata === null || allBodies === null || allResources === null) return null;
  let bodySum = 0n;
  for (const s of names(active)) {
    const n = big(bodies.entries.get(s)?.value);
    if (n === null) return null;
    bodySum += n;
  }
  let resSum = 0n;
  for (const r of names(requested)) {
    const entry = resources.entries.get(r)?.value;
    const n = entry ? big(second(entry)) : null;
    if (n === null) return null;
    resSum += n;
  }
  return {
    metadata,
    bodies: bodySum,
    resources: resSum,
    total: metadata + bodySum + resSum,
    budget: big(get('budget')),
    full: metadata + allBodies + allResources,
  };
}
