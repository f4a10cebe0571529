// Build-time diagrams: turns the SVG mermaid drew for a flowchart into the inline SVG a page ships,
// so readers see diagrams at first paint with no mermaid runtime. The SVG is cleaned to an
// allow-list (its labels are page content), stamped with the node and edge ids lit paths use,
// given ids unique on its page, and stripped of mermaid's own theme (app/styles/diagram.css
// colours it in light and dark).

import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import type { Element, ElementContent, Root } from 'hast';
import { edgeKey, flowchartEdgeEnds, flowchartNodeId, undoubleEscape } from '../diagrams/index.ts';
import { simplifyPathData } from './svg-path.ts';
import { classes, eachElement, isElement, SKIP } from './tree.ts';
import type { DiagramBlock } from './types.ts';

/**
 * Elements a mermaid flowchart is drawn with; anything else is dropped with its content. That
 * includes mermaid's <style>: its theme colours and fonts come from the site's stylesheet instead.
 */
const SVG_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'marker',
  'path',
  'rect',
  'polygon',
  'polyline',
  'line',
  'circle',
  'ellipse',
  'text',
  'tspan',
  'title',
  'desc',
  'clipPath',
  'linearGradient',
  'radialGradient',
  'stop',
]);

/** mermaid's bookkeeping that nothing reads once the SVG is static. */
const DROPPED_PROPS = new Set(['dataPoints', 'dataEt', 'dataLook', 'dataId', 'xmlns', 'xmlnsXLink']);

