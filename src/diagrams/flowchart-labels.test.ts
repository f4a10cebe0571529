import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wrapFlowchartLabels, wrapLabelSource } from './flowchart-labels.ts';
import { labelColumns } from './label-wrap.ts';

const BR = '<br/>';

describe('wrapFlowchartLabels', () => {
  it('breaks a long node label between words, in quotes or not, and leaves short ones alone', () => {
    const src = [
      'flowchart TD',
      '    Q["出了什么问题？"] --> MISS1["查注册中心与 tools/list 快照：是否注册、是否分页漏读、是否被过滤"]',
      '    A[plain square label that is quite long enough to wrap]',
    ].join('\n');
    expect(wrapFlowchartLabels(src, 'zh').split('\n')).toEqual([
      'flowchart TD',
      '    Q["出了什么问题？"] --> MISS1["查注册中心与 tools/list<br/>快照：是否注册、<br/>是否分页漏读、是否被过滤"]',
      '    A[plain square label that is<br/>quite long enough to wrap]',
    ]);
  });

  it('handles every node shape and both edge label forms', () => {
    const long = 'one two three four five six seven eight nine ten';
    const shapes = [
      ['A[', ']'],
      ['A["', '"]'],
      ['A{', '}'],
      ['A{"', '"}'],
      ['A(', ')'],
      ['A([', '])'],
      ['A(["', '"])'],
      ['A[(', ')]'],
      ['A{{', '}}'],
      ['A>', ']'],
      ['A[[', ']]'],
      ['A((', '))'],
      ['A[/', '/]'],
      ['A -->|', '| B'],
      ['A -.->|', '| B'],
      ['A ==>|"', '"| B'],
      ['A -- ', ' --> B'],
      ['A -- "', '" --> B'],
      ['A -. ', ' .-> B'],
      ['A == ', ' ==> B'],
    ] as const;
    for (const [open, close] of shapes) {
      const out = wrapFlowchartLabels(`flowchart LR\n  ${open}${long}${close}\n`, 'en');
      const line = out.split('\n')[1]!;
      expect(line.startsWith(`  ${open}`) && line.endsWith(close), line).toBe(true);
      const label = line.slice(2 + open.length, line.length - close.length);
      expect(label, `${open}…${close}`).toContain(BR);
      expect(label.split(BR).join(' ')).toBe(long);
    }
  });

  it('gives edge labels the narrower width mermaid gives them', () => {
    const out = wrapFlowchartLabels(
      'graph TD\n  A -- a label of twenty-five --> B[a label of twenty-five]',
      'en',
    );
    expect(out).toBe('graph TD\n  A -- a label of<br/>twenty-five --> B[a label of twenty-five]');
  });

  it('keeps entities whole and measures them as the character they stand for', () => {
    const label = 'the value #quot;2.0#quot; and &amp; the entity &#35; stay whole, #quot;always#quot;';
    const out = wrapLabelSource(label, 'en', 16);
    expect(out).toContain(BR);
    expect(out.split(BR).join(' ')).toBe(label);
    for (const line of out.split(BR)) expect(line).not.toMatch(/#quo$|^t;|&am$|^p;/);
  });

  it('leaves labels with their own breaks, markdown strings, comments, styling and subgraph titles as written', () => {
    const long = 'one two three four five six seven eight nine ten';
    const src = [
      '%% title: a diagram',
      'flowchart TD',
      `  %% ${long}`,
      `  A["${long}<br>eleven"] --> B["\`${long}\`"]`,
      `  C["${long}\\neleven"]`,
      `  subgraph S [${long}]`,
      `  D[${long}] & E`,
      '  end',
      '  style A fill:#f9f,stroke:#333',
      '  classDef x fill:#fff',
      `  click A call callback("${long}")`,
    ].join('\n');
    const out = wrapFlowchartLabels(src, 'en').split('\n');
    const lines = src.split('\n');
    expect(out).toHaveLength(lines.length);
    for (const i of [0, 1, 2, 3, 4, 5, 7, 8, 9, 10]) expect(out[i]).toBe(lines[i]);
    expect(out[6]).toContain(BR);
  });

  it('leaves every other kind of diagram untouched', () => {
    const seq = 'sequenceDiagram\n  A->>B: a message long enough to be broken if this were a flowchart [x]';
    expect(wrapFlowchartLabels(seq, 'en')).toBe(seq);
    const state = 'stateDiagram-v2\n  s1: state with a long description that goes on and on';
    expect(wrapFlowchartLabels(state, 'en')).toBe(state);
    const fm = '---\ntitle: x\n---\nflowchart TD\n  A[one two three four five six seven eight nine ten]';
    expect(wrapFlowchartLabels(fm, 'en').split('\n').slice(0, 4)).toEqual(fm.split('\n').slice(0, 4));
    expect(wrapFlowchartLabels(fm, 'en')).toContain(BR);
  });
});

// ——— properties, over flowcharts built from known statements ———

const PIECES = [
  '注册',
  '中心',
  '快照',
  '是否',
  '分页',
  '漏读',
  '过滤',
  '幂等键',
  '宿主',
  '提示词',
  '城市',
  '登记',
  'tools/list',
  'the',
  'registry',
  'a',
  'boolean',
  'non-negative',
  '-32602',
  'structuredContent_is_object_really_long',
  'idempotency',
  '#quot;',
  '&quot;',
  '#35;',
  '&amp;',
  '&lt;',
  '，',
  '、',
  '：',
  '？',
  '?',
  ',',
  ':',
  ';',
];
const text = fc
  .array(fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom('', ' ', ' ', '  ')), {
    minLength: 1,
    maxLength: 16,
  })
  .map((parts) => parts.map(([p, sep]) => p + sep).join(''))
  .map((s) => s.trim())
  .filter((s) => s.length > 0);
