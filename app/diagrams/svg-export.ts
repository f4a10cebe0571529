// A lab diagram as a file: the live SVG serialised with its computed colours baked in, drawn to PNG,
// and the file name it is saved under. Used by the classroom exports and by labs with diagrams of their
// own, so it sits below both.
import type { EmbeddedFont } from './svg-font';
import { labelStackOf, type LabelStack } from './svg-font-names';

/** What drawing the file needs of the embedded faces. */
type FontFaces = Pick<EmbeddedFont, 'css' | 'families'>;

const SVG_NS = 'http://www.w3.org/2000/svg';

/** `tool-lab-<slug>-<what>.<ext>`, with anything odd in `what` turned into `-`. */
export function exportName(slug: string, what: string, ext: 'svg' | 'png' | 'md'): string {
  const safe =
    what
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'lab';
  return `tool-lab-${slug}-${safe}.${ext}`;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The viewBox of a diagram (mermaid always writes one), else its width/height attributes. */
export function viewBoxOf(viewBox: string | null, width?: string | null, height?: string | null): Box | null {
  const n = (viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (n.length === 4 && n.every(Number.isFinite) && n[2]! > 0 && n[3]! > 0)
    return { x: n[0]!, y: n[1]!, width: n[2]!, height: n[3]! };
  const w = Number.parseFloat(width ?? '');
  const h = Number.parseFloat(height ?? '');
  return w > 0 && h > 0 ? { x: 0, y: 0, width: w, height: h } : null;
}

/** Rounds a size for an attribute without float noise (523.5 stays 523.5). */
const num = (x: number) => String(Math.round(x * 1000) / 1000);

// ---------------------------------------------------------------------------------------------------
// DOM steps

const BAKED = ['fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'opacity'] as const;
/**
 * Text keeps the page's font and placement: without them a viewer falls back to its default serif and
 * stretches each row to the length measured at build (`textLength`), letter-spacing Latin text.
 */
const BAKED_TEXT = ['font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor'] as const;
const TEXT = new Set(['text', 'tspan']);
/** HTML labels (mermaid draws node labels in a foreignObject) keep their colours and font too. */
const BAKED_HTML = ['color', 'background-color', 'font-family'] as const;
const SHAPES = new Set(['rect', 'polygon', 'path', 'circle', 'ellipse', 'line', 'polyline', 'text', 'tspan']);
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const isClear = (v: string) => v === 'transparent' || /^rgba\(.*,\s*0\)$/.test(v);

/**
 * The first opaque background behind an element (the diagram's card, the page): used for the
 * exported background rect so the file looks like the screen.
 */
export function backgroundBehind(el: Element): string {
  for (let e: Element | null = el; e; e = e.parentElement) {
    const bg = getComputedStyle(e).backgroundColor;
    if (bg && !isClear(bg)) return bg;
  }
  return '#ffffff';
}

/** A label's family with the embedded faces of its stack in front, so they draw whatever they hold. */
export function withEmbeddedFamilies(family: string, font: FontFaces | null | undefined): string {
  const stack = labelStackOf(family);
  const faces = font && stack ? font.families[stack] : undefined;
  if (!faces?.length) return family;
  return [...faces.map((f) => `"${f}"`), family].join(', ');
}

/** The label stacks the text of a drawn chart uses (which faces its export should embed). */
export function labelStacksIn(svg: SVGSVGElement): Set<LabelStack> {
  const out = new Set<LabelStack>();
  for (const el of svg.querySelectorAll('text, foreignObject *')) {
    const stack = labelStackOf(getComputedStyle(el).fontFamily);
    if (stack) out.add(stack);
  }
  return out;
}

/**
 * Serialises the rendered diagram as a standalone SVG file: xmlns, explicit width/height from the
 * viewBox, the lit path baked in as inline styles (the page's `[data-state]` CSS does not travel),
 * the label faces embedded when given (`font`, app/diagrams/svg-font.ts), and a background rect
 * unless transparent.
 */
export function serializeDiagram(
  svg: SVGSVGElement,
  opts: { transparent: boolean; font?: FontFaces | null },
): {
  text: string;
  box: Box;
} {
  // Presenter mode may have zoomed the live diagram to the lit path: export the whole of it.
  const box = viewBoxOf(
    svg.dataset.fullViewbox ?? svg.getAttribute('viewBox'),
    svg.getAttribute('width'),
    svg.getAttribute('height'),
  ) ?? { x: 0, y: 0, width: svg.clientWidth || 800, height: svg.clientHeight || 600 };
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const live = [...svg.querySelectorAll('*')];
  const copy = [...clone.querySelectorAll('*')];
  live.forEach((el, i) => {
    const target = copy[i];
    const html = el.namespaceURI === XHTML_NS;
    if (!target || !(html || el.hasAttribute('data-state') || SHAPES.has(el.localName))) return;
    const cs = getComputedStyle(el);
    const style: string[] = [];
    const props = html ? BAKED_HTML : TEXT.has(el.localName) ? [...BAKED, ...BAKED_TEXT] : BAKED;
    for (const prop of props) {
      const v = cs.getPropertyValue(prop);
      if (
        !v ||
        (prop === 'opacity' && v === '1') ||
        (prop === 'stroke-dasharray' && v === 'none') ||
        (prop === 'background-color' && isClear(v))
      )
        continue;
      style.push(`${prop}:${prop === 'font-family' ? withEmbeddedFamilies(v, opts.font) : v}`);
    }
    const own = target.getAttribute('style');
    if (style.length) target.setAttribute('style', (own ? own.replace(/;?\s*$/, ';') : '') + style.join(';'));
  });
  clone.removeAttribute('style');
  clone.removeAttribute('data-full-viewbox');
  clone.setAttribute('xmlns', SVG_NS);
  if (clone.querySelector('[href],[*|href]'))
    clone.setAttribute('xmlns:xlink', 'http://www.w3.org/1999/xlink');
  clone.setAttribute('viewBox', `${num(box.x)} ${num(box.y)} ${num(box.width)} ${num(box.height)}`);
  clone.setAttribute('width', num(box.width));
  clone.setAttribute('height', num(box.height));
  if (opts.font) {
    const faces = document.createElementNS(SVG_NS, 'style');
    faces.setAttribute('data-export', 'font');
    faces.textContent = opts.font.css;
    clone.insertBefore(faces, clone.firstChild);
  }
  if (!opts.transparent) {
    const bg = document.createElementNS(SVG_NS, 'rect');
    // One unit past every edge (the viewport clips it): fractional viewBoxes leave no soft corner.
    bg.setAttribute('x', num(box.x - 1));
    bg.setAttribute('y', num(box.y - 1));
    bg.setAttribute('width', num(box.width + 2));
    bg.setAttribute('height', num(box.height + 2));
    bg.setAttribute('fill', backgroundBehind(svg));
    bg.setAttribute('data-export', 'background');
    clone.insertBefore(bg, clone.firstChild);
  }
  return { text: new XMLSerializer().serializeToString(clone), box };
}

/** A cheap fingerprint of a canvas's pixels, to tell whether a later draw changed anything. */
function pixelSum(ctx: CanvasRenderingContext2D, w: number, h: number): number {
  const data = ctx.getImageData(0, 0, w, h).data;
  let sum = 0;
  for (let i = 0; i < data.length; i += 7) sum = (sum * 31 + data[i]!) % 2147483647;
  return sum;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Draws SVG text into a canvas at `scale`× its size and encodes a PNG (alpha kept when transparent). */
export async function svgToPng(svgText: string, box: Box, scale = 2): Promise<Blob> {
  // A data: URL, not a blob: URL: Chrome taints a canvas that drew a blob-URL SVG holding a
  // foreignObject (mermaid's HTML labels), and a tainted canvas cannot be encoded.
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(box.width * scale);
  canvas.height = Math.round(box.height * scale);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2d canvas');
  const draw = () => {
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return pixelSum(ctx, canvas.width, canvas.height);
  };
  // The image loads its embedded faces after decode() resolves: until then it draws its labels with
  // nothing (where the reader lacks the fonts). Draw again until two draws agree (a second at most).
  let last = draw();
  if (svgText.includes('@font-face'))
    for (let i = 0; i < 20; i++) {
      await pause(50);
      const now = draw();
      if (now === last) break;
      last = now;
    }
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

/** Saves a blob as a file through a temporary `<a download>`. */
