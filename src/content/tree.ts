// Tree helpers every pipeline stage shares: the per-page context carried on the VFile, element
// tests, positions and one lean walker, so no stage re-implements them.

import type { Element, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import type { DiagramBlock, Diagnostic, Heading, Lang } from './types.ts';

/** What the stages of one page collect while the processor runs (kept on `file.data.ctx`). */
export interface Ctx {
  lang: Lang;
  diagnostics: Diagnostic[];
  diagrams: DiagramBlock[];
  headings: Heading[];
  text: string;
}

export function ctxOf(file: VFile): Ctx {
  return file.data.ctx as Ctx;
}

export function lineCol(node: { position?: { start: { line: number; column: number } } } | undefined): {
  line: number;
  column: number;
} {
  return node?.position
    ? { line: node.position.start.line, column: node.position.start.column }
    : { line: 1, column: 1 };
}

export function classes(el: Element): string[] {
  const c: unknown = el.properties.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/) : [];
}

export function isElement(node: unknown, tag?: string): node is Element {
  return (
    !!node &&
    typeof node === 'object' &&
    (node as Element).type === 'element' &&
    (tag === undefined || (node as Element).tagName === tag)
  );
}

export const SKIP = 'skip';
export type WalkResult = void | undefined | typeof SKIP | number | [typeof SKIP, number];

/**
 * Visit every element in document order (a lean stand-in for unist-util-visit, which was a sixth
 * of the render time because it tracks ancestors). Return SKIP to skip the children of the element
 * (or of its replacement), a number or [SKIP, n] to continue with sibling index n.
 */
export function eachElement(
  node: Root | Element,
  fn: (el: Element, index: number, parent: Root | Element) => WalkResult,
): void {
  const children = node.children as RootContent[];
  let i = 0;
  while (i < children.length) {
    const child = children[i]!;
    if (child.type === 'element') {
      const r = fn(child, i, node);
      if (Array.isArray(r)) {
        i = r[1];
        continue;
      }
      if (typeof r === 'number') {
        i = r;
        continue;
      }
      const now = children[i];
      if (r !== SKIP && now && now.type === 'element') eachElement(now, fn);
    }
    i++;
  }
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Scheme of a URL the way a browser sees it (ignoring whitespace and control characters). */
export function schemeOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const m = SCHEME.exec(cleaned);
  return m ? m[1]!.toLowerCase() : null;
}
