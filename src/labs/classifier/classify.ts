/**
 * Lab "classifier": where did a tool call stop? Same answers as the wiki's Python `classify_response`
 * (tools-skills page) called as `classify_response(json.loads(text), expected_id)`, or with `None` when no
 * response arrived (JSON `null` is None too). A response that is not an object makes the reference raise
 * `AttributeError` at its first `.get`: `ok: false`, that exception in the detail of the `error` step.
 * scripts/fidelity/differential.test.ts runs the page's own code block beside this port.
 */
import { pyRepr, pyTypeName, type JsonObject, type JsonValue } from '../../json/index.ts';
import { msg, t, type Bilingual, type Message } from '../../i18n/index.ts';
import type { Outcome, TraceStep } from '../types.ts';
import type { ResponseClass } from './flowchart.ts';

const KIND_WORDS: Record<string, Bilingual> = {
  list: { en: 'an array', zh: '数组' },
  str: { en: 'a string', zh: '字符串' },
  int: { en: 'a number', zh: '数字' },
  float: { en: 'a number', zh: '数字' },
  bool: { en: 'a boolean', zh: '布尔值' },
};

/** `name = <repr> (<type>)`, or the missing key that Python's `.get` reads as None. */
function show(name: string, v: JsonValue | undefined): Message {
  if (v === undefined) return msg('classifier.missing', { name });
  return msg('lab.valueTyped', { name, value: pyRepr(v, 60), type: pyTypeName(v) });
}

const presence = (here: boolean) => (here ? msg('classifier.present') : msg('classifier.absent'));

/** `obj.get(key)`: undefined stands for a missing key (None in Python). */
function get(obj: JsonObject, key: string): JsonValue | undefined {
  return obj.entries.get(key)?.value;
}

export function classifyResponse(response: JsonValue | null, expectedId: string): Outcome<ResponseClass> {
  const trace: TraceStep[] = [];
  const check = (node: string, pass: boolean, text?: Message) => {
    trace.push(text === undefined ? { node, pass } : { node, pass, detail: t('en', text), text });
    return pass;
  };
  const finish = (code: ResponseClass): Outcome<ResponseClass> => {
    trace.push({ node: code, pass: code === 'verify_business' });
    return { ok: true, value: code, trace };
  };
  try {
    if (
      !check(
        'response_present',
        response != null && response.kind !== 'null',
        response == null
          ? msg('classifier.noResponse')
          : response.kind === 'null'
            ? msg('classifier.null')
            : undefined,
      )
    ) {
      return finish('unknown');
    }
    const r = response as JsonValue;
    if (r.kind !== 'object') {
      const type = pyTypeName(r);
      check('response_is_object', false, msg('classifier.notObject', { type }));
      // The Python's exception is its own words: a quoted detail beside the sentence.
      const exception = `AttributeError: '${type}' object has no attribute 'get'`;
      check('error', false, msg('classifier.raises', { exception }));
      const errorText = msg('classifier.notObjectError', { kind: KIND_WORDS[type] ?? type });
      return { ok: false, error: t('en', errorText), errorText, trace };
    }
    check('response_is_object', true);

    const jsonrpc = get(r, 'jsonrpc');
    if (
      !check('jsonrpc_ok', jsonrpc?.kind === 'string' && jsonrpc.value === '2.0', show('jsonrpc', jsonrpc))
    ) {
      return finish('protocol_mismatch');
    }
    const id = get(r, 'id');
    if (
      !check(
        'id_matches',
        id?.kind === 'string' && id.value === expectedId,
        msg('classifier.id', { seen: show('id', id), expected: JSON.stringify(expectedId) }),
      )
    ) {
      return finish('protocol_mismatch');
    }

    const hasError = r.entries.has('error');
    const hasResult = r.entries.has('result');
    if (
      !check(
        'one_of_error_result',
        hasError !== hasResult,
        msg('classifier.errorResult', { error: presence(hasError), result: presence(hasResult) }),
      )
    ) {
      return finish('malformed');
    }

    if (!check('has_result', !hasError)) {
      const error = get(r, 'error') as JsonValue;
      if (!check('error_is_object', error.kind === 'object', show('error', error)))
        return finish('malformed');
      const code = get(error as JsonObject, 'code');
      if (!check('error_code_int', code?.kind === 'int', show('code', code))) return finish('malformed');
      return finish('protocol_error');
    }

    const result = get(r, 'result') as JsonValue;
    if (!check('result_is_object', result.kind === 'object', show('result', result)))
      return finish('malformed');
    const isError = get(result as JsonObject, 'isError');
    const isErrorShown = isError === undefined ? msg('classifier.isErrorAbsent') : show('isError', isError);
    if (!check('is_error_bool', isError === undefined || isError.kind === 'bool', isErrorShown)) {
      return finish('malformed');
    }
    if (!check('tool_succeeded', !(isError?.kind === 'bool' && isError.value), isErrorShown)) {
      return finish('tool_error');
    }

    const data = get(result as JsonObject, 'structuredContent');
    if (!check('structured_is_object', data?.kind === 'object', show('structuredContent', data))) {
      return finish('output_schema_error');
    }
    const count = get(data as JsonObject, 'count');
    if (!check('count_is_int', count?.kind === 'int', show('count', count)))
      return finish('output_schema_error');
    if (!check('count_non_negative', count?.kind === 'int' && count.value >= 0n, show('count', count))) {
      return finish('output_schema_error');
    }
    return finish('verify_business');
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    check('error', false, msg('lab.internal'));
    return {
      ok: false,
      error: `internal error: ${detail}`,
      errorText: msg('lab.internalError', { detail }),
      trace,
    };
  }
}
