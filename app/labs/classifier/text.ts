// The classifier lab's own UI words, in both languages.
export const TIMEOUT = { zh: '没有收到响应（超时）', en: 'No response arrived (timeout)' };
export const TIMEOUT_NOTE = {
  zh: '请求发出后一直没有响应：函数收到的是 None。',
  en: 'The request went out and nothing came back: the function receives None.',
};
export const EXPECTED_ID = { zh: '本次请求的 id', en: 'id of this request' };

/** The outputSchema accepts a count such as 2.0 that the teaching function refuses: why. */
export const FLOAT_COUNT = {
  zh: '两者不一致：JSON Schema 从 draft-06 起把小数部分为零的数也算作 integer，所以 2.0 能通过 outputSchema；MCP Python SDK 用的 jsonschema 同样接受它。拒绝它的是教学函数：它按 Python 的 type(count) is int 精确判断，而 json.loads 把 2.0 读成 float。',
  en: "They disagree: since draft-06, JSON Schema counts any number with a zero fractional part as an integer, so 2.0 passes the outputSchema, and jsonschema, which the MCP Python SDK uses, accepts it too. The refusal comes from the teaching function: it checks Python's exact type(count) is int, and json.loads reads 2.0 as a float.",
};
