// The reader's errors carry a message id: the English `message` is its rendering, and the same error
// reads as a Chinese sentence (the found character and other data fenced, never English words).
import { describe, expect, it } from 'vitest';
import { t, tMarked } from '../i18n/index.ts';
import { englishRuns } from '../i18n/english-runs.ts';
import { parseJson } from './parse.ts';

const BAD = [
  '{"a": 1 "b": 2}',
  '[1, 2,]',
  '{"a": True}',
  '{"a": 01}',
  '"abc',
  '{// note\n}',
  "{'a': 1}",
  '{"a" 1}',
  '[1e]',
  '"\\x"',
  '\uFEFF{}',
  '+1',
  '{"a": 1} 2',
  '',
  '[NaN]',
  '"a\tb"',
  '{"a": -}',
];

describe('JSON reader errors by id', () => {
  it('render the English message and a Chinese sentence', () => {
    for (const text of BAD) {
      const r = parseJson(text);
      expect(r.ok, text).toBe(false);
      if (r.ok) continue;
      expect(t('en', r.error.text)).toBe(r.error.message);
      const zh = t('zh', r.error.text);
      expect(zh, text).toMatch(/[\u4e00-\u9fff]/);
      expect(englishRuns(tMarked('zh', r.error.text)), zh).toEqual([]);
    }
  });

  it('keep the English wording', () => {
    const r = parseJson('{"a": 1 "b": 2}');
    expect(r.ok ? '' : r.error.message).toBe("Expected ',' or '}' after a property value, but found '\"'");
    expect(r.ok ? '' : t('zh', r.error.text)).toBe("属性值后面应该是 `,` 或 `}`，但这里是 '\"'");
  });
});
