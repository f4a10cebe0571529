// The one mermaid adapter. Nothing else imports mermaid or calls mermaid.render.
// Loaded lazily (dynamic import) so mermaid never weighs on first paint.
// Page content is untrusted: securityLevel 'strict' disables click handlers and HTML labels' scripts.
import mermaid from 'mermaid';
import {
  DIAGRAM_FONT,
  edgeKey,
  flowchartEdgeEnds,
  flowchartNodeId,
  undoubleEscape,
  wrapFlowchartLabels,
} from '../../src/diagrams/index';

let initializedFor: 'dark' | 'light' | null = null;
let queue: Promise<unknown> = Promise.resolve();
let counter = 0;

function init(dark: boolean) {
  const want = dark ? 'dark' : 'light';
  if (initializedFor === want) return;
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: dark ? 'dark' : 'default',
    // The same label font, widths and SVG text labels as the diagrams drawn at build time
    // (src/diagrams/font.ts, scripts/build/render-diagrams.ts). mermaid 11 reads the top-level
    // htmlLabels; the flowchart's own setting alone still drew HTML labels in a foreignObject,
    // measured differently from the build's drawings and exported as HTML.
    fontFamily: DIAGRAM_FONT,
    htmlLabels: false,
    flowchart: { htmlLabels: false, useMaxWidth: true, wrappingWidth: 270 },
  });
  initializedFor = want;
}

export interface RenderResult {
  svg: string;
}

export interface RenderOptions {
  /**
   * The language to break a page's own flowchart labels in, at word boundaries, before mermaid cuts
   * them where the width runs out (as the build does). Lab charts come broken already: no option.
   */
  wrapLabels?: string;
}

/** Renders one diagram; calls are serialised because mermaid keeps global state while rendering. */
export function renderMermaid(
  source: string,
  dark: boolean,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const drawn = options.wrapLabels ? wrapFlowchartLabels(source, options.wrapLabels) : source;
  const job = queue.then(async () => {
    init(dark);
    const id = `tl-mermaid-${++counter}`;
    try {
      const { svg } = await mermaid.render(id, drawn);
      return { svg: undoubleEscape(svg) };
    } catch (e) {
      // The reader is shown mermaid's words about the source as written, not the broken labels.
      if (drawn !== source) await mermaid.parse(source);
      throw e;
    } finally {
      // mermaid leaves a temporary node behind when rendering fails.
      document.getElementById('d' + id)?.remove();
      document.getElementById(id)?.remove();
    }
  });
  queue = job.catch(() => undefined);
  return job;
}

const parserMessage = async (source: string): Promise<string | null> => {
  try {
    await mermaid.parse(source);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
};

/**
 * Checks syntax without drawing; resolves to null when valid, else the parser's message. With
 * `wrapLabels`, what is checked is also what {@link renderMermaid} would draw (the labels broken), so a
 * diagram that passes the check draws; a mistake in the source as written is reported first, in the
 * author's terms (breaking labels adds no line, so the lines of either message are the author's).
 */
export async function parseMermaid(source: string, options: RenderOptions = {}): Promise<string | null> {
  const asWritten = await parserMessage(source);
  if (asWritten || !options.wrapLabels) return asWritten;
  const drawn = wrapFlowchartLabels(source, options.wrapLabels);
  return drawn === source ? null : parserMessage(drawn);
}

/** Stamps data-node="<id>" on every flowchart node group so highlights can find them. */
export function stampNodeIds(svg: SVGSVGElement): Map<string, SVGGElement> {
  const nodes = new Map<string, SVGGElement>();
  for (const g of svg.querySelectorAll<SVGGElement>('g.node')) {
    const id = flowchartNodeId(g.id);
    if (id === null) continue;
    g.setAttribute('data-node', id);
    nodes.set(id, g);
  }
  return nodes;
}

/**
 * Stamps data-edge="<from>-><to>" on every edge path (mermaid marks them data-edge="true"); call
 * after stampNodeIds. Edges whose ends cannot be told lose the attribute; invisible links go.
 */
export function stampEdgeIds(svg: SVGSVGElement): void {
  const nodeIds = new Set([...svg.querySelectorAll<SVGGElement>('[data-node]')].map((g) => g.dataset.node!));
  // Invisible links only place nodes (src/labs/flowchart.ts): no edge to light or export.
  for (const p of svg.querySelectorAll('path.edge-thickness-invisible')) p.remove();
  for (const p of svg.querySelectorAll<SVGPathElement>('path[data-edge]')) {
    const ends = flowchartEdgeEnds(p.dataset.id ?? p.id, nodeIds);
    if (ends) p.setAttribute('data-edge', edgeKey(ends.from, ends.to));
    else p.removeAttribute('data-edge');
  }
}
