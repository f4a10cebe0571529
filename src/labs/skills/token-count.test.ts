import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog.ts';
import { checkFolder } from './folder.ts';
import { chunks, estimateCounter, MAX_PIECE, setTokenCounter, tokenCounter } from './token-count.ts';
import { o200kCounter, o200kWhole } from './tokenizer.ts';

/** The tokenizer's own test vectors (data/TestPlans.txt of gpt-tokenizer, from tiktoken), o200k_base only. */
function o200kVectors(): { sample: string; tokens: number }[] {
  const main = createRequire(import.meta.url).resolve('gpt-tokenizer');
  const text = readFileSync(join(dirname(main), '..', 'data', 'TestPlans.txt'), 'utf8');
  const out: { sample: string; tokens: number }[] = [];
  for (const plan of text.split('\n\n')) {
    const [enc, sample, encoded] = plan.split('\n');
    if (enc !== 'EncodingName: o200k_base' || sample === undefined || encoded === undefined) continue;
    out.push({
      sample: sample.split(': ').slice(1).join(': '),
      tokens: (JSON.parse(encoded.split(': ')[1] ?? '[]') as number[]).length,
    });
  }
  return out;
}

const VECTORS = o200kVectors();

describe('o200k counts match the tokenizer’s own test vectors', () => {
  it('has the vectors', () => {
    expect(VECTORS.length).toBeGreaterThan(50);
  });

  it.each(VECTORS.map((v) => [v.sample, v.tokens] as const))('%j → %i tokens', (sample, tokens) => {
    expect(o200kCounter.count(sample)).toEqual({ tokens, exact: true });
  });

  it('all the vectors joined by newlines: the chunked count equals the whole count', () => {
    const all = VECTORS.map((v) => v.sample).join('\n');
    expect(o200kCounter.count(all).tokens).toBe(o200kWhole(all));
  });

  it('a catalog whose descriptions are the vectors: total equals the tokenizer on the same text', () => {
    const files = VECTORS.slice(0, 30).map((v, i) => ({
      path: `s${i}/SKILL.md`,
      text: `---\nname: s${i}\ndescription: ${JSON.stringify(v.sample)}\n---\nbody\n`,
    }));
    const report = checkFolder(files, o200kCounter);
    const cat = buildCatalog(report.skills, 'xml', o200kCounter);
    expect(cat.entries).toHaveLength(files.length);
    expect(cat.total.tokens).toBe(o200kWhole(cat.text));
    for (const e of cat.entries) expect(e.tokens.tokens).toBe(o200kWhole(e.text));
    expect(cat.total.tokens).toBe(cat.entries.reduce((n, e) => n + e.tokens.tokens, 0) + cat.overhead);
  });

  it('special-token strings in a learner’s file are plain text, not a crash', () => {
    expect(o200kCounter.count('a <|endoftext|> b').tokens).toBe(9);
  });
});

describe('chunked counting is exact where the pre-tokenizer always cuts', () => {
  const wordy = fc.array(
    fc.oneof(
      fc.constantFrom(
        ' ',
        '\n',
        '\r\n',
        '  ',
        '\t',
        '.',
        ',',
        '，',
        '。',
        "'s",
        "'",
        '-',
        '/',
        '#',
        '1',
        '23',
        '4567',
      ),
      fc.constantFrom(
        'the',
        'Skill',
        'SKILL',
        'weather',
        '天气',
        '行前清单',
        'é',
        'e\u0301',
        'Ǆa',
        '𝐀b',
        '🌧',
        'こんにちは',
      ),
      fc.string({ maxLength: 6 }),
      fc.string({ unit: 'binary', maxLength: 6 }),
    ),
    { maxLength: 200 },
  );

  it('equals the whole-text count on random prose-like text', () => {
    fc.assert(
      fc.property(wordy, (parts) => {
        const text = parts.join('');
        const c = o200kCounter.count(text);
        expect(c.exact).toBe(true);
        expect(c.tokens).toBe(o200kWhole(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('pieces put back together give the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 3000 }), (text) => {
        expect(chunks(text).pieces.join('')).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('a pasted run with no cut is counted in bounded time and marked approximate', () => {
    const run = 'x'.repeat(200_000);
    const t = Date.now();
    const c = o200kCounter.count(run);
    expect(Date.now() - t).toBeLessThan(5000);
    expect(c.exact).toBe(false);
    expect(c.tokens).toBeGreaterThan(run.length / MAX_PIECE);
  });

  it('never splits a surrogate pair', () => {
    const text = '𝐀'.repeat(MAX_PIECE);
    for (const p of chunks(text).pieces) expect(p).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/);
  });
});

describe('the installed counter', () => {
  it('starts as an estimate and says so', () => {
    const before = tokenCounter();
    setTokenCounter(estimateCounter);
    expect(tokenCounter().encoding).toBe('estimate');
    expect(estimateCounter.count('abcdefgh天气')).toEqual({ tokens: 4, exact: false });
    setTokenCounter(o200kCounter);
    expect(tokenCounter().encoding).toBe('o200k_base');
    setTokenCounter(before);
  });
});
