// The family names an exported diagram's embedded label faces go by (app/diagrams/svg-font.ts): names
// no installed font has, so a viewer's own fonts cannot stand in for them; and which of the site's
// label stacks a text is drawn in. Apart from the module that fetches the faces so the tests can
// name them too.
export const EXPORT_FAMILIES = {
  latin: 'Tool Lab Diagram Latin',
  cjk: 'Tool Lab Diagram CJK',
  mono: 'Tool Lab Diagram Mono',
} as const;

/**
 * The font stacks the site draws chart labels in: `label`, mermaid's and the labs' (src/diagrams/font.ts,
 * led by DejaVu Sans), and `mono`, the page labs' code-line flowcharts (app/page-labs/page-lab.css, a
 * monospace stack). Each is given the embedded faces that draw it on screen.
 */
export type LabelStack = 'label' | 'mono';

/** Which label stack a computed font-family is, or null for other text (a timeline in the page font). */
export function labelStackOf(family: string): LabelStack | null {
  if (/^\s*["']?DejaVu Sans["',]/.test(family)) return 'label';
  if (/(^|,)\s*monospace\s*$/.test(family)) return 'mono';
  return null;
}
