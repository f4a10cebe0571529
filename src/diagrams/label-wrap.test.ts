import { describe, expect, it } from 'vitest';
import { wrapLabel } from './label-wrap.ts';

describe('wrapLabel', () => {
  it('keeps a short label on one line', () => {
    expect(wrapLabel('响应是对象？', 'zh')).toEqual(['响应是对象？']);
  });

  it('breaks Chinese between words, never inside one, and keeps punctuation with its word', () => {
    const lines = wrapLabel('city_not_allowed：城市未登记在业务词表里，需要先确认', 'zh', 20);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('city_not_allowed：城市未登记在业务词表里，需要先确认');
    // "登记" is one word: no line ends with 登 and the next starts with 记.
    for (let i = 1; i < lines.length; i++) {
      expect(lines[i - 1]!.endsWith('登') && lines[i]!.startsWith('记')).toBe(false);
      expect(lines[i]).not.toMatch(/^[，：？]/);
    }
  });

  it('breaks English at spaces and never leaves a lone question mark', () => {
    const lines = wrapLabel('days is an integer and not a boolean?', 'en', 16);
    expect(lines.join(' ')).toBe('days is an integer and not a boolean?');
    for (const l of lines) expect(l).not.toMatch(/^\?/);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(16);
  });

  it('keeps a word longer than a line whole', () => {
    expect(wrapLabel('structuredContent_is_object_really_long ok', 'en', 10)[0]).toBe(
      'structuredContent_is_object_really_long',
    );
  });
});
