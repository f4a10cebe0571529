import { describe, expect, it } from 'vitest';
import { parseFrontmatter, splitSource } from './frontmatter.ts';
import { pageSource } from './test-helpers.ts';

const parse = (src: string) => parseFrontmatter(splitSource(src));

describe('splitSource', () => {
  it('splits breadcrumb, frontmatter and body and keeps line numbers', () => {
    const s = splitSource('Topics\n\n---\nid: a\n---\n# T\n');
    expect(s.breadcrumb).toBe('Topics');
    expect(s.breadcrumbLine).toBe(1);
    expect(s.frontmatterLine).toBe(3);
    expect(s.yamlStartLine).toBe(4);
    expect(s.bodyStartLine).toBe(6);
    expect(s.body.split('\n')[5]).toBe('# T');
  });

  it('accepts a page without breadcrumb, and a page without frontmatter', () => {
    expect(splitSource('---\nid: a\n---\nx').breadcrumb).toBeNull();
    const none = splitSource('# Just a page\n\ntext');
    expect(none.yaml).toBeNull();
    expect(none.breadcrumb).toBeNull();
    expect(none.body).toBe('# Just a page\n\ntext');
  });

  it('reports an unterminated frontmatter', () => {
    const s = splitSource('---\nid: a\n# T');
    expect(s.diagnostics).toMatchObject([{ rule: 'yaml', line: 1 }]);
  });

  it('never renders half-typed front matter as body text, after a breadcrumb too', () => {
    for (const [source, line] of [
      ['---\ntitle: Half', 1],
      ['---\n', 1],
      ['首页 / 工具\n\n---\nid: tools\ntitle: 工具', 3],
      ['Home / Tools\n---', 2],
    ] as const) {
      const s = splitSource(source);
      expect(s.diagnostics, source).toMatchObject([
        { rule: 'yaml', message: 'Frontmatter is not closed', line },
      ]);
      expect(s.body.trim(), source).toBe('');
      // Line numbers still count the whole file.
      expect(s.body.split('\n').length, source).toBe(source.split('\n').length);
    }
    // A paragraph and a thematic break, not front matter: the page's text as before.
    const hr = splitSource('Intro line\n\n---\n\nmore text');
    expect(hr.diagnostics).toEqual([]);
    expect(hr.body).toBe('Intro line\n\n---\n\nmore text');
  });

  it('handles CRLF and a BOM', () => {
    const s = splitSource('\ufeffCrumb\r\n\r\n---\r\nid: a\r\n---\r\n# T\r\n');
    expect(s.breadcrumb).toBe('Crumb');
    expect(s.yaml).toBe('id: a');
    expect(s.bodyStartLine).toBe(6);
  });
});

describe('parseFrontmatter', () => {
  it('accepts a valid frontmatter and keeps dates as strings', () => {
    const r = parse(pageSource('# T', { claim_ids: '[claim-a-v1, claim-b-v1]', kind: 'topic' }));
    expect(r.diagnostics).toEqual([]);
    expect(r.frontmatter).toMatchObject({
      id: 'demo',
      last_checked: '2026-11-29',
      page_version: 1,
      kind: 'topic',
    });
    expect(typeof r.frontmatter!.last_checked).toBe('string');
    expect(r.claimIds.map((c) => [c.id, c.line, c.column])).toEqual([
      ['claim-a-v1', 9, 13],
      ['claim-b-v1', 9, 25],
    ]);
  });

  it('reports an invalid enum at the line of the key with the allowed values', () => {
    const r = parse(pageSource('# T', { status: 'publishd' }, 'Topics'));
    expect(r.frontmatter).toBeNull();
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        rule: 'frontmatter',
        severity: 'error',
        line: 6,
        column: 1,
        hint: 'status must be one of draft, review, published, deprecated',
      }),
    ]);
    expect(r.diagnostics[0]!.message).toContain('status');
  });

  it('reports a missing field at the frontmatter start', () => {
    const r = parse(pageSource('# T', { module: null }, 'Topics'));
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        rule: 'frontmatter',
        line: 3,
        message: 'Frontmatter field "module" is missing',
      }),
    ]);
    expect(r.diagnostics[0]!.hint).toContain('module: harness');
  });

  it.each([
    ['page_version', '0', 'page_version must be >= 1'],
    ['page_version', '"3"', 'page_version must be integer'],
    ['last_checked', '2026-13-45', 'not a valid date'],
    ['last_checked', '24.10.2026', 'not a valid date'],
    ['depth', 'deep', 'Invalid depth'],
    ['practice_status', 'done', 'Invalid practice_status'],
    ['kind', 'page', 'Invalid kind'],
    ['id', 'Tool_Design', 'not kebab-case'],
    ['claim_ids', 'claim-a', 'must be array'],
  ])('rejects %s: %s', (field, value, message) => {
    const r = parse(pageSource('# T', { [field]: value }));
    expect(r.frontmatter).toBeNull();
    expect(r.diagnostics.map((d) => d.message).join('\n')).toContain(message);
    const line =
      2 +
      Object.keys({
        id: 1,
        module: 1,
        status: 1,
        page_version: 1,
        last_checked: 1,
        depth: 1,
        practice_status: 1,
        claim_ids: 1,
        kind: 1,
      }).indexOf(field);
    expect(r.diagnostics[0]!.line).toBe(line);
  });

  it('points at the offending claim id', () => {
    const r = parse(pageSource('# T', { claim_ids: '\n  - claim-a\n  - Claim_B' }));
    expect(r.diagnostics).toEqual([expect.objectContaining({ line: 11, column: 5 })]);
  });

  it('rejects unknown fields', () => {
    const r = parse(pageSource('# T', { stauts: 'draft' }));
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ message: 'Unknown frontmatter field "stauts"', line: 10 }),
    ]);
  });

  it('reports YAML syntax errors with line and column of the file', () => {
    const r = parse('Crumb\n---\nid: a\nstatus: [draft\n---\n# T');
    expect(r.frontmatter).toBeNull();
    expect(r.diagnostics[0]).toMatchObject({ rule: 'yaml', severity: 'error', line: 4 });
    expect(r.diagnostics[0]!.column).toBeGreaterThan(1);
    expect(r.diagnostics[0]!.message).not.toMatch(/at line/);
  });

  it('reports duplicate keys as YAML errors', () => {
    const r = parse('---\nid: a\nid: b\n---\n');
    expect(r.diagnostics[0]).toMatchObject({ rule: 'yaml', line: 3 });
  });

  it('reports a page without frontmatter', () => {
    expect(parse('# T').diagnostics).toMatchObject([{ rule: 'frontmatter', line: 1 }]);
  });
});
