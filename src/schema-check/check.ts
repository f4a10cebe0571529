/**
 * JSON Schema checks the labs show beside the teaching functions (Ajv, draft 2020-12): the same value as
 * JavaScript sees it after JSON.parse, validated the way MCP clients and SDKs do.
 */
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { toDisplay, type JsonValue } from '../json/index.ts';

type Checker = InstanceType<typeof Ajv2020>;
let checked: Checker | undefined;
let unchecked: Checker | undefined;

/** Ajv's options for a schema the code builds; the build compiles some of those ahead (see below). */
export const BUILT_SCHEMA_OPTIONS = { allErrors: true, strict: false, validateSchema: false } as const;
/**
 * Two instances, made at first use. A schema someone wrote is first checked against the 2020-12
 * meta-schema (a broken one gets a message); a schema the code builds is known to be well formed, and
 * skipping that check is most of the cost of the first compile (compiling the meta-schema itself:
 * about 20× the schema's own compile), which would otherwise land in a lab's hydration.
 */
function ajvFor(origin: SchemaOrigin): Checker {
  if (origin === 'built') return (unchecked ??= new Ajv2020({ ...BUILT_SCHEMA_OPTIONS }));
  return (checked ??= new Ajv2020({ allErrors: true, strict: false }));
}

/** A JSON value as JavaScript sees it after JSON.parse (what Ajv validates). */
export function asJavaScript(v: JsonValue): unknown {
  return JSON.parse(toDisplay(v, 0));
}

/** One of Ajv's errors: its English message, and the keyword and parameters a sentence is built from. */
export interface SchemaError {
  path: string;
  message: string;
  keyword: string;
  params: Readonly<Record<string, unknown>>;
}

export interface SchemaCheck {
  valid: boolean;
  errors: SchemaError[];
}

function errorsOf(errs: ErrorObject[] | null | undefined): SchemaError[] {
  return (errs ?? []).map((e) => ({
    path: e.instancePath || '/',
    keyword: e.keyword,
    params: e.params as Record<string, unknown>,
    message: `${e.message ?? e.keyword}${e.params && 'allowedValues' in e.params ? `: ${(e.params.allowedValues as unknown[]).join(', ')}` : ''}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
  }));
}

/**
 * Where a schema comes from: 'written' by a person (a learner, a page) and checked against the
 * meta-schema first, or 'built' by the code from data it controls (the tests check that such schemas
 * pass the meta-schema).
 */
export type SchemaOrigin = 'written' | 'built';

export type Validator = ReturnType<Checker['compile']>;
/** Compiled validators by schema text: compiling costs milliseconds, and labs re-check on every edit. */
const compiled = new Map<string, Validator | { schemaError: string }>();
/**
 * Validators the build compiled (Ajv's standalone code, scripts/build/built-schemas.ts) for the schemas
 * a lab builds from its own scenarios. Compiling one in the browser made the longest task of the lab's
 * hydration on a slow phone, most of it Ajv starting up.
 */
const prebuilt = new Map<string, Validator>();

/** The key a schema's validator is kept under. */
export function schemaKey(schema: object, origin: SchemaOrigin): string {
  return `${origin}:${JSON.stringify(schema)}`;
}

/** Adds validators compiled at build time, by `schemaKey(schema, 'built')`. */
export function addPrebuiltValidators(entries: Iterable<readonly [key: string, validate: Validator]>): void {
  for (const [key, validate] of entries) prebuilt.set(key, validate);
}

export function checkWithSchema(
  schema: object,
  value: unknown,
  origin: SchemaOrigin = 'written',
): SchemaCheck | { schemaError: string } {
  const key = schemaKey(schema, origin);
  let validate = prebuilt.get(key) ?? compiled.get(key);
  if (!validate) {
    try {
      validate = ajvFor(origin).compile(schema);
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
