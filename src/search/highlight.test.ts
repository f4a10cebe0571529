import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight.ts';

describe('highlightParts', () => {
  it('marks every query word, case-insensitively, and keeps the text whole', () => {
    const parts = highlightParts('Tool errors: a Tool reports isError', 'tool iserror');
    expect(parts.map((p) => p.text).join('')).toBe('Tool errors: a Tool reports isError');
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['Tool', 'Tool', 'isError']);
  });

  it('marks a Chinese run and prefers the longer word', () => {
    expect(highlightParts('工具调用的结果', '工具调用').filter((p) => p.hit)).toEqual([
      { text: '工具调用', hit: true },
    ]);
    expect(
      highlightParts('tool_error or tool', 'tool tool_error')
        .filter((p) => p.hit)
        .map((p) => p.text),
    ).toEqual(['tool_error', 'tool']);
  });

  it('treats the query as text, not a pattern', () => {
    expect(highlightParts('a (b) c', '(b)').filter((p) => p.hit)).toEqual([{ text: '(b)', hit: true }]);
    expect(highlightParts('abc', '   ')).toEqual([{ text: 'abc', hit: false }]);
  });
});
