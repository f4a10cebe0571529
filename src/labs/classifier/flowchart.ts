import { defineFlowchart, terminalIds, yesNo, type TerminalId } from '../flowchart.ts';

export const classifierFlowchart = defineFlowchart({
  title: { zh: '响应分类：失败停在哪一层', en: 'Response classifier: which layer stopped the call' },
  start: 'response_present',
  nodes: [
    { id: 'response_present', zh: '有响应（非空）？', en: 'A response arrived (not null)?', terminal: false },
    { id: 'response_is_object', zh: '响应是对象？', en: 'Response is an object?', terminal: false },
    { id: 'jsonrpc_ok', zh: 'jsonrpc 为 "2.0"？', en: 'jsonrpc is "2.0"?', terminal: false },
    { id: 'id_matches', zh: 'id 与本次请求相同？', en: 'id equals the request id?', terminal: false },
    {
      id: 'one_of_error_result',
      zh: 'error 与 result 只出现一个？',
      en: 'Exactly one of error / result?',
      terminal: false,
    },
    { id: 'has_result', zh: '带的是 result？', en: 'It carries result (not error)?', terminal: false },
    { id: 'error_is_object', zh: 'error 为对象？', en: 'error is an object?', terminal: false },
    { id: 'error_code_int', zh: 'error.code 为整数？', en: 'error.code is an int?', terminal: false },
    { id: 'result_is_object', zh: 'result 为对象？', en: 'result is an object?', terminal: false },
    { id: 'is_error_bool', zh: 'isError 缺省或为布尔？', en: 'isError absent or a bool?', terminal: false },
    { id: 'tool_succeeded', zh: 'isError 不为真？', en: 'isError is not true?', terminal: false },
    {
      id: 'structured_is_object',
      zh: 'structuredContent 为对象？',
      en: 'structuredContent is an object?',
      terminal: false,
    },
    { id: 'count_is_int', zh: 'count 为整数？', en: 'count is an int?', terminal: false },
    { id: 'count_non_negative', zh: 'count 不小于 0？', en: 'count >= 0?', terminal: false },
    {
      id: 'unknown',
      zh: 'unknown：结果未知，先回查',
      en: 'unknown: outcome unknown, check back',
      terminal: true,
    },
    {
      id: 'error',
      zh: '无法分类（参考实现会崩溃）',
      en: 'cannot classify (the reference would crash)',
      terminal: true,
    },
    {
      id: 'protocol_mismatch',
      zh: 'protocol_mismatch：版本或身份不符',
      en: 'protocol_mismatch: version or id',
      terminal: true,
    },
    { id: 'malformed', zh: 'malformed：封装畸形', en: 'malformed: bad envelope', terminal: true },
    {
      id: 'protocol_error',
      zh: 'protocol_error：协议层拒绝',
      en: 'protocol_error: rejected by protocol',
      terminal: true,
    },
    { id: 'tool_error', zh: 'tool_error：工具执行失败', en: 'tool_error: the tool failed', terminal: true },
    {
      id: 'output_schema_error',
      zh: 'output_schema_error：输出不合约',
      en: 'output_schema_error: bad output',
      terminal: true,
    },
    {
      id: 'verify_business',
      zh: 'verify_business：待业务验收',
      en: 'verify_business: verify the business result',
      terminal: true,
    },
  ],
  edges: [
    ...yesNo('response_present', 'response_is_object', 'unknown'),
    ...yesNo('response_is_object', 'jsonrpc_ok', 'error'),
    ...yesNo('jsonrpc_ok', 'id_matches', 'protocol_mismatch'),
    ...yesNo('id_matches', 'one_of_error_result', 'protocol_mismatch'),
    ...yesNo('one_of_error_result', 'has_result', 'malformed'),
    ...yesNo('has_result', 'result_is_object', 'error_is_object'),
    ...yesNo('error_is_object', 'error_code_int', 'malformed'),
    ...yesNo('error_code_int', 'protocol_error', 'malformed'),
    ...yesNo('result_is_object', 'is_error_bool', 'malformed'),
    ...yesNo('is_error_bool', 'tool_succeeded', 'malformed'),
    ...yesNo('tool_succeeded', 'structured_is_object', 'tool_error'),
    ...yesNo('structured_is_object', 'count_is_int', 'output_schema_error'),
    ...yesNo('count_is_int', 'count_non_negative', 'output_schema_error'),
    ...yesNo('count_non_negative', 'verify_business', 'output_schema_error'),
  ],
});

/** The classes the function answers: the chart's terminal nodes, except the crash node `error`. */
export type ResponseClass = Exclude<TerminalId<typeof classifierFlowchart>, 'error'>;
export const CLASSIFIER_OUTCOMES = terminalIds(classifierFlowchart).filter(
  (id) => id !== 'error',
) as ResponseClass[];