/** Now and then a label that says where it breaks: it must stay as written. */
const label = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 1, arbitrary: text.map((t) => `${t}<br/>${t}`) },
);

/** [before the label, after it]: one statement per line, so the test knows where each label is. */
const FRAMES: readonly (readonly [string, string])[] = [
  ['A[', ']'],
  ['A["', '"]'],
  ['A{', '}'],
  ['A{"', '"}'],
  ['A(', ')'],
  ['A(["', '"])'],
  ['A([', '])'],
  ['A[(', ')]'],
  ['A{{', '}}'],
  ['A>', ']'],
  ['A --> B["', '"]'],
  ['A -->|', '| B'],
  ['A -.->|', '| B'],
  ['A -- ', ' --> B'],
  ['A -- "', '" --> B'],
  ['A == ', ' ==> B'],
];
const OTHER_LINES = [
  '',
  '  %% a comment [with a bracket] that is long enough to be broken',
  '  style A fill:#f9f',
  '  A --- B',
];

interface Statement {
  frame: readonly [string, string] | null;
  label: string;
  other: string;
}
const statement: fc.Arbitrary<Statement> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ frame: fc.constantFrom(...FRAMES), label, other: fc.constant('') }) },
  {
    weight: 1,
    arbitrary: fc.record({
      frame: fc.constant(null),
      label: fc.constant(''),
      other: fc.constantFrom(...OTHER_LINES),
    }),
  },
);
const chart = fc.record({
  header: fc.constantFrom('flowchart TD', 'graph LR', '%% title: t\nflowchart TD'),
  statements: fc.array(statement, { maxLength: 12 }),
  lang: fc.constantFrom('zh', 'en'),
  node: fc.integer({ min: 8, max: 40 }),
  edge: fc.integer({ min: 8, max: 30 }),
});
const sourceOf = (c: { header: string; statements: Statement[] }) =>
  [c.header, ...c.statements.map((s) => (s.frame ? `  ${s.frame[0]}${s.label}${s.frame[1]}` : s.other))].join(
    '\n',
  );

const ENTITY = /#[a-zA-Z]+;|#\d+;|&[a-zA-Z]+;|&#\d+;/g;
/** A label as it reads: entities as the character they stand for. */
const reads = (s: string) =>
  s.replace(
    ENTITY,
    (e) => ({ quot: '"', amp: '&', lt: '<' })[e.slice(1, -1)] ?? (e.startsWith('#3') ? '#' : '?'),
  );
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The frames whose label is an edge's. */
const isEdge = (frame: readonly [string, string]) =>
  /^A (?:--|-\.|==)/.test(frame[0]) && !frame[0].includes('B');

