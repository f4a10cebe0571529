/** "Break it" buttons of the admission lab: each applies one typical mistake to the arguments. */
import { jv, type JsonValue } from '../../json/index.ts';
import type { Breaker } from '../contract.ts';
import { editJsonText, withKey } from '../json-edit.ts';
import type { AdmissionState } from './state.ts';

function edit(s: AdmissionState, fn: (v: JsonValue) => JsonValue | null): AdmissionState | null {
  const args = editJsonText(s.args, fn);
  return args === null ? null : { ...s, args };
}

const setDays = (days: JsonValue) => (s: AdmissionState) => edit(s, (v) => withKey(v, 'days', days));

export const admissionBreakers: Breaker<AdmissionState>[] = [
  {
    id: 'drop-days',
    label: { zh: '删掉 days', en: 'Drop days' },
    apply: (s) => edit(s, (v) => withKey(v, 'days', undefined)),
  },
  { id: 'days-bool', label: { zh: 'days 写成 true', en: 'days as true' }, apply: setDays(jv.bool(true)) },
  { id: 'days-float', label: { zh: 'days 写成 3.0', en: 'days as 3.0' }, apply: setDays(jv.float(3)) },
  { id: 'days-range', label: { zh: 'days 超出 1–7', en: 'days out of 1–7' }, apply: setDays(jv.int(10)) },
  {
    id: 'extra-field',
    label: { zh: '多一个字段', en: 'Add an extra field' },
    apply: (s) => edit(s, (v) => withKey(v, 'units', jv.str('metric'))),
  },
  {
    id: 'ambiguous-city',
    label: { zh: '城市写成“朝阳”', en: 'City “朝阳” (ambiguous)' },
    apply: (s) => edit(s, (v) => withKey(v, 'city', jv.str('朝阳'))),
  },
];
