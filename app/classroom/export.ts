// Classroom exports: the lab's diagram as SVG / PNG and the current outcome as a Markdown snippet.
// The text builders are pure; the DOM steps (serialising the live SVG, drawing the PNG, saving a file)
// are small functions at the bottom.
import { errorText, problemText, type InputBlock, type LabRun } from '../../src/labs/index';
import { outcomeText } from '../labs/lab-view';
import type { LabBundle } from '../labs/registry';
import { fill, STRINGS, type Lang } from '../i18n/strings';

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

export type { InputBlock };

/** The lab's input as labelled blocks: shared by the presenter's read-only view and the Markdown. */
export function inputBlocks(bundle: LabBundle, state: unknown, lang: Lang): InputBlock[] {
  return bundle.module.describe(state, lang);
}

/** A fence longer than any backtick run inside the text, so any input survives. */
function fence(text: string, lang: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const f = '`'.repeat(Math.max(3, longest + 1));
  return `${f}${lang}\n${text}\n${f}`;
}

function inlineCode(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const f = '`'.repeat(longest + 1);
  return /^`|`$/.test(text) ? `${f} ${text} ${f}` : `${f}${text}${f}`;
}

export interface MarkdownContext {
  bundle: LabBundle;
  state: unknown;
  run: LabRun;
  lang: Lang;
  walkthrough?: { title: string; step: number; total: number };
  scenario?: { title: string; note?: string };
}

/** The current outcome as notes or homework: lab, scenario/step, input, outcome code and its meaning. */
export function outcomeMarkdown(ctx: MarkdownContext): string {
  const s = STRINGS[ctx.lang];
  const { run } = ctx;
  const out: string[] = [`## ${s['app.name']}: ${ctx.bundle.module.title[ctx.lang]}`, ''];
  if (ctx.walkthrough) {
    const w = ctx.walkthrough;
    out.push(
      `**${s['classroom.md.walkthrough']}** ${w.title} (${s['classroom.step']} ${w.step} / ${w.total})`,
    );
  }
  if (ctx.scenario) out.push(`**${s['classroom.md.scenario']}** ${ctx.scenario.title}`);
  if (ctx.scenario?.note) out.push('', ctx.scenario.note);
  if (ctx.walkthrough || ctx.scenario) out.push('');
  out.push(`### ${s['classroom.md.input']}`, '');
  for (const b of inputBlocks(ctx.bundle, ctx.state, ctx.lang)) {
    if (b.code === 'inline') out.push(`${b.label}: ${inlineCode(b.text)}`, '');
    else if (b.code === null) out.push(`${b.label}: ${b.text}`, '');
    else out.push(`${b.label}:`, '', fence(b.text, b.code), '');
  }
  out.push(`**${s['classroom.md.outcome']}** ${inlineCode(run.outcome)}`, '');
  if (run.parseError) {
    const p = run.parseError;
    out.push(
      ctx.lang === 'zh'
        ? `${s['lab.parseError']}（${fill(s['pos.lineColumn'], p)}：${problemText(p, ctx.lang)}）`
        : `${s['lab.parseError']} (${fill(s['pos.lineColumn'], p)}: ${problemText(p, ctx.lang)})`,
    );
    out.push('', s['lab.parseErrorNext'], '');
  } else {
    const text = outcomeText(ctx.bundle, run);
    if (run.error)
      out.push(`${s['lab.errorMessage']} ${inlineCode(errorText(run, ctx.lang) ?? run.error)}`, '');
    if (text) {
      out.push(`**${text.title[ctx.lang]}**`, '', text.explain[ctx.lang], '');
      out.push(`- **${s['lab.proves']}**: ${text.proves[ctx.lang]}`);
      out.push(`- **${s['lab.notProves']}**: ${text.notProves[ctx.lang]}`);
      out.push(`- **${s['lab.next']}**: ${text.next[ctx.lang]}`, '');
    }
  }
  return (
    out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
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
/** HTML labels (mermaid draws node labels in a foreignObject) keep their colours too. */
const BAKED_HTML = ['color', 'background-color'] as const;
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

/**
 * Serialises the rendered diagram as a standalone SVG file: xmlns, explicit width/height from the
 * viewBox, the lit path baked in as inline styles (the page's `[data-state]` CSS does not travel),
 * and a background rect unless transparent.
 */
export function serializeDiagram(
  svg: SVGSVGElement,
  opts: { transparent: boolean },
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
      style.push(`${prop}:${v}`);
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
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

/** Saves a blob as a file through a temporary `<a download>`. */
export { downloadBlob } from '../storage/download';
