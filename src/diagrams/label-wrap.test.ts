import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balancedLabelLines, labelColumns, wrapLabel } from './label-wrap.ts';

const PIECES = [
  '城市',
  '未',
  '登记',
  '在',
  '业务',
  '词表',
  '里',
  '需要',
  '先',
  '确认',
  '是否',
  '分页',
  '漏读',
  '提示词',
  'tools/list',
  'city_not_allowed',
  'the',
  'registry',
  'a',
  'boolean',
  'non-negative',
  '-32602',
  'structuredContent_is_object_really_long',
  'R1',
  '?',
  '？',
  '，',
  '、',
  '：',
  ',',
  ':',
  '(',
  ')',
  '（',
  '）',
  '"',
  ' ',
  ' ',
  '  ',
];
const labelText = fc.array(fc.constantFrom(...PIECES), { maxLength: 24 }).map((p) => p.join(''));

describe('wrapLabel (the labs: the same breaks as the pages)', () => {
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

  it('breaks exactly where balancedLabelLines does', () => {
    fc.assert(
      fc.property(
        labelText,
        fc.constantFrom('zh', 'en'),
        fc.integer({ min: 6, max: 30 }),
        (text, lang, max) => {
          const ranges = balancedLabelLines(text, lang, max);
          expect(wrapLabel(text, lang, max)).toEqual(ranges.map(({ start, end }) => text.slice(start, end)));
        },
      ),
    );
  });
});

const lines = (text: string, lang: string, max?: number) =>
  balancedLabelLines(text, lang, max).map(({ start, end }) => text.slice(start, end));

describe('balancedLabelLines (the pages)', () => {
  it('keeps a short label whole', () => {
    expect(lines('工具不存在', 'zh')).toEqual(['工具不存在']);
  });

  it('breaks Chinese after punctuation, not inside a phrase', () => {
    expect(lines('查注册中心与 tools/list 快照：是否注册、是否分页漏读、是否被过滤', 'zh')).toEqual([
      '查注册中心与 tools/list',
      '快照：是否注册、',
      '是否分页漏读、是否被过滤',
    ]);
    expect(lines('查策略与授权配置，不要改提示词', 'zh')).toEqual(['查策略与授权配置，', '不要改提示词']);
    expect(lines('操作阶段：只使用双方都声明过的能力', 'zh')).toEqual([
      '操作阶段：',
      '只使用双方都声明过的能力',
    ]);
  });

  it('breaks English at spaces only: "tools/list", "non-negative" and "-32602" stay whole, "?" stays with its word', () => {
    const en = lines(
      'Check the registry and tools/list snapshots: registered? missed page? filtered out?',
      'en',
    );
    expect(en.join(' ')).toBe(
      'Check the registry and tools/list snapshots: registered? missed page? filtered out?',
    );
    expect(en).toContain('tools/list snapshots:');
    for (const l of en) expect(l).not.toMatch(/^\?/);
    expect(lines('Budget and all costs non-negative integers?', 'en')).toEqual([
      'Budget and all costs',
      'non-negative integers?',
    ]);
    const rpc = lines('JSON-RPC protocol error -32602, listing valid tool names', 'en');
    expect(rpc.some((l) => l.includes('-32602,'))).toBe(true);
  });

  it('evens out the lines instead of leaving a lone word last', () => {
    const out = lines('Return the first outcome again', 'en', 24);
    expect(out).toEqual(['Return the first', 'outcome again']);
  });

  it('keeps a piece longer than a line whole, on a line of its own', () => {
    expect(lines('structuredContent_is_object_really_long ok', 'en', 10)).toEqual([
      'structuredContent_is_object_really_long',
      'ok',
    ]);
  });

  it('only breaks between words, never leaves a line over the width that could break, and loses only spaces', () => {
    const segmenters = {
      zh: new Intl.Segmenter('zh', { granularity: 'word' }),
      en: new Intl.Segmenter('en', { granularity: 'word' }),
    };
    fc.assert(
      fc.property(
        labelText,
        fc.constantFrom('zh', 'en') as fc.Arbitrary<'zh' | 'en'>,
        fc.integer({ min: 6, max: 40 }),
        (text, lang, max) => {
          const ranges = balancedLabelLines(text, lang, max);
          if (labelColumns(text) <= max) {
            expect(ranges).toEqual([{ start: 0, end: text.length }]);
            return;
          }
          const bounds = new Set([...segmenters[lang].segment(text)].map((s) => s.index));
          bounds.add(text.length);
          for (let i = 0; i < ranges.length; i++) {
            const { start, end } = ranges[i]!;
            const line = text.slice(start, end);
            expect(line).toBe(line.trim());
            expect(line.length).toBeGreaterThan(0);
            // between two lines: only spaces, and the break is a word boundary
            const gap = text.slice(i === 0 ? 0 : ranges[i - 1]!.end, start);
            expect(gap.trim()).toBe('');
            if (i > 0) expect(bounds.has(ranges[i - 1]!.end), `${text} @${ranges[i - 1]!.end}`).toBe(true);
            if (labelColumns(line) > max && ranges.length > 1)
              expect(balancedLabelLines(line, lang, max), line).toHaveLength(1);
          }
          expect(text.slice(ranges.at(-1)!.end).trim()).toBe('');
        },
      ),
      { numRuns: 400 },
    );
  });
});
