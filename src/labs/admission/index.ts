/**
 * Lab "admission": the argument gate of a weather query, on the wiki's `validate_query`
 * (tools-skills page, knowledge point one).
 */
import { defineLab } from '../define.ts';
import { jsonRun } from '../json-run.ts';
import { admissionBreakers } from './breakers.ts';
import { admissionFlowchart } from './flowchart.ts';
import { admissionInputSchema } from './input-schema.ts';
import { meta } from './meta.ts';
import { admissionReference } from './reference.ts';
import { admissionStateSchema, type AdmissionState } from './state.ts';
import { validateQuery } from './validate.ts';

const ARGS = { zh: '工具参数（JSON）', en: 'Tool arguments (JSON)' };
const CITIES = { zh: '允许的城市（每行一个）', en: 'Allowed cities (one per line)' };

const focus = {
  args_is_object: [],
  field_set: [],
  city_is_str: ['city'],
  days_is_int: ['days'],
  days_in_range: ['days'],
  city_allowed: ['city'],
};

export default defineLab<AdmissionState>({
  ...meta,
  state: { version: 1, schema: admissionStateSchema },
  run: jsonRun<AdmissionState, { reason: string }>({
    field: 'args',
    text: (s) => s.args,
    // A missing text cannot happen here (args is always a string); null stands for Python's None.
    port: (value, s) => validateQuery(value ?? { kind: 'null', start: 0, end: 0 }, s.allowedCities),
    outcome: (v) => v.reason,
    focus,
  }),
  flowcharts: [admissionFlowchart],
  happy: ['accepted'],
  focus,
  breakers: admissionBreakers,
  fields: [
    { key: 'args', label: ARGS, language: 'json', file: 'admission-args.json', schema: admissionInputSchema },
  ],
  practice: { field: 'args' },
  describe: (s, lang) => [
    { label: ARGS[lang], text: s.args, code: 'json' },
    { label: CITIES[lang], text: s.allowedCities.join('\n'), code: 'text' },
  ],
  reference: admissionReference,
});

export { admissionDisagreement, admissionSchema, type Disagreement } from './contract-check.ts';
export { admissionReference, type AdmissionPayload } from './reference.ts';
export type { AdmissionState } from './state.ts';
export { validateQuery } from './validate.ts';
