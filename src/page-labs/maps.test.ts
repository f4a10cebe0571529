// Author maps onto the page's own diagram: read from the page, checked on both sides, and every map of
// this project's pages names real ids.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mermaidNodeIds } from '../content-checks/markdown.ts';
import { checkPageMaps } from './check.ts';
import { flowIdProblem, mapBlocks, pageMaps } from './maps.ts';

const FENCE = '```';
const page = (map: string) =>
  [
    `${FENCE}python`,
    'def gate(x: int) -> str:',
    '    if x > 3:',
    '        return "big"',
    '    return "small"',
    FENCE,
    '',
    `${FENCE}mermaid`,
    '%% title: t',
    'flowchart TD',
    '  q{"x > 3?"} --> b["big"]',
    '  q --> s["small"]',
    FENCE,
    '',
    `${FENCE}json pagelab-map=gate`,
    map,
    FENCE,
    '',
  ].join('\n');
const ids = (m: string) => mermaidNodeIds(m);

describe('page lab diagram maps', () => {
  it('reads a map with the diagram before it', () => {
    const md = page('{"n2": ["q"], "L3": ["b"], "L4": ["s"]}');
    expect(mapBlocks(md)).toMatchObject([{ fn: 'gate', line: 15, diagram: { index: 0 } }]);
    expect(pageMaps(md).get('gate')).toEqual({ diagram: 0, nodes: { n2: ['q'], L3: ['b'], L4: ['s'] } });
    expect(checkPageMaps(md, ids)).toEqual([]);
  });

  it('refuses an id missing on either side, with the block line', () => {
    const problems = checkPageMaps(page('{"n3": ["q"], "L4": ["nope"], "x": ["b"]}'), ids);
    expect(problems.map((p) => p.line)).toEqual([15, 15, 15]);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/line 3 is not an if/);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/no node "nope"/);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/"x" is not a flowchart id/);
  });

  it('refuses a map of an unknown function, before any diagram, or of the wrong shape', () => {
    const md = page('{"L3": "b"}');
    expect(checkPageMaps(md, ids)[0]!.message).toMatch(/non-empty array/);
    const other = checkPageMaps(md.replace('pagelab-map=gate', 'pagelab-map=other'), ids);
    expect(other.map((p) => p.message).join('\n')).toMatch(/no public function other/);
    const early = `${FENCE}json pagelab-map=gate\n{}\n${FENCE}\n\n` + page('{}');
    expect(checkPageMaps(early, ids)[0]!.message).toMatch(/no mermaid diagram comes before/);
  });

  it('knows a line outside the function', () => {
    expect(flowIdProblem('L9', 'def f():\n    return 1\n', 1)).toMatch(/outside the function/);
    expect(flowIdProblem('end', '', 1)).toBeNull();
  });

  it('every map of this project’s pages names real ids, and at least three functions have one', () => {
    const dir = 'content/wiki/topics';
    let maps = 0;
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.md'))) {
      const md = readFileSync(`${dir}/${f}`, 'utf8');
      expect(checkPageMaps(md, ids), f).toEqual([]);
      maps += pageMaps(md).size;
    }
    expect(maps).toBeGreaterThanOrEqual(6);
  });
});
