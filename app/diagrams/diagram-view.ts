// Turns a prerendered <figure class="diagram"> into a drawn, pannable, zoomable diagram.
// Framework-free DOM code: the figure lives inside HTML that React does not own.
// A figure drawn at build time (data-rendered="build") already holds its SVG, caption and sized
// viewport: it only gains the zoom buttons and pan/zoom input, and mermaid is never loaded for it.
// A figure that holds only its source (dev server, a build without a browser) is drawn here.
import type { StringKey } from '../i18n/strings';
import { readerActive } from '../hooks/reader-intent';
import { sizeLikeBuild, watchScrollBox } from './scroll-box';

type T = (k: StringKey) => string;

export interface DiagramHandle {
  draw(dark: boolean): Promise<void>;
  svg(): SVGSVGElement | null;
  destroy(): void;
}

/**
 * The sentence in the reader's language, then mermaid's own words as a quoted detail (monospace,
 * marked English, so its caret line stays under the token it points at). Text only: the parser
 * echoes the page's source, which must never become markup.
 */
function showDrawError(stage: HTMLElement, t: T, e: unknown) {
  const sentence = document.createElement('p');
  sentence.textContent = t('diagram.errorSentence');
  const detail = document.createElement('pre');
  detail.className = 'diagram-error-detail';
  detail.lang = 'en';
  // it scrolls sideways rather than wrap (the caret line must stay under its token): reachable by keyboard
  detail.tabIndex = 0;
  detail.textContent = e instanceof Error ? e.message : String(e);
  stage.replaceChildren(sentence, detail);
}

export interface EnhanceOptions {
  /**
   * A finished drawing of this source, if one exists (the preview: the build's drawing of a diagram the
   * draft left unchanged). It is shown as the build's figures are, and mermaid is not loaded for it.
   */
  drawing?: (source: string) => Promise<string | undefined>;
}

