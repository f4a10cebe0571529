/**
 * The admission contract written as a JSON Schema (2020-12, Ajv), and why it can disagree with the
 * teaching function: JSON Schema's `integer` accepts 3.0 (any number with a zero fraction, since
 * draft-06), while the page's Python checks `type(days) is int`.
 */
import type { JsonValue } from '../../json/index.ts';

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
