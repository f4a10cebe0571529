import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/index.ts';
import { checkFolder } from './folder.ts';
import { quoteColonValues, readSkillMd, splitFrontmatter } from './frontmatter.ts';
import { o200kCounter } from './tokenizer.ts';

const at = (text: string, rule: string) => {
  const p = readSkillMd('s/SKILL.md', text, 's').problems.find((x) => x.rule === rule);
  return p && [p.line, p.column, text.slice(p.start, p.end)];
};

describe('splitFrontmatter', () => {
  it.each([
    ['---\nname: a\n---\nbody', true],
    ['---  \r\nname: a\r\n---\t\r\nbody', true],
    ['---\n---\n', true],
    ['', false],
    ['\ufeff---\nname: a\n---\n', false],
    ['----\nname: a\n---\n', false],
    [' ---\nname: a\n---\n', false],
    ['---\nname: a\n', false],
    ['---', false],
    ['---\nname: a ---\n', false],
  ])('%j → %s', (text, ok) => {
    expect(splitFrontmatter(text).ok).toBe(ok);
  });

  it('gives the YAML and the body where they are', () => {
    const text = '---\r\nname: a\r\n---\r\n# Body\r\n';
    const s = splitFrontmatter(text);
    if (!s.ok) throw new Error('should split');
    expect(text.slice(s.fmStart, s.fmEnd)).toBe('name: a\r\n');
    expect(text.slice(s.bodyStart)).toBe('# Body\r\n');
  });

  it('says why the start is wrong', () => {
    const detail = (text: string) => {
      const s = splitFrontmatter(text);
      return s.ok ? null : { rule: s.rule, en: t('en', s.detail), zh: t('zh', s.detail) };
    };
    expect(detail('')).toEqual({ rule: 'frontmatter-missing', en: 'the file is empty', zh: '文件是空的' });
    expect(detail('\ufeff---\n')).toMatchObject({
      rule: 'frontmatter-missing',
      en: expect.stringContaining('byte-order mark'),
    });
    expect(splitFrontmatter('---\nx: 1\n')).toMatchObject({ rule: 'frontmatter-unclosed' });
  });
});

describe('positions: every problem sits on the text it is about', () => {
  it.each([
    ['---\nname: a\nb: &x 1\n---\n', 'yaml-anchor-alias', [3, 4, '&x']],
    ['---\nname: a\nb: *x\n---\n', 'yaml-anchor-alias', [3, 4, '*x']],
    ['---\nname: a\nlicense: &l !!str MIT\n---\n', 'yaml-anchor-alias', [3, 10, '&l']],
    ['---\nname: a\nlicense: &l !!str MIT\n---\n', 'yaml-tag', [3, 13, '!!str ']],
    ['---\nname: a\nlicense: !!str MIT\n---\n', 'yaml-tag', [3, 10, '!!str ']],
    ['---\nname: a\nmetadata: {a: b}\n---\n', 'yaml-flow-style', [3, 11, '{']],
    ['---\nname: a\nname: b\n---\n', 'yaml-duplicate-key', [3, 1, 'name']],
    ['---\nname: a\ndescription: x --- y\n---\n', 'dashes-in-frontmatter', [3, 16, '---']],
    [
      '---\r\nname: a\r\ndescription: Use when: asked\r\n---\r\n',
      'yaml-colon-value',
      [3, 14, 'Use when: asked'],
    ],
  ])('%j: %s', (text, rule, expected) => {
    expect(at(text, rule)).toEqual(expected);
  });

  it('field problems after the quoting fallback still point into the original text', () => {
    const text = '---\ndescription: Use when: the user asks\nname: Bad_Name\n---\nbody\n';
    const r = checkFolder([{ path: 's/SKILL.md', text }], o200kCounter);
    const p = r.problems.find((x) => x.rule === 'name-uppercase')!;
    expect([p.line, p.column, text.slice(p.start, p.end)]).toEqual([3, 7, 'Bad_Name']);
    expect(r.skills[0]!.description).toBe('Use when: the user asks');
  });

  it('a YAML syntax error is reported at its line in the file, not in the frontmatter', () => {
    const text = '---\nname: a\ndescription: "open\n---\nbody\n';
    const p = readSkillMd('s/SKILL.md', text, 's').problems.find((x) => x.rule === 'yaml-syntax')!;
    expect(p.line).toBeGreaterThanOrEqual(3);
  });
});

