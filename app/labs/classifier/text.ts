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

// The spec-revision switch.
export const REVISION_LEGEND = { zh: '规范修订', en: 'Spec revision' };
export const REVISION_PAGE = { zh: '（本页）', en: ' (this page)' };
export const REVISION_INTRO = {
  zh: '判定始终来自本页按 2025-06-18 写的教学函数。切到 2025-11-25，可以在判定旁边看到后来改了哪些规则。',
  en: 'The verdict always comes from this page’s teaching function, written for 2025-06-18. Switch to 2025-11-25 to see, beside it, which rules changed later.',
};
export const REVISION_ON_PATH = { zh: '关乎决定这次判定的那一步', en: 'About the step that decided' };
export const REVISION_OTHERS = {
  zh: '其他改变或相关的规则（{n} 条）',
  en: 'Other rules that changed or bear on it ({n})',
};
export const REVISION_CHANGED = { zh: '在 {rev} 中改变（{ref}）', en: 'Changed in {rev} ({ref})' };
export const REVISION_SAME = { zh: '两个修订措辞相同', en: 'Same wording in both revisions' };
export const REVISION_VERDICT = { zh: '对判定的影响：', en: 'For the verdict: ' };
export const REVISION_LATER = { zh: '之后的 {rev}（{ref}）：', en: 'Later, {rev} ({ref}): ' };
export const REVISION_SOURCE = { zh: '出处：', en: 'Source: ' };
export const REVISION_CLAIM = { zh: '论断', en: 'claim' };
