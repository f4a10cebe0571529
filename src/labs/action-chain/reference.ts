/**
 * The action-chain lab's Python references, of the function-calling page. The port's doc comment
 * promises `host_decide(json.loads(text))`: the returned dict (its keys in the order Python builds
 * them), or the `ValueError` of a configuration the function refuses to read, with the same message.
 * `canon` is checked on its own as well: the loop guard, the approvals and every quoted value in a
 * reason go through it, so a difference there shows up with the smallest input.
 */
import { parseJson } from '../../json/index.ts';
import {
  dictGet,
  jsonExtension,
  NOT_JSON,
  payloadFrom,
  portFailure,
  pyDict,
  pyInt,
  pyValueOf,
  raised,
  resultLabel,
  returned,
  type LabReference,
  type Payload,
  type PyResult,
  type PyValue,
  type ReferenceSpec,
} from '../../reference/index.ts';
import { canon } from './canonical.ts';
import { hostDecide, type ChainVerdict } from './chain.ts';
import { actionChainStateSchema } from './state.ts';

export interface HostDecidePayload extends Payload {
  text: string;
}

/** The `outcome` of a verdict dict, or null when the result is not one (the panel's lab outcome). */
export function verdictOutcome(r: PyResult): string | null {
  const outcome = 'returned' in r ? dictGet(r.returned, 'outcome') : undefined;
  return typeof outcome === 'string' ? outcome : null;
}

/** The dict `host_decide` returns: `call`, `outcome`, `reason`, then `rule` and `result` when given. */
function verdictDict(v: ChainVerdict): PyValue {
  const entries: [string, PyValue][] = [
    ['call', v.call],
    ['outcome', v.outcome],
    ['reason', v.reason],
  ];
  if (v.rule !== undefined) entries.push(['rule', v.rule === null ? null : pyInt(v.rule)]);
  if (v.result !== undefined) entries.push(['result', pyValueOf(v.result)]);
  return pyDict(entries);
}

export const hostDecideReference: LabReference<HostDecidePayload> = {
  page: 'function-calling',
  fn: 'host_decide',
  call: 'lambda p: host_decide(json.loads(p["text"]))',
  port({ text }) {
    const parsed = parseJson(text);
    if (!parsed.ok) return NOT_JSON;
    const out = hostDecide(parsed.value);
    if (out.ok) return returned(verdictDict(out.value));
    // the port's own failure (a bug) has no Python counterpart and never agrees
    return out.error.startsWith('internal error') ? portFailure(out.error) : raised('ValueError', out.error);
  },
  tolerate: (python, port, p) => jsonExtension(p.text, python, port),
  // the outcome, or the exception type alone (configuration messages name every field: too many to count)
  label: (r) => verdictOutcome(r) ?? ('raised' in r ? r.raised : resultLabel(r)),
  payload: payloadFrom(actionChainStateSchema, (s) => ({ text: s.input })),
  texts: (p) => [p.text],
  outcome: (v) => verdictOutcome({ returned: v }),
};

export const canonReference: ReferenceSpec<HostDecidePayload> = {
  page: 'function-calling',
  fn: 'canon',
  call: 'lambda p: canon(json.loads(p["text"]))',
  port({ text }) {
    const parsed = parseJson(text);
    return parsed.ok ? returned(canon(parsed.value)) : NOT_JSON;
  },
  tolerate: (python, port, p) => jsonExtension(p.text, python, port),
  label: (r) => ('raised' in r ? r.raised : 'text'),
};
