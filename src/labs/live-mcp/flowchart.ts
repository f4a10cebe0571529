/**
 * The live lab's flowchart: did a call happen, then the classifier's verdict on what came back. The
 * classifier's own chart has a branch for every way a response can be malformed; the demo server (the
 * SDK's Server plus three transport rewrites) can produce only some of them, and every edge of a lab's
 * chart must be walked by a scenario recorded from that server. So the envelope's shape checks are one
 * step here (`well_formed`), count's two checks are one (`count_valid`), and a response that is not a
 * JSON object (only a hand-made link can carry one) gives `error` with no path, as unreadable text does.
 * Verdicts are the classifier's exactly: run.ts maps its trace onto these steps.
 */
import { classifierFlowchart } from '../classifier/index.ts';
import { defineFlowchart, yesNo } from '../flowchart.ts';

/** The classifier's wording of a terminal, so both labs name an outcome the same way. */
function terminal<const Id extends string>(id: Id) {
  const n = classifierFlowchart.nodes.find((x) => x.id === id);
  if (!n?.terminal) throw new Error(`the classifier has no outcome ${id}`);
  return { id, zh: n.zh, en: n.en, terminal: true as const };
}

export const liveFlowchart = defineFlowchart({
  title: { zh: '真实调用：停在哪一层', en: 'A live call: which layer stopped it' },
  start: 'call_made',
  nodes: [
    { id: 'call_made', zh: '已经调用过工具？', en: 'A tool was called?', terminal: false },
    { id: 'response_arrived', zh: '调用期间收到响应？', en: 'A response arrived in time?', terminal: false },
    { id: 'jsonrpc_ok', zh: 'jsonrpc 为 "2.0"？', en: 'jsonrpc is "2.0"?', terminal: false },
    { id: 'id_matches', zh: 'id 与本次请求相同？', en: 'id equals the request id?', terminal: false },
    {
      id: 'well_formed',
      zh: 'result / error 恰好一个，且结构正确？',
      en: 'Exactly one of result / error, well-formed?',
      terminal: false,
    },
    { id: 'has_result', zh: '带的是 result？', en: 'It carries result (not error)?', terminal: false },
    { id: 'tool_succeeded', zh: 'isError 不为真？', en: 'isError is not true?', terminal: false },
    {
      id: 'structured_is_object',
      zh: 'structuredContent 为对象？',
      en: 'structuredContent is an object?',
      terminal: false,
    },
    { id: 'count_valid', zh: 'count 为非负整数？', en: 'count is an int >= 0?', terminal: false },
    { id: 'not_called', zh: 'not_called：还没有调用', en: 'not_called: no call yet', terminal: true },
    terminal('unknown'),
    terminal('protocol_mismatch'),
    terminal('malformed'),
    terminal('protocol_error'),
    terminal('tool_error'),
    terminal('output_schema_error'),
    terminal('verify_business'),
  ],
  edges: [
    ...yesNo('call_made', 'response_arrived', 'not_called'),
    ...yesNo('response_arrived', 'jsonrpc_ok', 'unknown'),
    ...yesNo('jsonrpc_ok', 'id_matches', 'protocol_mismatch'),
    ...yesNo('id_matches', 'well_formed', 'protocol_mismatch'),
    ...yesNo('well_formed', 'has_result', 'malformed'),
    ...yesNo('has_result', 'tool_succeeded', 'protocol_error'),
    ...yesNo('tool_succeeded', 'structured_is_object', 'tool_error'),
    ...yesNo('structured_is_object', 'count_valid', 'output_schema_error'),
    ...yesNo('count_valid', 'verify_business', 'output_schema_error'),
  ],
});

/** The checks of the live chart in order; each stands for one or more of the classifier's checks. */
export const LIVE_CHECKS = [
  'response_arrived',
  'jsonrpc_ok',
  'id_matches',
  'well_formed',
  'has_result',
  'tool_succeeded',
  'structured_is_object',
  'count_valid',
] as const;
export type LiveCheck = (typeof LIVE_CHECKS)[number];

/**
 * Classifier check → the live check it belongs to. `response_is_object` has none: when it holds the
 * envelope checks follow, and when it fails the run is `error`.
 */
export const CLASSIFIER_CHECK_TO_LIVE: Readonly<Record<string, LiveCheck>> = {
  response_present: 'response_arrived',
  jsonrpc_ok: 'jsonrpc_ok',
  id_matches: 'id_matches',
  one_of_error_result: 'well_formed',
  error_is_object: 'well_formed',
  error_code_int: 'well_formed',
  result_is_object: 'well_formed',
  is_error_bool: 'well_formed',
  has_result: 'has_result',
  tool_succeeded: 'tool_succeeded',
  structured_is_object: 'structured_is_object',
  count_is_int: 'count_valid',
  count_non_negative: 'count_valid',
};