describe('strictyaml-like reading', () => {
  it('reads every scalar as a string, like strictyaml', () => {
    const md = readSkillMd(
      's/SKILL.md',
      '---\nname: 123\ndescription: true\nmetadata:\n  v: 1.0\n---\n',
      's',
    ).skill!;
    expect(md.fields.get('name')!.text).toBe('123');
    expect(md.fields.get('description')!.text).toBe('true');
    expect(md.fields.get('metadata')!.members[0]!.text).toBe('1.0');
  });

  it('keeps the last of duplicate keys, as lenient loaders do', () => {
    const md = readSkillMd('s/SKILL.md', '---\nname: a\nname: b\n---\n', 's').skill!;
    expect(md.fields.get('name')!.text).toBe('b');
    expect(md.pairs.map((p) => p.key)).toEqual(['name', 'name']);
  });

  it('resolves an alias for the field checks while refusing it', () => {
    const r = readSkillMd('s/SKILL.md', '---\nname: &n s\ndescription: *n\n---\n', 's');
    expect(r.problems.filter((p) => p.rule === 'yaml-anchor-alias')).toHaveLength(2);
    expect(r.skill!.fields.get('description')!.text).toBe('s');
  });

  it('reports a wall of anchors as a readable list, not thousands of markers', () => {
    const lines = Array.from({ length: 300 }, (_, i) => `k${i}: &a${i} v`);
    const r = readSkillMd('s/SKILL.md', `---\n${lines.join('\n')}\n---\n`, 's');
    expect(r.problems.filter((p) => p.rule === 'yaml-anchor-alias').length).toBe(10);
  });
});

describe('the client guide’s quoting fallback', () => {
  it('quotes top-level values with ": " and nothing else', () => {
    const fb = quoteColonValues('name: a\ndescription: Use when: asked\n  nested: a: b\nurl: "x: y"\n');
    expect(fb.text).toBe('name: a\ndescription: "Use when: asked"\n  nested: a: b\nurl: "x: y"\n');
    expect(fb.edits).toHaveLength(1);
  });

  it('escapes quotes and backslashes inside the value', () => {
    const fb = quoteColonValues('description: say "hi": \\ now\n');
    expect(fb.text).toBe('description: "say \\"hi\\": \\\\ now"\n');
  });
});

describe('never throws', () => {
  it('on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        readSkillMd('s/SKILL.md', text, 's');
        readSkillMd('s/SKILL.md', `---\n${text}\n---\n`, 's');
      }),
      { numRuns: 400 },
    );
  });

  it('on YAML-shaped noise', () => {
    const piece = fc.constantFrom(
      'name',
      ':',
      ' ',
      '\n',
      '  ',
      '- ',
      '&a',
      '*a',
      '!!str',
      '[',
      ']',
      '{',
      '}',
      '"',
      "'",
      '|',
      '>',
      '#',
      '?',
      '---',
      'x',
      ',',
      '\t',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 80 }), (parts) => {
        const r = readSkillMd('s/SKILL.md', `---\n${parts.join('')}\n---\nbody`, 's');
        for (const p of r.problems) expect(p.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 400 },
    );
  });

  it('on huge and deep YAML, quickly', () => {
    const cases = [
      `---\na: ${'['.repeat(20_000)}\n---\n`,
      `---\n${Array.from({ length: 400 }, (_, i) => ' '.repeat(i) + 'k:').join('\n')}\n---\n`,
      `---\n${'a: &x [1]\n'}${Array.from({ length: 3000 }, (_, i) => `b${i}: *x`).join('\n')}\n---\n`,
      `---\ndescription: ${'x'.repeat(30_000)}\n---\n`,
    ];
    for (const text of cases) {
      const t = Date.now();
      const r = checkFolder([{ path: 's/SKILL.md', text }], o200kCounter);
      expect(r.outcome).toBe('invalid');
      expect(Date.now() - t).toBeLessThan(3000);
    }
  });
});