/** A url() that is not a reference into the same SVG would be a request leaving the page. */
const FOREIGN_URL = /url\(\s*(?!['"]?#)/i;
const SCRIPT_URL = /^\s*(?:javascript|vbscript|data):/i;

/** Number of decimals kept in coordinates: a hundredth of a pixel. */
const GEOMETRY = /^(?:d|points|transform|x|y|x1|x2|y1|y2|cx|cy|r|rx|ry|width|height|dy|refX|refY)$/;

function roundNumbers(value: string): string {
  return value.replace(/-?\d+\.\d{3,}/g, (n) => String(Math.round(Number(n) * 100) / 100));
}

/** Drops what could run script or fetch anything; keeps presentation mermaid wrote. */
function cleanProps(el: Element): void {
  for (const [key, value] of Object.entries(el.properties)) {
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    if (
      /^on/i.test(key) ||
      DROPPED_PROPS.has(key) ||
      ((key === 'href' || key === 'xLinkHref') && !text.startsWith('#')) ||
      FOREIGN_URL.test(text) ||
      SCRIPT_URL.test(text) ||
      (key === 'style' && (/expression\(|@import|javascript:/i.test(text) || !/[^\s;]/.test(text)))
    ) {
      delete el.properties[key];
    } else if (GEOMETRY.test(key) && typeof value === 'string') {
      el.properties[key] = roundNumbers(key === 'd' ? simplifyPathData(value) : value);
    }
  }
}

function sanitize(svg: Element): void {
  eachElement(svg, (el, index, parent) => {
    if (!SVG_ELEMENTS.has(el.tagName)) {
      parent.children.splice(index, 1);
      return index;
    }
    cleanProps(el);
    return undefined;
  });
}

/** `data-node` on every node group, `data-edge="from->to"` on every edge path (see src/diagrams). */
function stamp(svg: Element): void {
  const nodeIds = new Set<string>();
  eachElement(svg, (el) => {
    if (el.tagName !== 'g' || !classes(el).includes('node')) return;
    const id = flowchartNodeId(String(el.properties.id ?? ''));
    if (id === null) return;
    el.properties.dataNode = id;
    nodeIds.add(id);
  });
  // Invisible links (`~~~`) only place nodes (src/labs/flowchart.ts): nothing to draw, light or export,
  // and without mermaid's theme nothing would keep them invisible.
  eachElement(svg, (el, index, parent) => {
    if (el.tagName !== 'path' || !classes(el).includes('edge-thickness-invisible')) return;
    parent.children.splice(index, 1);
    return index;
  });
  eachElement(svg, (el) => {
    if (el.tagName !== 'path' || el.properties.dataEdge === undefined) return;
    const raw = el.properties.dataId ?? el.properties.id;
    const ends = flowchartEdgeEnds(String(raw ?? ''), nodeIds);
    if (ends) el.properties.dataEdge = edgeKey(ends.from, ends.to);
    else delete el.properties.dataEdge;
    return SKIP;
  });
}

/** mermaid defines a dozen arrowheads per chart; keep the ones an edge points at. */
function dropUnusedMarkers(svg: Element): void {
  const used = new Set<string>();
  eachElement(svg, (el) => {
    for (const key of ['markerStart', 'markerMid', 'markerEnd']) {
      const m = /url\(#([^)]+)\)/.exec(String(el.properties[key] ?? ''));
      if (m) used.add(m[1]!);
    }
  });
  eachElement(svg, (el, index, parent) => {
    if (el.tagName !== 'marker' || used.has(String(el.properties.id))) return;
    parent.children.splice(index, 1);
    return index;
  });
}

/**
 * Renames the ids mermaid derived from its render id (`<id>-flowchart-…`, `<id>_flowchart-v2-…`,
 * `chart-title-<id>`) and every reference to them (`url(#…)`, `aria-describedby`).
 */
function renameIds(svg: Element, from: string, to: string): void {
  const rename = (v: string) => v.split(from).join(to);
  const renameIn = (el: Element): undefined => {
    for (const [key, value] of Object.entries(el.properties)) {
      if (key === 'ariaLabelledBy' || key === 'ariaDescribedBy') {
        const refs = Array.isArray(value) ? value : String(value).split(/\s+/);
        el.properties[key] = refs.map((v) => rename(String(v)));
      } else if (typeof value === 'string' && (key === 'id' || value.includes('#'))) {
        el.properties[key] = rename(value);
      }
    }
  };
  renameIn(svg);
  eachElement(svg, renameIn);
}

/**
 * The natural size (one user unit per CSS pixel: labels at their drawn 16 px). The drawing is never
 * shrunk to fit: app/styles/diagram.css sizes it from `--dg-w`/`--dg-h` times the context's label
 * scale (desktop, phone, presenter), and a chart larger than its box scrolls there.
 */
function naturalSize(viewBox: string): { width: number; height: number } | null {
  const [, , w, h] = viewBox.split(/[\s,]+/).map(Number);
  if (!w || !h || !Number.isFinite(w) || !Number.isFinite(h)) return null;
  return { width: Math.round(w), height: Math.round(h) };
}

export interface DiagramSvgOptions {
  /** Id of the SVG on its page: unique there (it prefixes every id inside the SVG). */
  domId: string;
  /** Accessible name (the `%% title:` line). */
  title: string;
}

/**
 * The inline SVG to ship for a flowchart mermaid drew at build time, or null when `svg` is not a
 * mermaid flowchart (other diagram kinds stay with the browser's mermaid).
 */
export function finishDiagramSvg(svg: string, options: DiagramSvgOptions): string | null {
  const root = fromHtml(undoubleEscape(svg), { fragment: true });
  const el = root.children.find((c): c is Element => isElement(c, 'svg'));
  if (!el || !String(el.properties.ariaRoleDescription ?? '').startsWith('flowchart')) return null;
  const renderId = String(el.properties.id ?? '');
  const size = naturalSize(String(el.properties.viewBox ?? ''));
  if (!renderId || !size) return null;
  stamp(el);
  sanitize(el);
  dropUnusedMarkers(el);
  cleanProps(el);
  renameIds(el, renderId, options.domId);
  el.properties = {
    ...el.properties,
    id: options.domId,
    className: ['tl-diagram', ...classes(el)],
    width: String(size.width),
    height: String(size.height),
    role: 'img',
    ariaLabel: options.title,
    style: `--dg-w:${size.width};--dg-h:${size.height}`,
  };
  // The page's `%% title:` names the image (aria-labelledby would win over aria-label).
  delete el.properties.ariaRoleDescription;
  delete el.properties.ariaLabelledBy;
  return toHtml(el, { space: 'svg', closeEmptyElements: true });
}

/** Id of a page's diagram `index`: has an upper-case letter, so no heading slug can equal it. */
export function diagramDomId(index: number): string {
  return `tlDiagram${index}`;
}

/**
 * The SVG mermaid drew at build time for a diagram of the page at `pagePath` (undefined: the
 * browser draws it).
 */
export type DiagramSvgLookup = (diagram: DiagramBlock, pagePath: string) => string | undefined;

/**
 * Puts build-time SVGs into a page's diagram figures: caption, sized viewport with the SVG, and
 * the source kept for screen readers. Figures without an SVG keep their source for the browser.
 */
export function embedDiagramSvgs(
  tree: Root,
  diagrams: DiagramBlock[],
  lookup: (diagram: DiagramBlock) => string | undefined,
): void {
  eachElement(tree, (el) => {
    if (el.tagName !== 'figure' || !classes(el).includes('diagram')) return;
    const diagram = diagrams[Number(el.properties.dataDiagramIndex)];
    const raw = diagram && lookup(diagram);
    const svg = raw && finishDiagramSvg(raw, { domId: diagramDomId(diagram.index), title: diagram.title });
    if (!svg) return SKIP;
    const source = el.children.find((c): c is Element => isElement(c, 'pre'));
    if (source) source.properties.className = ['diagram-source', 'sr-only'];
    const viewport: Element = {
      type: 'element',
      tagName: 'div',
      properties: { className: ['diagram-viewport'] },
      children: [
        {
          type: 'element',
          tagName: 'div',
          properties: { className: ['diagram-stage'] },
          children: [{ type: 'raw', value: svg } as unknown as ElementContent],
        },
      ],
    };
    const caption: Element = {
      type: 'element',
      tagName: 'figcaption',
      properties: {},
      children: [{ type: 'text', value: diagram.title }],
    };
    el.properties.dataRendered = 'build';
    el.properties.dataState = 'drawn';
    el.children = [caption, viewport, ...(source ? [source] : [])];
    return SKIP;
  });
}

/** How figure `index` opens in a page's HTML (as the serialiser writes diagrams.ts's figure). */
const figureOpening = (index: number) => `<figure class="diagram" data-diagram-index="${index}"`;

/**
 * Where figure `index` is in `html`: from its opening tag to its closing `</figure>` (exclusive). With
 * `drawn`, only a figure the build drew (`data-rendered="build"` on its opening tag) is found.
 */
export function findFigure(
  html: string,
  index: number,
  drawn: boolean,
): { open: number; end: number } | null {
  const open = html.indexOf(figureOpening(index));
  if (open < 0) return null;
  const end = html.indexOf('</figure>', open);
  if (end < 0) return null;
  if (drawn && !html.slice(open, html.indexOf('>', open)).includes('data-rendered="build"')) return null;
  return { open, end };
}

/**
 * The drawings `embedDiagramSvgs` put into a page's HTML, by diagram source: the preview shows a bundled
 * page's unchanged diagrams with them. Cut out of the text, not parsed (parsing a whole page, 185 KB for
 * the preview's default draft, was one of its longest tasks on a phone): `embedDiagramSvgs` writes each
 * drawn figure with its stage holding the SVG and its source following in a `pre`, so the SVG runs from
 * the stage's `<svg` to the last `</svg>` before that `pre` (text inside an SVG is escaped, so neither
 * tag can occur in it). A figure not written so is left out, and the browser draws it.
 */
export function readDiagramSvgs(
  html: string,
  diagrams: readonly { index: number; source: string }[],
): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of diagrams) {
    const figure = findFigure(html, d.index, true);
    if (!figure) continue;
    const { open, end } = figure;
    const stage = html.indexOf('<div class="diagram-stage">', open);
    const source = html.indexOf('<pre class="diagram-source', open);
    if (stage < 0 || source < 0 || stage > end || source > end) continue;
    const svgStart = html.indexOf('<svg', stage);
    const svgEnd = html.lastIndexOf('</svg>', source);
    if (svgStart < 0 || svgEnd < svgStart) continue;
    out.set(d.source, html.slice(svgStart, svgEnd + '</svg>'.length));
  }
  return out;
}
