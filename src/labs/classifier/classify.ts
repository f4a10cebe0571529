/**
 * Lab "classifier": where did a tool call stop? Same answers as the wiki's Python `classify_response`
 * (tools-skills page) called as `classify_response(json.loads(text), expected_id)`, or with `None` when no
 * response arrived (JSON `null` is None too). A response that is not an object makes the reference raise
 * `AttributeError` at its first `.get`: `ok: false`, that exception in the detail of the `error` step.
 * scripts/fidelity/differential.test.ts runs the page's own code block beside this port.
 */
import { pyRepr, pyTypeName, type JsonObject, type JsonValue } from '../../json/index.ts';
import type { Outcome, TraceStep } from '../types.ts';
import type { ResponseClass } from './flowchart.ts';

const KIND_WORDS: Record<string, string> = {
  list: 'an array',
  str: 'a string',
  int: 'a number',
  float: 'a number',
  bool: 'a boolean',
};

function show(v: JsonValue | undefined): string {
  return v === undefined ? 'missing (None)' : `${pyRepr(v, 60)} (${pyTypeName(v)})`;
}

/** `obj.get(key)`: undefined stands for a missing key (None in Python). */
function get(obj: JsonObject, key: string): JsonValue | undefined {
  return obj.entries.get(key)?.value;
}

export function classifyResponse(response: JsonValue | null, expectedId: string): Outcome<ResponseClass> {
  const trace: TraceStep[] = [];
  const check = (node: string, pass: boolean, detail?: string) => {
    trace.push(detail === undefined ? { node, pass } : { node, pass, detail });
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
        response == null ? 'no response' : response.kind === 'null' ? 'null (None)' : undefined,
      )
    ) {
      return finish('unknown');
    }
    const r = response as JsonValue;
    if (r.kind !== 'object') {
      const t = pyTypeName(r);
      check('response_is_object', false, `response is ${t}`);
      trace.push({
        node: 'error',
        pass: false,
        detail: `AttributeError: '${t}' object has no attribute 'get'`,
      });
      return {
        ok: false,
        error: `The response must be a JSON object (or null for "no response"), but it is ${KIND_WORDS[t] ?? t}; the reference cannot read fields from it.`,
        trace,
      };
    }
    check('response_is_object', true);

    const jsonrpc = get(r, 'jsonrpc');
    if (
      !check(
        'jsonrpc_ok',
        jsonrpc?.kind === 'string' && jsonrpc.value === '2.0',
        `jsonrpc = ${show(jsonrpc)}`,
      )
    ) {
      return finish('protocol_mismatch');
    }
    const id = get(r, 'id');
    if (
      !check(
        'id_matches',
        id?.kind === 'string' && id.value === expectedId,
        `id = ${show(id)}, expected ${JSON.stringify(expectedId)}`,
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
        `error ${hasError ? 'present' : 'absent'}, result ${hasResult ? 'present' : 'absent'}`,
      )
    ) {
      return finish('malformed');
    }

    if (!check('has_result', !hasError)) {
      const error = get(r, 'error') as JsonValue;
      if (!check('error_is_object', error.kind === 'object', `error = ${show(error)}`))
        return finish('malformed');
      const code = get(error as JsonObject, 'code');
      if (!check('error_code_int', code?.kind === 'int', `code = ${show(code)}`)) return finish('malformed');
      return finish('protocol_error');
    }

    const result = get(r, 'result') as JsonValue;
    if (!check('result_is_object', result.kind === 'object', `result = ${show(result)}`))
      return finish('malformed');
    const isError = get(result as JsonObject, 'isError');
    const isErrorShown = isError === undefined ? 'absent (False)' : show(isError);
    if (
      !check('is_error_bool', isError === undefined || isError.kind === 'bool', `isError = ${isErrorShown}`)
    ) {
      return finish('malformed');
    }
    if (!check('tool_succeeded', !(isError?.kind === 'bool' && isError.value), `isError = ${isErrorShown}`)) {
      return finish('tool_error');
    }

    const data = get(result as JsonObject, 'structuredContent');
    if (!check('structured_is_object', data?.kind === 'object', `structuredContent = ${show(data)}`)) {
      return finish('output_schema_error');
    }
    const count = get(data as JsonObject, 'count');
    if (!check('count_is_int', count?.kind === 'int', `count = ${show(count)}`))
      return finish('output_schema_error');
    if (!check('count_non_negative', count?.kind === 'int' && count.value >= 0n, `count = ${show(count)}`)) {
      return finish('output_schema_error');
    }
    return finish('verify_business');
  } catch (e) {
    trace.push({ node: 'error', pass: false, detail: 'internal error' });
    return { ok: false, error: `internal error: ${e instanceof Error ? e.message : String(e)}`, trace };
  }
}
