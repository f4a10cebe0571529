// A refused progress import says why in Chinese: a sentence of ours with the place, and the JSON
// reader's or the schema validator's own words only as a quoted detail beside it.
import { describe, expect, it } from 'vitest';
import { asciiColons, englishRuns } from '../i18n/english-runs.ts';
import { parseProgressFile } from './progress-file.ts';

/** The Chinese message without its quoted detail (“…”), which may be the validator's English. */
const sentence = (zh: string) => zh.replace(/“[^”]*”/g, '¦');

function refusal(text: string) {
  const r = parseProgressFile(text, { now: Date.UTC(2026, 10, 30) });
  if (r.ok) throw new Error('the file was accepted');
  return r.error.message;
}

describe('a refused progress import in Chinese', () => {
  it('names a missing property in a Chinese sentence, with the validator words quoted', () => {
    const m = refusal(JSON.stringify({ format: 'tool-lab-progress', v: 2, quiz: {} }));
    expect(m.zh).toContain('缺少必填属性 tasks');
    expect(m.zh).toContain("“must have required property 'tasks'”");
    expect(englishRuns(sentence(m.zh))).toEqual([]);
    expect(asciiColons(sentence(m.zh))).toEqual([]);
    expect(m.en).toContain("must have required property 'tasks'");
  });

  it('says where a file stops being JSON, in the reader language', () => {
    const m = refusal('{"format": "tool-lab-progress", "v": 2,, }');
    expect(m.zh).toMatch(/^文件不是合法的 JSON（第 1 行第 \d+ 列）：/);
    expect(englishRuns(m.zh)).toEqual([]);
    expect(m.en).toMatch(/^The file is not valid JSON \(line 1, column \d+\): /);
  });
});
