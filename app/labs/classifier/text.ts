// The classifier lab's own UI words, in both languages.
export const TIMEOUT = { zh: '没有收到响应（超时）', en: 'No response arrived (timeout)' };
export const TIMEOUT_NOTE = {
  zh: '请求发出后一直没有响应：函数收到的是 None。',
  en: 'The request went out and nothing came back: the function receives None.',
};
export const EXPECTED_ID = { zh: '本次请求的 id', en: 'id of this request' };

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
