// The label family an export writes: the embedded faces of its stack first, only in front of the
// site's label stacks (mermaid's and the labs' sans stack, the page labs' monospace one).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withEmbeddedFamilies } from './svg-export';
import { EXPORT_FAMILIES, labelStackOf } from './svg-font-names';
import { DIAGRAM_FONT } from '../../src/diagrams/index';

const font = {
  css: '',
  families: { label: [EXPORT_FAMILIES.latin, EXPORT_FAMILIES.cjk], mono: [EXPORT_FAMILIES.mono] },
};

/** The page lab chart's font stack as page-lab.css declares it, written as a browser computes it. */
function pageLabStack(): string {
  const css = readFileSync(new URL('../page-labs/page-lab.css', import.meta.url), 'utf8');
  const rule = /\.page-lab-chart\s*\{[^}]*?font:\s*([^;]+);/.exec(css);
  expect(rule, '.page-lab-chart { font: … } in app/page-labs/page-lab.css').not.toBeNull();
  return rule![1]!
    .replace(/^\s*\d+px\s+/, '')
    .split(',')
    .map((f) => f.trim().replace(/^'(.*)'$/, '"$1"'))
    .join(', ');
}

describe('withEmbeddedFamilies', () => {
  it('puts the embedded faces in front of the label stack, in fallback order', () => {
    expect(withEmbeddedFamilies(DIAGRAM_FONT, font)).toBe(
      `"${EXPORT_FAMILIES.latin}", "${EXPORT_FAMILIES.cjk}", ${DIAGRAM_FONT}`,
    );
  });
  it("puts the monospace face in front of the page labs' chart stack", () => {
    const stack = pageLabStack();
    expect(labelStackOf(stack)).toBe('mono');
    expect(withEmbeddedFamilies(stack, font)).toBe(`"${EXPORT_FAMILIES.mono}", ${stack}`);
  });
  it('leaves other text (a timeline in the page font) and unembedded exports alone', () => {
    expect(withEmbeddedFamilies('ui-sans-serif, system-ui', font)).toBe('ui-sans-serif, system-ui');
    expect(withEmbeddedFamilies('"DejaVu Sans Mono", serif', font)).toBe('"DejaVu Sans Mono", serif');
    expect(withEmbeddedFamilies(DIAGRAM_FONT, null)).toBe(DIAGRAM_FONT);
    // an export that embedded only the label faces names no face for the monospace stack
    expect(withEmbeddedFamilies(pageLabStack(), { css: '', families: { label: ['x'] } })).toBe(
      pageLabStack(),
    );
  });
});
