// The diagram font files: the characters they cover and the collection face they are cut from.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIAGRAM_FONT_SOURCES, diagramCharacters, diagramFontFiles, extractFace } from './diagram-font.ts';
import { DIAGRAM_FONT } from '../../src/diagrams/index.ts';

const root = new URL('../..', import.meta.url).pathname;
const haveFaces = Object.values(DIAGRAM_FONT_SOURCES).every((s) => existsSync(s.file));

describe('diagramCharacters', () => {
  const chars = diagramCharacters(root);
  it('holds printable Latin and the characters of the labs’ charts and pages', () => {
    for (const ch of 'AZaz09?:"→（）：？是否参数准入') expect(chars, ch).toContain(ch);
  });
  it("holds every character of the UI's own words (a page lab's chart is labelled with them)", () => {
    const have = new Set(chars);
    for (const lang of ['zh', 'en'])
      for (const file of readdirSync(new URL(`../../app/i18n/${lang}`, import.meta.url)))
        for (const ch of readFileSync(new URL(`../../app/i18n/${lang}/${file}`, import.meta.url), 'utf8'))
          if (ch >= ' ') expect(have.has(ch), `${ch} (${lang}/${file})`).toBe(true);
    for (const ch of '亮起') expect(have.has(ch), ch).toBe(true);
  });
  it('lists each character once, without control characters', () => {
    expect(new Set(chars).size).toBe([...chars].length);
    expect(chars).not.toMatch(/[\n\t\r]/);
  });
});

describe.skipIf(!haveFaces)('the faces the build cuts (this machine has them)', () => {
  it('are the first faces of the label font stack, in its order', () => {
    const stack = DIAGRAM_FONT.split(',').map((f) => f.trim().replace(/^"|"$/g, ''));
    expect(stack.indexOf(DIAGRAM_FONT_SOURCES.latin.family)).toBe(0);
    expect(stack.indexOf(DIAGRAM_FONT_SOURCES.cjk.family)).toBeGreaterThan(0);
  });

  it("include the face the page labs' monospace chart stack draws with", () => {
    const css = readFileSync(new URL('../../app/page-labs/page-lab.css', import.meta.url), 'utf8');
    expect(css).toContain(`'${DIAGRAM_FONT_SOURCES.mono.family}'`);
  });

  it('takes the Simplified Chinese face out of the CJK collection as a lone font', () => {
    const ttc = readFileSync(DIAGRAM_FONT_SOURCES.cjk.file);
    const face = extractFace(ttc, DIAGRAM_FONT_SOURCES.cjk.family);
    expect(face.toString('latin1', 0, 4)).toBe('OTTO');
    expect(face.includes(Buffer.from('Noto Sans CJK SC', 'utf16le').swap16())).toBe(true);
    expect(() => extractFace(ttc, 'No Such Family')).toThrow(/No Such Family/);
  });

  it('writes one woff2 file per face, the CJK ones well under a megabyte', { timeout: 60_000 }, async () => {
    const files = (await diagramFontFiles(root))!;
    for (const f of Object.values(files)) expect(f.toString('latin1', 0, 4)).toBe('wOF2');
    expect(files.latin.length).toBeLessThan(60_000);
    expect(files.cjk.length).toBeLessThan(1_000_000);
    expect(files.mono.length).toBeLessThan(1_000_000);
  });
});
