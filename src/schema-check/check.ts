/**
 * JSON Schema checks the labs show beside the teaching functions (Ajv, draft 2020-12): the same value as
 * JavaScript sees it after JSON.parse, validated the way MCP clients and SDKs do.
 */
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { toDisplay, type JsonValue } from '../json/index.ts';

const ajv = new Ajv2020({ allErrors: true, strict: false });

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
