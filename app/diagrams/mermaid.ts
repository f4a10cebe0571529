// The one mermaid adapter. Nothing else imports mermaid or calls mermaid.render.
// Loaded lazily (dynamic import) so mermaid never weighs on first paint.
// Page content is untrusted: securityLevel 'strict' disables click handlers and HTML labels' scripts.
import mermaid from 'mermaid';

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
    fontFamily: 'system-ui, -apple-system, "Segoe UI", "Noto Sans CJK SC", "PingFang SC", sans-serif',
    flowchart: { htmlLabels: false, useMaxWidth: true },
  });
  initializedFor = want;
}

export interface RenderResult {
  svg: string;
}

/** Renders one diagram; calls are serialised because mermaid keeps global state while rendering. */
export function renderMermaid(source: string, dark: boolean): Promise<RenderResult> {
  const job = queue.then(async () => {
    init(dark);
    const id = `tl-mermaid-${++counter}`;
    try {
      const { svg } = await mermaid.render(id, source);
      return { svg };
    } finally {
      // mermaid leaves a temporary node behind when rendering fails.
      document.getElementById('d' + id)?.remove();
      document.getElementById(id)?.remove();
    }
  });
  queue = job.catch(() => undefined);
  return job;
}

/** Checks syntax without drawing; resolves to null when valid, else the parser's message. */
export async function parseMermaid(source: string): Promise<string | null> {
  try {
    await mermaid.parse(source);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** Stamps data-node="<id>" on every flowchart node group so highlights can find them. */
export function stampNodeIds(svg: SVGSVGElement): Map<string, SVGGElement> {
  const nodes = new Map<string, SVGGElement>();
  for (const g of svg.querySelectorAll<SVGGElement>('g.node')) {
    const m = /-flowchart-(.+)-\d+$/.exec(g.id);
    if (!m) continue;
    g.setAttribute('data-node', m[1]!);
    nodes.set(m[1]!, g);
  }
  return nodes;
}
