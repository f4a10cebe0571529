// The label family an export writes: embedded faces first, only in front of the label stack.
import { describe, expect, it } from 'vitest';
import { withEmbeddedFamilies } from './svg-export';
import { EXPORT_FAMILIES } from './svg-font-names';
import { DIAGRAM_FONT } from '../../src/diagrams/index';

const font = { css: '', families: [EXPORT_FAMILIES.latin, EXPORT_FAMILIES.cjk] };

describe('withEmbeddedFamilies', () => {
  it('puts the embedded faces in front of the label stack, in fallback order', () => {
    expect(withEmbeddedFamilies(DIAGRAM_FONT, font)).toBe(
      `"${EXPORT_FAMILIES.latin}", "${EXPORT_FAMILIES.cjk}", ${DIAGRAM_FONT}`,
    );
  });
  it('leaves other text (a timeline in the page font) and unembedded exports alone', () => {
    expect(withEmbeddedFamilies('ui-sans-serif, system-ui', font)).toBe('ui-sans-serif, system-ui');
    expect(withEmbeddedFamilies(DIAGRAM_FONT, null)).toBe(DIAGRAM_FONT);
  });
});
