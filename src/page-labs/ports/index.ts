/**
 * "Agrees with the port": the page functions that also have a TypeScript port (the admission,
 * classifier, planner and action-chain labs) run that port on the page lab's inputs, called exactly as
 * the fidelity harness calls it (each lab's own `reference.ts`: one definition of "the same call"),
 * and the two results are compared as the harness compares them: the value's repr, or the exception's
 * type and message. Only JSON inputs can reach a port; a Python expression cannot. An entry of its own,
 * loaded by the app only once a run is there to compare, so the ports stay off the reading path.
 */
import { pyRepr, resultRepr } from '../../fidelity/index.ts';
import { canonReference, hostDecideReference } from '../../labs/action-chain/index.ts';
import { admissionReference } from '../../labs/admission/index.ts';
import { classifierReference } from '../../labs/classifier/index.ts';
import { plannerReference } from '../../labs/planner/index.ts';
import { normaliseMessage, type PyResult } from '../../reference/index.ts';
import type { InputValue, RunReport } from '../types.ts';

/**
 * The port's result for these inputs (one per parameter, in order); `expression` when an input is a
 * Python expression the port cannot read, `call` when the page lab's call is not the one the port
 * models, null when the inputs are not the function's.
 */
type PortCall = (inputs: readonly InputValue[]) => PyResult | 'expression' | 'call' | null;

function parsed(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const jsonOf = (v: InputValue | undefined) => (v && 'json' in v ? v.json : undefined);
const isStrings = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string');

/** `{'a', "b"}` or `set()` with plain string items (no escapes), as the items; null for anything else. */
export function stringSetLiteral(source: string): string[] | null {
  const src = source.trim();
  if (src === 'set()') return [];
  const m = /^\{([\s\S]*)\}$/.exec(src);
  if (!m) return null;
  const items: string[] = [];
  const item = /^\s*(?:'([^'\\\n]*)'|"([^"\\\n]*)")\s*(,|$)/;
  let rest = m[1]!;
  while (rest.trim() !== '') {
    const hit = item.exec(rest);
    if (!hit) return null;
    items.push(hit[1] ?? hit[2]!);
    rest = rest.slice(hit[0].length);
    if (hit[3] === '' && rest.trim() !== '') return null;
  }
  return items.length > 0 ? items : null;
}

/** Every input JSON text, or the reason there is none. */
function allJson(inputs: readonly InputValue[]): string[] | 'expression' | null {
  if (inputs.some((v) => 'python' in v)) return 'expression';
  const texts = inputs.map(jsonOf);
  return texts.every((t) => t !== undefined) ? (texts as string[]) : null;
}

const PLAN_FIELDS = ['catalog', 'bodies', 'active', 'resources', 'requested', 'budget'] as const;
/** The planner's parameters the fidelity call turns into sets (`set(d["active"])`, `set(d["requested"])`). */
const PLAN_SETS = new Set([2, 4]);

/** The planner's call: its sets written as Python set literals of strings, everything else JSON. */
function plannerCall(inputs: readonly InputValue[]): PyResult | 'expression' | 'call' | null {
  const texts: string[] = [];
  for (const [i, v] of inputs.entries()) {
    if (PLAN_SETS.has(i)) {
      // a JSON list here reaches the page's function as a list, but the port models a set
      if (!('python' in v)) return 'call';
      const items = stringSetLiteral(v.python);
      if (!items) return 'expression';
      texts.push(JSON.stringify(items));
    } else if ('json' in v) texts.push(v.json);
    else return 'python' in v ? 'expression' : null;
  }
  // the raw texts side by side, so big integers reach the port's exact reader unrounded
  const text = `{${PLAN_FIELDS.map((f, i) => `${JSON.stringify(f)}: ${texts[i]}`).join(', ')}}`;
  return plannerReference.port({ text });
}

/** A port of one JSON parameter. */
const oneJson =
  (port: (text: string) => PyResult): PortCall =>
  (inputs) => {
    const texts = allJson(inputs);
    return texts === null || texts === 'expression' ? texts : port(texts[0]!);
  };

const PORTS: Record<string, { page: string; params: number; call: PortCall }> = {
  validate_query: {
    page: admissionReference.page,
    params: 2,
    call(inputs) {
      const texts = allJson(inputs);
      if (texts === null || texts === 'expression') return texts;
      const cities = parsed(texts[1]);
      return isStrings(cities) ? admissionReference.port({ text: texts[0]!, cities }) : null;
    },
  },
  classify_response: {
    page: classifierReference.page,
    params: 2,
    call(inputs) {
      const texts = allJson(inputs);
      if (texts === null || texts === 'expression') return texts;
      const expectedId = parsed(texts[1]);
      return typeof expectedId === 'string'
        ? classifierReference.port({ text: texts[0]!, expectedId })
        : null;
    },
  },
  skill_load_plan: { page: plannerReference.page, params: PLAN_FIELDS.length, call: plannerCall },
  host_decide: {
    page: hostDecideReference.page,
    params: 1,
    call: oneJson((text) => hostDecideReference.port({ text })),
  },
  canon: { page: canonReference.page, params: 1, call: oneJson((text) => canonReference.port({ text })) },
};

export type PortComparison =
  | { kind: 'agrees'; port: string }
  | { kind: 'differs'; python: string; port: string }
  | { kind: 'not-comparable'; why: 'expression' | 'call' | 'stopped' };

/** Whether function `fn` of page `pageId` has a port (the preview's draft of it compares too). */
export function hasPort(pageId: string, fn: string): boolean {
  const port = Object.hasOwn(PORTS, fn) ? PORTS[fn] : undefined;
  return port !== undefined && (pageId === port.page || pageId === 'preview');
}

/** The port's answer beside the page's run on the same inputs; null when there is nothing to compare. */
export function compareWithPort(
  pageId: string,
  fn: string,
  inputs: readonly InputValue[],
  report: RunReport,
): PortComparison | null {
  if (!hasPort(pageId, fn)) return null;
  const port = PORTS[fn]!;
  if (inputs.length !== port.params) return null;
  if (report.returned === undefined && report.raised === undefined)
    return report.stopped ? { kind: 'not-comparable', why: 'stopped' } : null;
  let answer: PyResult | 'expression' | 'call' | null;
  try {
    answer = port.call(inputs);
  } catch (e) {
    answer = { raised: 'PortFailure', message: String(e) };
  }
  if (answer === 'expression' || answer === 'call') return { kind: 'not-comparable', why: answer };
  if (!answer) return null;
  const portText = resultRepr(answer, 20_000);
  const same =
    'returned' in answer
      ? report.returned !== undefined && pyRepr(answer.returned, 20_000) === report.returned
      : report.raised === answer.raised &&
        normaliseMessage(report.message ?? '') === normaliseMessage(answer.message);
  if (same) return { kind: 'agrees', port: portText };
  const python =
    report.returned !== undefined ? report.returned : `${report.raised ?? ''}: ${report.message ?? ''}`;
  return { kind: 'differs', python, port: portText };
}
