// Draws a chart tree as real SVG elements. No markup string is parsed into the page: each node becomes
// a React element of an allowed tag with its attributes as plain values (React escapes them), so
// nothing in a family name or a case id can become script, a link or a new element.
import { createElement, type ReactNode } from 'react';
import type { SvgNode, SvgTag } from '../../../src/labs/selection-eval/index';

const TAGS = new Set<SvgTag>(['svg', 'title', 'rect', 'line', 'path', 'text']);

/** SVG attribute spelling → React prop; `aria-*` stays as it is, namespaces and handlers are dropped. */
function propName(name: string): string | null {
  if (name === 'xmlns' || /^on/i.test(name) || /href|:/i.test(name)) return null;
  if (name.startsWith('aria-')) return name;
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

function draw(node: SvgNode, key?: number): ReactNode {
  if (!TAGS.has(node.tag)) return null;
  const props: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(node.attrs)) {
    const prop = propName(name);
    if (prop) props[prop] = value;
  }
  return createElement(node.tag, { ...props, key }, node.text, ...node.children.map((c, i) => draw(c, i)));
}

export function SvgChart({ tree }: { tree: SvgNode }) {
  return <>{draw(tree)}</>;
}
