// The rendered page body. Its HTML was built and sanitised at build time; here we only wire up
// behaviour: in-app links, copy buttons, and diagrams. A diagram drawn at build time only gains
// pan and zoom; one that arrives as source (dev server, a build without Chromium, the preview) is
// drawn by mermaid after first paint.
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-t';
import { useIsDark } from '../hooks/use-is-dark';
import { enhanceDiagram, type DiagramHandle } from '../diagrams/diagram-view';
import { TID } from '../testids';
import { hasMath, MathStyles } from '../article/MathStyles';
import { useArticleClicks, useOverflowFocus, type ArticleActions } from '../article/article-wiring';

export function Article({
  html,
  pageKey,
  onLabLink,
  onTryPython,
}: {
  html: string;
  pageKey: string;
} & ArticleActions) {
  const ref = useRef<HTMLDivElement>(null);
  const t = useT();
  const dark = useIsDark();
  const handles = useRef<DiagramHandle[]>([]);

  useArticleClicks(ref, t, { onLabLink, onTryPython });
  useOverflowFocus(ref, [pageKey, html]);

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
