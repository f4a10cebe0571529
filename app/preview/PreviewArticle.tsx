// The preview's page body: the same classes, links, copy buttons and diagrams as the reader's Article,
// but patched block by block (block-patch.ts) instead of replaced whole on every render. A diagram whose
// block did not change keeps its drawing; only new figures are enhanced and drawn. The prerendered
// preview arrives with its default draft's blocks in place (seed.ts): they are adopted, not rebuilt.
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../i18n/use-t';
import { useIsDark } from '../hooks/use-is-dark';
import { enhanceDiagram, type DiagramHandle } from '../diagrams/diagram-view';
import { TID } from '../testids';
import { elementsIn, useArticleClicks, useOverflowFocus } from '../article/article-wiring';
import { adoptBlocks, emptyBlockView, patchBlocks, type BlockView } from './block-patch';
import type { SiteDrawings } from './site-drawings';

const FIGURE = 'figure.diagram';
const figuresIn = (nodes: readonly Node[]) => elementsIn(nodes, FIGURE);

// Memoised: the draft's every key re-renders the preview, and this only changes with a new rendering.
export const PreviewArticle = memo(function PreviewArticle({
  blocks,
  blockKeys,
  drawings,
  serverHtml = '',
}: {
  /** Null until the worker has rendered the draft (the article shows the prerendered blocks till then). */
  blocks: readonly string[] | null;
  /** The blocks' keys, from the worker. */
  blockKeys: readonly string[] | undefined;
  /** The site's drawings of the page the draft came from (its unchanged diagrams need no mermaid). */
  drawings: Promise<SiteDrawings>;
  /** On the server: the default draft's article, each block after its keyed seam. */
  serverHtml?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const t = useT();
  const dark = useIsDark();
  const darkNow = useRef(dark);
  const view = useRef<BlockView>(emptyBlockView());
  const handles = useRef(new Map<HTMLElement, DiagramHandle>());
  const adopted = useRef(false);
  // Set once: React never writes this element's content after the first render (the patch does), and
  // hydration keeps the prerendered blocks as they are.
  const [inner] = useState(() => ({ __html: serverHtml }));
  // Read by the patch below, which draws new figures in the theme of the moment.
  useLayoutEffect(() => {
    darkNow.current = dark;
  }, [dark]);

  useArticleClicks(ref, t, {});
  // Blocks are read for overflow as they are laid out near the view (preview.css), added ones included.
  useOverflowFocus(ref, [t], { laidOutNearView: true });

  // Before paint, so a frame never shows half a patch.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const drawing = async (source: string) => (await drawings).get(source);
    let added: Node[] = [];
    if (!adopted.current) {
      adopted.current = true;
      const prerendered = adoptBlocks(root);
      if (prerendered) {
        view.current = prerendered;
        added = prerendered.nodes.flat();
      }
    }
    if (blocks) {
      const patch = patchBlocks(root, view.current, blocks, blockKeys);
      for (const f of figuresIn(patch.removed)) {
        handles.current.get(f)?.destroy();
        handles.current.delete(f);
      }
      added = [...added.filter((n) => n.parentNode === root), ...patch.added];
    }
    for (const f of figuresIn(added)) {
      const handle = enhanceDiagram(f, t, { drawing });
      handles.current.set(f, handle);
      if (darkNow.current !== null) void handle.draw(darkNow.current);
    }
  }, [blocks, blockKeys, t, drawings]);

  // A new language relabels the diagrams' controls: start the view afresh.
  useLayoutEffect(() => {
    const root = ref.current;
    const all = handles.current;
    return () => {
      for (const h of all.values()) h.destroy();
      all.clear();
      view.current = emptyBlockView();
      root?.replaceChildren();
    };
  }, [t]);

  // Figures drawn in the browser are redrawn when the theme changes.
  useEffect(() => {
    if (dark === null) return;
    for (const h of handles.current.values()) void h.draw(dark);
  }, [dark]);

  return (
    // Filled by patchBlocks with the worker's sanitised blocks; React renders no children here. KaTeX's
    // stylesheet is linked by the preview's heading (PreviewShell.tsx).
    <div
      ref={ref}
      data-testid={TID.article}
      className="wiki-article"
      dangerouslySetInnerHTML={inner}
      suppressHydrationWarning
    />
  );
});