export function enhanceDiagram(figure: HTMLElement, t: T, options: EnhanceOptions = {}): DiagramHandle {
  const prerendered =
    figure.dataset.rendered === 'build' && !!figure.querySelector(':scope > .diagram-viewport svg');
  const source = figure.querySelector('pre.diagram-source')?.textContent ?? '';
  const title = figure.dataset.title || t('diagram.label');
  figure.setAttribute('aria-label', title);

  const viewport =
    figure.querySelector<HTMLElement>(':scope > .diagram-viewport') ?? document.createElement('div');
  viewport.className = 'diagram-viewport';
  viewport.tabIndex = 0;
  viewport.setAttribute('aria-label', `${title} (${t('diagram.zoomIn')} +, ${t('diagram.zoomOut')} −)`);
  const stage =
    viewport.querySelector<HTMLElement>(':scope > .diagram-stage') ?? document.createElement('div');
  stage.className = 'diagram-stage';
  if (!prerendered) {
    stage.textContent = t('diagram.loading');
    viewport.append(stage);
  }

  const toolbar = document.createElement('div');
  toolbar.className = 'diagram-toolbar';
  const caption = prerendered ? null : document.createElement('figcaption');
  if (caption) caption.textContent = title;

  let scale = 1;
  let x = 0;
  let y = 0;
  const apply = () => {
    stage.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
  };
  const zoom = (f: number) => {
    scale = Math.min(6, Math.max(0.3, scale * f));
    apply();
  };
  const reset = () => {
    scale = 1;
    x = 0;
    y = 0;
    apply();
  };
  const button = (label: string, text: string, fn: () => void) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    b.setAttribute('aria-label', label);
    b.title = label;
    b.addEventListener('click', fn);
    toolbar.append(b);
  };
  button(t('diagram.zoomIn'), '+', () => zoom(1.25));
  button(t('diagram.zoomOut'), '−', () => zoom(0.8));
  button(t('diagram.reset'), '⟲', reset);

  const onKey = (e: KeyboardEvent) => {
    const step = 40;
    if (e.key === '+' || e.key === '=') zoom(1.25);
    else if (e.key === '-') zoom(0.8);
    else if (e.key === '0') reset();
    else if (e.key === 'ArrowLeft') x += step;
    else if (e.key === 'ArrowRight') x -= step;
    else if (e.key === 'ArrowUp') y += step;
    else if (e.key === 'ArrowDown') y -= step;
    else return;
    e.preventDefault();
    apply();
  };
  const onWheel = (e: WheelEvent) => {
    if (!e.ctrlKey && !e.metaKey) return; // plain wheel scrolls the page
    e.preventDefault();
    zoom(e.deltaY < 0 ? 1.1 : 0.9);
  };
  let drag: { px: number; py: number; x: number; y: number } | null = null;
  const onDown = (e: PointerEvent) => {
    // Touch scrolls the box natively (labels are full size, so it often overflows on a phone).
    if (e.pointerType !== 'mouse') return;
    drag = { px: e.clientX, py: e.clientY, x, y };
    viewport.setPointerCapture(e.pointerId);
  };
  const onMove = (e: PointerEvent) => {
    if (!drag) return;
    x = drag.x + e.clientX - drag.px;
    y = drag.y + e.clientY - drag.py;
    apply();
  };
  const onUp = () => (drag = null);
  viewport.addEventListener('keydown', onKey);
  viewport.addEventListener('wheel', onWheel, { passive: false });
  viewport.addEventListener('pointerdown', onDown);
  viewport.addEventListener('pointermove', onMove);
  viewport.addEventListener('pointerup', onUp);

  const pre = figure.querySelector('pre.diagram-source');
  pre?.classList.add('sr-only');
  // Larger than its box: the viewport scrolls (the labels keep their size) with a cue and a hint line.
  const hint = document.createElement('p');
  hint.className = 'dg-scroll-hint';
  hint.setAttribute('aria-hidden', 'true');
  hint.textContent = t('diagram.scrollHint');
  if (prerendered) {
    figure.append(toolbar);
    viewport.after(hint);
  } else figure.append(caption!, toolbar, viewport, hint);
  const unwatch = watchScrollBox(viewport);
  figure.dataset.enhanced = 'true';

  let svgEl: SVGSVGElement | null = prerendered ? stage.querySelector('svg') : null;
  let destroyed = false;
  let drawnAhead = false;
  return {
    async draw(dark) {
      // Drawn at build time: the theme is CSS (app/styles/diagram.css), nothing to redraw.
      if (prerendered || drawnAhead) return;
      const drawing = await options.drawing?.(source);
      if (destroyed || drawnAhead) return;
      if (drawing) {
        stage.innerHTML = drawing;
        svgEl = stage.querySelector('svg');
        drawnAhead = true;
        figure.dataset.rendered = 'build';
        figure.dataset.state = 'drawn';
        return;
      }
      // Mermaid is heavy and the figure already holds its source: drawing waits for the reader.
      await readerActive();
      if (destroyed) return;
      const { renderMermaid, stampEdgeIds, stampNodeIds } = await import('./mermaid');
      if (destroyed) return;
      try {
        // The figure's source stays as written (the preview finds the build's drawings by it); its
        // labels are broken in the language of the text around it, as the build does.
        const lang = (figure.closest('[lang]')?.getAttribute('lang') ?? 'zh').split('-')[0]!;
        const { svg } = await renderMermaid(source, dark, { wrapLabels: lang });
        // The reader left the page while this diagram waited its turn: there is nothing to draw into
        // (a detached viewport measures 0 wide, which gave the SVG negative sizes and console errors).
        if (destroyed) return;
        stage.innerHTML = svg;
        svgEl = stage.querySelector('svg');
        if (svgEl) {
          svgEl.setAttribute('role', 'img');
          svgEl.setAttribute('aria-label', title);
          stampNodeIds(svgEl);
          stampEdgeIds(svgEl);
          fitToBox(svgEl, viewport);
        }
        figure.dataset.state = 'drawn';
      } catch (e) {
        showDrawError(stage, t, e);
        figure.dataset.state = 'error';
      }
    },
    svg: () => svgEl,
    destroy() {
      destroyed = true;
      unwatch();
      viewport.removeAttribute('data-diagram-box');
      hint.remove();
      toolbar.remove();
      stage.style.transform = '';
      viewport.removeEventListener('keydown', onKey);
      viewport.removeEventListener('wheel', onWheel);
      viewport.removeEventListener('pointerdown', onDown);
      viewport.removeEventListener('pointermove', onMove);
      viewport.removeEventListener('pointerup', onUp);
      viewport.removeAttribute('tabindex');
      viewport.removeAttribute('aria-label');
      if (!prerendered) {
        if (drawnAhead) delete figure.dataset.rendered;
        caption?.remove();
        viewport.remove();
        pre?.classList.remove('sr-only');
      }
      delete figure.dataset.enhanced;
    },
  };
}

/**
 * Sizes a drawing mermaid made in the browser like the build's (natural size times the context's label
 * scale: labels never shrink to fit) and the viewport to it (160–720 px; taller charts scroll).
 */
function fitToBox(svg: SVGSVGElement, viewport: HTMLElement) {
  sizeLikeBuild(svg);
  const h = svg.getBoundingClientRect().height;
  if (h > 0) viewport.style.height = `${Math.round(Math.min(Math.max(h + 16, 160), 720))}px`;
}
