// The classifier lab's own UI words, in both languages.
export const TIMEOUT = { zh: '没有收到响应（超时）', en: 'No response arrived (timeout)' };
export const TIMEOUT_NOTE = {
  zh: '请求发出后一直没有响应：函数收到的是 None。',
  en: 'The request went out and nothing came back: the function receives None.',
};
export const EXPECTED_ID = { zh: '本次请求的 id', en: 'id of this request' };
