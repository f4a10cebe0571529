// The rendered page body. Its HTML was built and sanitised at build time; here we only wire up
// behaviour: in-app links, copy buttons, and diagrams. A diagram drawn at build time only gains
// pan and zoom; one that arrives as source (dev server, a build without Chromium, the preview) is
// drawn by mermaid after first paint.
import { useEffect, useRef } from 'react';
import { navigate, isPlainClick } from '../routing/router';
import { useT } from '../i18n/use-t';
import { useIsDark } from '../hooks/use-is-dark';
import { enhanceDiagram, type DiagramHandle } from '../diagrams/diagram-view';
import { TID } from '../testids';
import { isLabSlug } from '../../src/lab-catalog/index';
import { hasMath, MathStyles } from './MathStyles';

const LAB_LINK = /\/labs\/([a-z0-9-]+)$/;

export function Article({
  html,
  pageKey,
  onLabLink,
  onTryPython,
}: {
  html: string;
  pageKey: string;
  /** A click on a python block's "Try it": the topic page docks that block's page lab. */
  onTryPython?: (block: number, functions: string[], button: HTMLButtonElement) => void;
  /** A click on a lab link in the text: the topic page docks the lab instead of leaving the page. */
  onLabLink?: (slug: string, link: HTMLAnchorElement) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const t = useT();
  const dark = useIsDark();
  const handles = useRef<DiagramHandle[]>([]);

  // Links and copy buttons: one delegated listener for the whole article.
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (e: MouseEvent) => {
      const target = e.target as HTMLElement;
      const tryIt = target.closest<HTMLButtonElement>('button[data-try-python]');
      if (tryIt && onTryPython) {
        const names = (tryIt.dataset.functions ?? '').split(' ').filter(Boolean);
        onTryPython(Number(tryIt.dataset.tryPython), names, tryIt);
        return;
      }
      const copy = target.closest<HTMLButtonElement>('button[data-copy]');
      if (copy) {
        const code = copy.parentElement?.querySelector('code')?.textContent ?? '';
        void navigator.clipboard?.writeText(code).then(() => {
          copy.textContent = t('code.copied');
          setTimeout(() => (copy.textContent = t('code.copy')), 1500);
        });
        return;
      }
      const a = target.closest<HTMLAnchorElement>('a[data-link="internal"], a[href^="#"]');
      if (a && isPlainClick(e)) {
        e.preventDefault();
        const lab = LAB_LINK.exec(a.pathname);
        if (lab && onLabLink && isLabSlug(lab[1]!)) onLabLink(lab[1]!, a);
        else navigate(a.getAttribute('href')!);
      }
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [t, onLabLink, onTryPython]);

  // Wide code, math and tables scroll sideways: make those that overflow reachable by keyboard.
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const mark = () => {
      for (const el of root.querySelectorAll<HTMLElement>('.code-block pre, .katex-display, .table-wrap')) {
        if (el.scrollWidth > el.clientWidth + 1) el.tabIndex = 0;
        else el.removeAttribute('tabindex');
      }
    };
    mark();
    const ro = new ResizeObserver(mark);
    ro.observe(root);
    return () => ro.disconnect();
  }, [pageKey, html]);

  // Diagrams: enhance once per page; those drawn in the browser are redrawn when the theme changes
  // (build-time SVGs follow the theme through CSS).
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    handles.current = [...root.querySelectorAll<HTMLElement>('figure.diagram')].map((f) =>
      enhanceDiagram(f, t),
    );
    return () => {
      for (const h of handles.current) h.destroy();
      handles.current = [];
    };
  }, [pageKey, html, t]);

  useEffect(() => {
    if (dark === null) return;
    for (const h of handles.current) void h.draw(dark);
  }, [pageKey, html, dark, t]);

  return (
    <>
      {hasMath(html) && <MathStyles />}
      <div
        ref={ref}
        data-testid={TID.article}
        className="wiki-article"
        // Sanitised at build time by the content pipeline (rehype-sanitize allow-list).
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}
