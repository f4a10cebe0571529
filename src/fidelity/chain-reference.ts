/**
 * The function-calling page's `host_decide` on both sides. The port promises "the same answers as
 * `host_decide(json.loads(text))`": the verdict dict (`call`, `outcome`, `reason`, then `rule` and
 * `result` when the function adds them, in that order), or the ValueError that names a configuration
 * field the function refuses to read.
 */
import { parseJson } from '../json/index.ts';
import { hostDecide } from '../labs/action-chain/chain.ts';
import { jsonExtension } from './references.ts';
import { NOT_JSON, portFailure, pyDict, pyInt, pyValueOf, raised, resultLabel, returned } from './result.ts';
import type { PyResult, PyValue } from './result.ts';
import type { Payload, ReferenceSpec } from './session.ts';

export interface ActionChainPayload extends Payload {
  /** The lab's chain input (host configuration and the call), as typed. */
  text: string;
}

/** The `outcome` of a verdict dict, or null when the result is not one. */
export function verdictOutcome(r: PyResult): string | null {
  const v = 'returned' in r ? r.returned : null;
  const entries = v !== null && typeof v === 'object' && 'dict' in v ? v.dict : [];
  const outcome = entries.find(([k]) => k === 'outcome')?.[1];
  return typeof outcome === 'string' ? outcome : null;
}

export const actionChainReference: ReferenceSpec<ActionChainPayload> = {
  page: 'function-calling',
  fn: 'host_decide',
  call: 'lambda p: host_decide(json.loads(p["text"]))',
  port({ text }) {
    const parsed = parseJson(text);
    if (!parsed.ok) return NOT_JSON;
    const r = hostDecide(parsed.value);
    if (!r.ok)
      return r.error.startsWith('internal error') ? portFailure(r.error) : raised('ValueError', r.error);
    const v = r.value;
    const entries: [string, PyValue][] = [
      ['call', v.call],
      ['outcome', v.outcome],
      ['reason', v.reason],
    ];
    if (v.rule !== undefined) entries.push(['rule', v.rule === null ? null : pyInt(v.rule)]);
    if (v.result !== undefined) entries.push(['result', pyValueOf(v.result)]);
    return returned(pyDict(entries));
  },
  tolerate: (python, port, p) => jsonExtension(p.text, python, port),
  // configuration errors name many fields: count them as one outcome
  label: (r) => verdictOutcome(r) ?? ('raised' in r ? r.raised : resultLabel(r)),
};
