/** "Break it" buttons of the classifier lab: each applies one typical mistake to the response. */
import { jv, type JsonValue } from '../../json/index.ts';
import type { Breaker } from '../contract.ts';
import { editJsonText, member, withKey } from '../json-edit.ts';
import type { ClassifierState } from './state.ts';

function edit(s: ClassifierState, fn: (v: JsonValue) => JsonValue | null): ClassifierState | null {
  const response = editJsonText(s.response, fn);
  return response === null ? null : { ...s, response };
}

/** Applies `fn` to `result` and puts it back, or null when there is no result object. */
function inResult(fn: (r: JsonValue) => JsonValue | null) {
  return (v: JsonValue) => {
    const r = member(v, 'result');
    const next = r && fn(r);
    return next ? withKey(v, 'result', next) : null;
  };
}

const errorObject = (code: JsonValue, message: string) =>
  jv.object([
    ['code', code],
    ['message', jv.str(message)],
  ]);

export const classifierBreakers: Breaker<ClassifierState>[] = [
  {
    id: 'drop-id',
    label: { zh: '删掉 id', en: 'Drop id' },
    apply: (s) => edit(s, (v) => withKey(v, 'id', undefined)),
  },
  {
    id: 'jsonrpc-1',
    label: { zh: 'jsonrpc 写成 1.0', en: 'jsonrpc "1.0"' },
    apply: (s) => edit(s, (v) => withKey(v, 'jsonrpc', jv.str('1.0'))),
  },
  {
    id: 'id-number',
    label: { zh: 'id 换成数字 1', en: 'id as the number 1' },
    apply: (s) => edit(s, (v) => withKey(v, 'id', jv.int(1))),
  },
  {
    id: 'result-and-error',
    label: { zh: '同时带 result 和 error', en: 'Both result and error' },
    apply: (s) =>
      edit(s, (v) => {
        if (member(v, 'result') && !member(v, 'error'))
          return withKey(v, 'error', errorObject(jv.int(-32603), 'Internal error'));
        if (member(v, 'error') && !member(v, 'result'))
          return withKey(v, 'result', jv.object([['content', jv.array([])]]));
        return null;
      }),
  },
  {
    id: 'code-string',
    label: { zh: 'error.code 写成字符串', en: 'error.code as a string' },
    apply: (s) =>
      edit(s, (v) =>
        withKey(
          withKey(v, 'result', undefined) ?? v,
          'error',
          errorObject(jv.str('-32602'), 'Invalid params'),
        ),
      ),
  },
  {
    id: 'is-error',
    label: { zh: '工具报 isError', en: 'Tool reports isError' },
    apply: (s) =>
      edit(
        s,
        inResult((r) => withKey(r, 'isError', jv.bool(true))),
      ),
  },
  {
    id: 'drop-structured',
    label: { zh: '去掉 structuredContent', en: 'Drop structuredContent' },
    apply: (s) =>
      edit(
        s,
        inResult((r) => withKey(r, 'structuredContent', undefined)),
      ),
  },
  {
    id: 'count-negative',
    label: { zh: 'count 写成 -1', en: 'count as -1' },
    apply: (s) =>
      edit(
        s,
        inResult((r) => {
          const sc = member(r, 'structuredContent');
          const next = sc && withKey(sc, 'count', jv.int(-1));
          return next ? withKey(r, 'structuredContent', next) : null;
        }),
      ),
  },
  {
    id: 'timeout',
    label: { zh: '超时：没有响应', en: 'Timeout: no response' },
    apply: (s) => (s.response === null ? null : { ...s, response: null }),
  },
];
