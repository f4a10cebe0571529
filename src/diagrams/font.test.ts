import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIAGRAM_FONT } from './index.ts';

const families = (stack: string) =>
  stack
    .split(',')
    .map((f) => f.trim().replace(/^['"]|['"]$/g, ''))
    .filter(Boolean);

describe('the diagram label font', () => {
  it('is the same stack in the build (src/diagrams) and in the reader’s stylesheet', () => {
    const css = readFileSync(new URL('../../app/styles/diagram.css', import.meta.url), 'utf8');
    const declared = /--diagram-font:\s*([^;]+);/.exec(css);
    expect(declared, '--diagram-font in app/styles/diagram.css').not.toBeNull();
    expect(families(declared![1]!)).toEqual(families(DIAGRAM_FONT));
  });
});