describe('wrapFlowchartLabels, for any flowchart', () => {
  it('keeps its lines, is idempotent, and changes nothing but breaks between the words of a label', () => {
    const segmenters = new Map<string, Intl.Segmenter>();
    fc.assert(
      fc.property(chart, (c) => {
        const src = sourceOf(c);
        const out = wrapFlowchartLabels(src, c.lang, { node: c.node, edge: c.edge });
        expect(out.split('\n')).toHaveLength(src.split('\n').length);
        expect(wrapFlowchartLabels(out, c.lang, { node: c.node, edge: c.edge })).toBe(out);
        const outLines = out.split('\n').slice(c.header.split('\n').length);
        c.statements.forEach((s, i) => {
          const line = outLines[i]!;
          if (!s.frame) return expect(line).toBe(s.other);
          const [open, close] = s.frame;
          expect(line.startsWith(`  ${open}`) && line.endsWith(close), line).toBe(true);
          const wrapped = line.slice(2 + open.length, line.length - close.length);
          if (s.label.includes(BR)) return expect(wrapped).toBe(s.label);
          const parts = wrapped.split(BR);
          // The same text, with only spaces dropped at each break, and every entity whole.
          expect(s.label).toMatch(new RegExp(`^${parts.map(escape).join('\\s*')}$`));
          expect(parts.flatMap((p) => p.match(ENTITY) ?? [])).toEqual(s.label.match(ENTITY) ?? []);
          if (parts.length === 1) return;
          const max = isEdge(s.frame) ? c.edge : c.node;
          const seg =
            segmenters.get(c.lang) ??
            segmenters.set(c.lang, new Intl.Segmenter(c.lang, { granularity: 'word' })).get(c.lang)!;
          const shown = reads(s.label);
          const bounds = new Set([...seg.segment(shown)].map((x) => x.index));
          let at = 0;
          parts.forEach((p, k) => {
            const r = reads(p);
            expect(r.trim()).toBe(r);
            expect(r.length).toBeGreaterThan(0);
            // over the width only when it is one word (with the punctuation after it)
            if (labelColumns(r) > max) {
              const core = r.replace(/\s+(?=[,.;:!?，。；：！？、])/gu, '');
              expect(core, `${r} > ${max}`).not.toMatch(/\s/);
              if (/\p{Script=Han}/u.test(core))
                expect(
                  [...seg.segment(core)].filter((x) => x.isWordLike),
                  `${r} > ${max}`,
                ).toHaveLength(1);
            }
            at = shown.indexOf(r, at);
            if (k > 0) expect(bounds.has(at), `a word cut before "${r}" in "${shown}"`).toBe(true);
            at += r.length;
          });
        });
      }),
      { numRuns: 300 },
    );
  });
});

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? markdownFiles(full) : name.endsWith('.md') ? [full] : [];
  });
}

describe("the pages' own diagrams", () => {
  const fences = markdownFiles('content/wiki').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m) => ({
      file,
      lang: file.endsWith('.en.md') ? 'en' : 'zh',
      source: m[1]!,
    })),
  );

  it('all keep their lines and text, and every line of a label is within its width', () => {
    expect(fences.length).toBeGreaterThan(10);
    let broken = 0;
    for (const { file, lang, source } of fences) {
      const out = wrapFlowchartLabels(source, lang);
      expect(out.split('\n'), file).toHaveLength(source.split('\n').length);
      expect(out.replaceAll(BR, '').replace(/\s/g, ''), file).toBe(source.replace(/\s/g, ''));
      broken += out.split(BR).length - 1;
      for (const m of out.matchAll(/\["([^"]*)"\]|\{"([^"]*)"\}|\(\["([^"]*)"\]\)/g))
        for (const line of (m[1] ?? m[2] ?? m[3])!.split(BR))
          expect(labelColumns(line) <= 28 || !/\s/.test(line), `${file}: ${line}`).toBe(true);
    }
    expect(broken).toBeGreaterThan(50);
  });
});
