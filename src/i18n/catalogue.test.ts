// The catalogue itself: both languages name the same parameters, and no Chinese template carries an
// English sentence or an ASCII colon outside its data. The heuristic is tested on cases that must and
// must not count, so a weakened rule fails here too.
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue/index.ts';
import { asciiColons, englishRuns } from './english-runs.ts';
import { msg, t, tMarked } from './messages.ts';
import { labelled, listed, sentence, withAside } from './punctuation.ts';

const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const entries = Object.entries(CATALOGUE) as [string, { zh: string; en: string }][];

describe('the message catalogue', () => {
  it('names the same parameters in both languages', () => {
    const differ = entries.filter(([, e]) => names(e.zh).join() !== names(e.en).join()).map(([id]) => id);
    expect(differ).toEqual([]);
  });

  it('has no English sentence and no ASCII colon in a Chinese template', () => {
    const english = entries.flatMap(([id, e]) => englishRuns(e.zh).map((r) => `${id}: ${r}`));
    const colons = entries.flatMap(([id, e]) => asciiColons(e.zh).map((r) => `${id}: ${r}`));
    expect(english).toEqual([]);
    expect(colons).toEqual([]);
  });
});

describe('the English-run heuristic', () => {
  it('finds sentences and ASCII colons', () => {
    expect(englishRuns('结果：0 error(s), 1 warning')).toEqual([]);
    expect(englishRuns('no call captured yet')).toEqual(['no call captured yet']);
    expect(englishRuns('工具 description changed here')).toEqual(['description changed here']);
    expect(asciiColons('缺少小节: 来源')).toEqual(['缺少小节:']);
  });

  it('leaves out what markup says is data', () => {
    expect(englishRuns('公式错误：`Expected a digit here`')).toEqual([]);
    expect(englishRuns('见 {detail} 与 {other}')).toEqual([]);
    expect(asciiColons('链接 https://katex.org/docs 与 `key: value`')).toEqual([]);
    const m = msg('content.katex', { detail: 'Expected group after ^ at position 3' });
    expect(englishRuns(tMarked('zh', m))).toEqual([]);
    // The same text unmarked counts: the exclusion comes from the fence, not from luck.
    expect(englishRuns(t('zh', m))).toEqual(['Expected group after']);
  });
});

describe('plural choices', () => {
  it('picks the English singular for one and the plural otherwise; Chinese has no plural', () => {
    expect(t('en', msg('chain.tools', { n: 1 }))).toBe('1 tool');
    expect(t('en', msg('chain.tools', { n: 2 }))).toBe('2 tools');
    expect(t('en', msg('chain.tools', { n: 0 }))).toBe('0 tools');
    expect(t('en', msg('review.differ', { n: 1 }))).toBe('1 tool differs');
    expect(tMarked('en', msg('review.errors', { n: 1 }))).toContain('error');
    expect(tMarked('en', msg('review.errors', { n: 1 }))).not.toContain('errors');
    expect(t('zh', msg('chain.tools', { n: 1 }))).toBe('1 个工具');
  });

  it('leaves no "(s)" plural in any English template', () => {
    const sloppy = entries.filter(([, e]) => /[a-z](?<!http)\(s\)/.test(e.en)).map(([id]) => id);
    expect(sloppy).toEqual([]);
  });
});

describe('joining a label and its value', () => {
  it('takes the full-width colon without a space in Chinese, a colon and a space in English', () => {
    expect(labelled('zh', '修复建议', '检查路径')).toBe('修复建议：检查路径');
    expect(labelled('en', 'Fix', 'check the path')).toBe('Fix: check the path');
    expect(labelled('zh', { zh: '来源', en: 'Source' })).toBe('来源：');
    expect(labelled('en', { zh: '来源', en: 'Source' })).toBe('Source: ');
    expect(withAside('zh', '不是 JSON', labelled('zh', '第 1 行', '缺少逗号'))).toBe(
      '不是 JSON（第 1 行：缺少逗号）',
    );
    expect(withAside('en', 'Not JSON', 'line 1')).toBe('Not JSON (line 1)');
  });
});

describe('lists and sentences in running text', () => {
  it('joins items with the enumeration comma in Chinese and a comma and space in English', () => {
    expect(listed('zh', ['a.md', { zh: '隐藏文件', en: 'hidden' }, 3])).toBe('a.md、隐藏文件、3');
    expect(listed('en', ['a.md', { zh: '隐藏文件', en: 'hidden' }, 3])).toBe('a.md, hidden, 3');
    expect(listed('zh', ['只有一项'])).toBe('只有一项');
    expect(listed('en', [])).toBe('');
  });
  it('closes a sentence with the full stop of the language', () => {
    expect(sentence('zh', listed('zh', ['甲', '乙']))).toBe('甲、乙。');
    expect(sentence('en', 'Left out: a')).toBe('Left out: a.');
  });
});
