// Diagrams: ```mermaid fences become <figure class="diagram"> with their source and title, and the
// diagram's own line numbers map back to the file, so mermaid errors point at the page.

import { toText } from 'hast-util-to-text';
import type { Element, Root } from 'hast';
import type { Plugin } from 'unified';
import type { VFile } from 'vfile';
import { classes, ctxOf, eachElement, isElement, SKIP } from './tree.ts';
import type { DiagramBlock } from './types.ts';

/** Number of lines before a diagram's first source line: file line = mermaid line + offset. */
export function diagramLineOffset(diagram: Pick<DiagramBlock, 'line'>): number {
  return diagram.line - 1;
}

/** Map a 1-based line reported by mermaid for `diagram.source` to the 1-based line of the file. */
export function mapDiagramLine(diagram: Pick<DiagramBlock, 'line'>, mermaidLine: number): number {
  return mermaidLine + diagramLineOffset(diagram);
}

/** Replace ```mermaid fences by diagram figures (before highlighting touches them). */
export const extractDiagrams: Plugin<[], Root> = () => (tree, file) => {
  const ctx = ctxOf(file as VFile);
  let lastHeading = '';
  eachElement(tree, (el, index, parent) => {
    if (/^h[1-6]$/.test(el.tagName)) {
      lastHeading = toText(el).trim();
      return;
    }
    if (el.tagName !== 'pre' || !parent || index === undefined) return;
    const code = el.children.find((c): c is Element => isElement(c, 'code'));
    if (!code || !classes(code).includes('language-mermaid')) return;
    const source = toText(code, { whitespace: 'pre' }).replace(/\n$/, '');
    const titleMatch = /^\s*%%\s*title:\s*(.+?)\s*$/i.exec(source.split('\n')[0] ?? '');
    const title = titleMatch ? titleMatch[1]! : lastHeading;
    const diagram: DiagramBlock = {
      index: ctx.diagrams.length,
      source,
      title,
      line: el.position ? el.position.start.line + 1 : 1,
    };
    ctx.diagrams.push(diagram);
    const figure: Element = {
      type: 'element',
      tagName: 'figure',
      properties: { className: ['diagram'], dataDiagramIndex: String(diagram.index), dataTitle: title },
      children: [
        {
          type: 'element',
          tagName: 'pre',
          properties: { className: ['diagram-source'] },
          children: [{ type: 'text', value: source }],
        },
      ],
      position: el.position,
    };
    parent.children[index] = figure;
    return SKIP;
  });
};
