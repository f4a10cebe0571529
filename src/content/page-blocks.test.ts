// The preview patches its view block by block: the blocks must be the page's HTML, cut at top-level nodes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { finishPage, preparePage } from './index.ts';
import { pageSource } from './test-helpers.ts';

const whole = (source: string, path = 'topics/demo.md') => finishPage(preparePage(source, { path }), null);
const inBlocks = (source: string, path = 'topics/demo.md') =>
  finishPage(preparePage(source, { path }), null, { blocks: true });

describe('finishPage with blocks', () => {
  it('leaves blocks out unless asked', () => {
    expect(whole(pageSource('# T\n\ntext\n')).blocks).toBeUndefined();
  });

  it('cuts the body at top-level nodes, and the blocks joined are the same HTML', () => {
    const source = pageSource(
      '# T\n\nOne $a^2$.\n\n```python\nx = 1\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
    );
    const page = inBlocks(source);
    expect(page.blocks!.join('')).toBe(whole(source).html);
    expect(page.html).toBe(whole(source).html);
    expect(page.blocks!.some((b) => b.startsWith('<h1'))).toBe(true);
    expect(page.blocks!.some((b) => b.startsWith('<div class="table-wrap"'))).toBe(true);
  });

  it('keeps the blocks before an edit unchanged (what the preview leaves in place)', () => {
    const before = inBlocks(pageSource('# T\n\nfirst\n\nsecond\n\nthird\n')).blocks!;
    const after = inBlocks(pageSource('# T\n\nfirst\n\nsecond, edited\n\nthird\n')).blocks!;
    expect(after.length).toBe(before.length);
    expect(after.filter((b, i) => b !== before[i])).toEqual(['<p>second, edited</p>']);
  });

  it('joins to the same HTML on a real page with diagrams, math and code', () => {
    const source = readFileSync('content/wiki/topics/field-cases.md', 'utf8');
    const path = 'topics/field-cases.md';
    expect(inBlocks(source, path).blocks!.join('')).toBe(whole(source, path).html);
  });
});
