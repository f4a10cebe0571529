/**
 * "Break it" buttons: each applies one typical mistake to the learner's current input, so every branch
 * of a lab is one click away. Breakers work on the parsed tree and write it back with `toDisplay`, so
 * everything they do not touch keeps its exact value (big ints, floats like 3.0, key order).
 */
import { jv, parseJson, toDisplay, type JsonValue } from '../json/index.ts';
import type { LabSlug } from './registry.ts';
import type { LabStates } from './run.ts';
import { runLab } from './run.ts';

export interface Breaker<S extends LabSlug> {
  id: string;
  label: { zh: string; en: string };
  /** Returns the broken state, or null when this mistake cannot be applied to the current input. */
  apply(state: LabStates[S]): LabStates[S] | null;
}

type Members = [string, JsonValue][];

function members(v: JsonValue | undefined): Members | null {
  return v && v.kind === 'object' ? [...v.entries.values()].map((p) => [p.key, p.value]) : null;
}
function get(v: JsonValue | undefined, key: string): JsonValue | undefined {
  return v && v.kind === 'object' ? v.entries.get(key)?.value : undefined;
}
/** A copy of object `v` with `key` set (added at the end if new) or removed (`value` undefined). */
function withKey(v: JsonValue, key: string, value: JsonValue | undefined): JsonValue | null {
  const m = members(v);
  if (!m) return null;
  const i = m.findIndex(([k]) => k === key);
  if (value === undefined) {
    if (i < 0) return null;
    m.splice(i, 1);
  } else if (i >= 0) m[i] = [key, value];
  else m.push([key, value]);
  return jv.object(m);
}
function parsed(text: string | null): JsonValue | null {
  if (text === null) return null;
  const r = parseJson(text);
  return r.ok ? r.value : null;
}
const show = (v: JsonValue | null) => (v ? toDisplay(v, 2) : null);

/** Applies `fn` to the parsed text and writes the result back, or null when it does not apply. */
function editText(text: string | null, fn: (v: JsonValue) => JsonValue | null): string | null {
  const v = parsed(text);
  return v ? show(fn(v)) : null;
}

export const admissionBreakers: Breaker<'admission'>[] = [
  {
    id: 'drop-days',
    label: { zh: '删掉 days', en: 'Drop days' },
    apply: (s) => wrapA(s, (v) => withKey(v, 'days', undefined)),
  },
  {
    id: 'days-bool',
    label: { zh: 'days 写成 true', en: 'days as true' },
    apply: (s) => wrapA(s, (v) => withKey(v, 'days', jv.bool(true))),
  },
  {
    id: 'days-float',
    label: { zh: 'days 写成 3.0', en: 'days as 3.0' },
    apply: (s) => wrapA(s, (v) => withKey(v, 'days', jv.float(3))),
  },
  {
    id: 'days-range',
    label: { zh: 'days 超出 1–7', en: 'days out of 1–7' },
    apply: (s) => wrapA(s, (v) => withKey(v, 'days', jv.int(10))),
  },
  {
    id: 'extra-field',
    label: { zh: '多一个字段', en: 'Add an extra field' },
    apply: (s) => wrapA(s, (v) => withKey(v, 'units', jv.str('metric'))),
  },
  {
    id: 'ambiguous-city',
    label: { zh: '城市写成“朝阳”', en: 'City “朝阳” (ambiguous)' },
    apply: (s) => wrapA(s, (v) => withKey(v, 'city', jv.str('朝阳'))),
  },
];
function wrapA(s: LabStates['admission'], fn: (v: JsonValue) => JsonValue | null) {
  const args = editText(s.args, fn);
  return args === null || args === s.args ? null : { ...s, args };
}

