import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STRINGS } from './strings';

const AREAS = readdirSync(new URL('./zh/', import.meta.url)).filter((f) => f !== 'index.ts');

async function areaKeys(lang: 'zh' | 'en'): Promise<string[][]> {
  return Promise.all(
    AREAS.map(async (f) => {
      const mod = (await import(`./${lang}/${f}`)) as Record<string, Record<string, string>>;
      return Object.keys(Object.values(mod)[0]!);
    }),
  );
}

describe('UI strings by area', () => {
  it('every area of each language is its own: no key is written in two areas', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const keys = (await areaKeys(lang)).flat();
      expect(keys.length, lang).toBe(new Set(keys).size);
      expect(keys.length, lang).toBe(Object.keys(STRINGS[lang]).length);
    }
  });

  it('each English area has the keys of its Chinese twin, in the same order', async () => {
    expect(await areaKeys('en')).toEqual(await areaKeys('zh'));
  });
});