export const classifierBreakers: Breaker<'classifier'>[] = [
  {
    id: 'drop-id',
    label: { zh: '删掉 id', en: 'Drop id' },
    apply: (s) => wrapC(s, (v) => withKey(v, 'id', undefined)),
  },
  {
    id: 'jsonrpc-1',
    label: { zh: 'jsonrpc 写成 1.0', en: 'jsonrpc "1.0"' },
    apply: (s) => wrapC(s, (v) => withKey(v, 'jsonrpc', jv.str('1.0'))),
  },
  {
    id: 'id-number',
    label: { zh: 'id 换成数字 1', en: 'id as the number 1' },
    apply: (s) => wrapC(s, (v) => withKey(v, 'id', jv.int(1))),
  },
  {
    id: 'result-and-error',
    label: { zh: '同时带 result 和 error', en: 'Both result and error' },
    apply: (s) =>
      wrapC(s, (v) =>
        get(v, 'result') && !get(v, 'error')
          ? withKey(
              v,
              'error',
              jv.object([
                ['code', jv.int(-32603)],
                ['message', jv.str('Internal error')],
              ]),
            )
          : get(v, 'error') && !get(v, 'result')
            ? withKey(v, 'result', jv.object([['content', jv.array([])]]))
            : null,
      ),
  },
  {
    id: 'code-string',
    label: { zh: 'error.code 写成字符串', en: 'error.code as a string' },
    apply: (s) =>
      wrapC(s, (v) => {
        const base = withKey(v, 'result', undefined) ?? v;
        return withKey(
          base,
          'error',
          jv.object([
            ['code', jv.str('-32602')],
            ['message', jv.str('Invalid params')],
          ]),
        );
      }),
  },
  {
    id: 'is-error',
    label: { zh: '工具报 isError', en: 'Tool reports isError' },
    apply: (s) =>
      wrapC(s, (v) => {
        const r = get(v, 'result');
        const nr = r && withKey(r, 'isError', jv.bool(true));
        return nr ? withKey(v, 'result', nr) : null;
      }),
  },
  {
    id: 'drop-structured',
    label: { zh: '去掉 structuredContent', en: 'Drop structuredContent' },
    apply: (s) =>
      wrapC(s, (v) => {
        const r = get(v, 'result');
        const nr = r && withKey(r, 'structuredContent', undefined);
        return nr ? withKey(v, 'result', nr) : null;
      }),
  },
  {
    id: 'count-negative',
    label: { zh: 'count 写成 -1', en: 'count as -1' },
    apply: (s) =>
      wrapC(s, (v) => {
        const r = get(v, 'result');
        const sc = get(r, 'structuredContent');
        const nsc = sc && withKey(sc, 'count', jv.int(-1));
        const nr = r && nsc && withKey(r, 'structuredContent', nsc);
        return nr ? withKey(v, 'result', nr) : null;
      }),
  },
  {
    id: 'timeout',
    label: { zh: '超时：没有响应', en: 'Timeout: no response' },
    apply: (s) => (s.response === null ? null : { ...s, response: null }),
  },
];
function wrapC(s: LabStates['classifier'], fn: (v: JsonValue) => JsonValue | null) {
  const response = editText(s.response, fn);
  return response === null || response === s.response ? null : { ...s, response };
}

export const plannerBreakers: Breaker<'planner'>[] = [
  {
    id: 'budget-short',
    label: { zh: '预算少 1', en: 'Budget one short' },
    apply: (s) => {
      const run = runLab('planner', s);
      const tokens = (run.value as { tokens?: number | bigint } | undefined)?.tokens;
      if (tokens === undefined || BigInt(tokens) === 0n) return null;
      return wrapP(s, (v) => withKey(v, 'budget', jv.int(BigInt(tokens) - 1n)));
    },
  },
  {
    id: 'budget-bool',
    label: { zh: '预算写成 true', en: 'Budget as true' },
    apply: (s) => wrapP(s, (v) => withKey(v, 'budget', jv.bool(true))),
  },
  {
    id: 'negative-cost',
    label: { zh: '某个成本为负', en: 'A negative cost' },
    apply: (s) =>
      wrapP(s, (v) => {
        const cat = members(get(v, 'catalog'));
        if (!cat?.length) return null;
        cat[0] = [cat[0]![0], jv.int(-5)];
        return withKey(v, 'catalog', jv.object(cat));
      }),
  },
  {
    id: 'no-body',
    label: { zh: '激活一个没有正文的 Skill', en: 'Activate a skill without a body' },
    apply: (s) =>
      wrapP(s, (v) => {
        const cat = get(v, 'catalog');
        const active = get(v, 'active');
        if (!cat || !active || active.kind !== 'array') return null;
        const withCat = withKey(v, 'catalog', withKey(cat, 'no-body-skill', jv.int(12)) ?? cat);
        return withCat && withKey(withCat, 'active', jv.array([...active.items, jv.str('no-body-skill')]));
      }),
  },
  {
    id: 'missing-resource',
    label: { zh: '请求不存在的资源', en: 'Request a missing resource' },
    apply: (s) =>
      wrapP(s, (v) => {
        const req = get(v, 'requested');
        return req && req.kind === 'array'
          ? withKey(v, 'requested', jv.array([...req.items, jv.str('no-such-file.md')]))
          : null;
      }),
  },
  {
    id: 'inactive-owner',
    label: { zh: '请求未激活 Skill 的资源', en: 'Resource of an inactive skill' },
    apply: (s) =>
      wrapP(s, (v) => {
        const cat = members(get(v, 'catalog'));
        const active = get(v, 'active');
        const res = get(v, 'resources');
        const req = get(v, 'requested');
        if (!cat || !active || active.kind !== 'array' || !res || !req || req.kind !== 'array') return null;
        const activeNames = new Set(active.items.map((i) => (i.kind === 'string' ? i.value : '')));
        const owner = cat.find(([k]) => !activeNames.has(k))?.[0];
        if (!owner) return null;
        const withRes = withKey(
          v,
          'resources',
          withKey(res, 'borrowed.md', jv.array([jv.str(owner), jv.int(20)])) ?? res,
        );
        return withRes && withKey(withRes, 'requested', jv.array([...req.items, jv.str('borrowed.md')]));
      }),
  },
];
function wrapP(s: LabStates['planner'], fn: (v: JsonValue) => JsonValue | null) {
  const input = editText(s.input, fn);
  return input === null || input === s.input ? null : { ...s, input };
}

export const breakers = {
  admission: admissionBreakers,
  classifier: classifierBreakers,
  planner: plannerBreakers,
} as const;
