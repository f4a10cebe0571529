// A lab's flowchart. In a build it was drawn at build time: the page shows it at once, already lit (on
// the server too, so a prerendered lab looks finished before any script runs). Without that drawing
// (dev) mermaid draws it once per language and theme. Either way every edit only switches data-state on
// the SVG's node groups and edges: no re-render, well under a frame.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flowchartSource, type Highlight, type LabFlowchart } from '../../src/labs/index';
import { applyHighlight } from '../diagrams/lighting';
import { sizeLikeBuild, watchScrollBox } from '../diagrams/scroll-box';
import { useIsDark } from '../hooks/use-is-dark';
import { labelled } from '../../src/i18n/index';
import { useRoute } from '../routing/router';
import { useT } from '../i18n/use-t';
import { TID } from '../testids';

/**
 * A benchmark mark, kept once: marks stay in the page's timeline until cleared, so three per key would
 * pile up over a long session, and Monaco looks its own marks up by name on every key.
 */
function latestMark(name: string) {
  performance.clearMarks(name);
  performance.mark(name);
}

/** The drawing with the highlight written in: what the first render (and the server) shows. */
export function litSvg(svg: string, h: Highlight): string {
  return svg
    .replace(/data-node="([^"]*)"/g, (m, id: string) => `${m} data-state="${h.nodes.get(id) ?? 'idle'}"`)
    .replace(
      /data-edge="([^"]*)"/g,
      (m, key: string) => `${m} data-state="${h.edges.has(key) ? 'path' : 'idle'}"`,
    );
}

/**
 * What stands where a drawing comes a moment later (a practice task's, below the fold: its SVG is kept
 * out of the prerendered page, which every first visit caches): the title, a note, the drawing's room.
 */
export function DiagramToCome({ flowchart }: { flowchart: LabFlowchart }) {
  const { lang } = useRoute();
  const t = useT();
  const title = flowchart.title[lang];
  return (
    <figure className="lab-diagram" data-testid={TID.labDiagram} data-drawn="false" aria-label={title}>
      <figcaption className="mb-1 text-sm font-semibold">{title}</figcaption>
      <div className="min-h-[28rem]">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('diagram.loading')}</p>
      </div>
    </figure>
  );
}

export function LabDiagram({
  flowchart,
  highlight,
  prebuilt,
}: {
  flowchart: LabFlowchart;
  highlight: Highlight;
  /** The chart drawn at build time for this language (absent in dev: mermaid draws it). */
  prebuilt?: string;
}) {
  const { lang } = useRoute();
  const t = useT();
  const dark = useIsDark();
  const stageRef = useRef<HTMLDivElement>(null);
  const [drawnByMermaid, setDrawn] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // Fixed for this mount (the parent keys the diagram by chart and language): React never rewrites it,
  // the effect below lights it in place.
  const [initial] = useState(() => (prebuilt ? litSvg(prebuilt, highlight) : null));
  const drawn = initial ? 'prebuilt' : drawnByMermaid;
  const title = flowchart.title[lang];

  useEffect(() => {
    if (dark === null || initial) return;
    let cancelled = false;
    // The chart's id is part of the key: a lab that switches charts by mode must light the new drawing
    // even when language and theme stay the same (the lighting effect below re-runs on a new key).
    const key = `${flowchart.id}-${lang}-${dark}`;
    void import('../diagrams/mermaid').then(async ({ renderMermaid, stampEdgeIds, stampNodeIds }) => {
      try {
        const { svg } = await renderMermaid(flowchartSource(flowchart, lang), dark);
        const stage = stageRef.current;
        if (cancelled || !stage) return;
        stage.innerHTML = svg;
        const el = stage.querySelector('svg');
        if (el) {
          el.setAttribute('role', 'img');
          el.setAttribute('aria-label', title);
          sizeLikeBuild(el);
          stampNodeIds(el);
          stampEdgeIds(el);
        }
        setDrawn(key);
      } catch (e) {
        if (!cancelled) setFailed(String(e));
      }
    });
    return () => {
      cancelled = true;
    };
  }, [flowchart, lang, dark, title, initial]);

  // Larger than its box: the stage scrolls (labels keep their size), marked for the cue, draggable.
  useEffect(() => {
    const stage = stageRef.current;
    return stage ? watchScrollBox(stage, { drag: true }) : undefined;
  }, []);

  // Light the path: runs after every edit, and again once the SVG exists. A layout effect, so the
  // path changes in the same frame as the outcome text (a passive effect would paint one frame later).
  useLayoutEffect(() => {
    const svg = stageRef.current?.querySelector('svg');
    if (!svg) return;
    applyHighlight(svg, highlight);
    latestMark('toollab:lit');
    // The benchmark's end marks: the frame that will show the lit path (its animation-frame callback),
    // and the moment just after that frame's layout and paint.
    requestAnimationFrame(() => {
      latestMark('toollab:frame');
      setTimeout(() => latestMark('toollab:painted'), 0);
    });
  }, [highlight, drawn]);

  return (
    <figure
      className="lab-diagram"
      data-testid={TID.labDiagram}
      data-drawn={drawn ? 'true' : 'false'}
      aria-label={title}
    >
      <figcaption className="mb-1 text-sm font-semibold">{title}</figcaption>
      {!drawn && !failed && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('diagram.loading')}</p>
      )}
      {initial ? (
        // Drawn at build time and cleaned to an allow-list there (src/content/diagram-svg.ts).
        <div
          ref={stageRef}
          className="lab-diagram-stage"
          data-diagram-box=""
          tabIndex={0}
          role="region"
          aria-label={labelled(lang, title, t('diagram.scrollBox'))}
          dangerouslySetInnerHTML={{ __html: initial }}
        />
      ) : (
        // mermaid's SVG goes in here: React renders no children into this node.
        <div
          ref={stageRef}
          className="lab-diagram-stage min-h-[28rem]"
          data-diagram-box=""
          tabIndex={0}
          role="region"
          aria-label={labelled(lang, title, t('diagram.scrollBox'))}
        />
      )}
      <p className="dg-scroll-hint" aria-hidden="true">
        {t('diagram.scrollHint')}
      </p>
      {failed && (
        <p className="text-sm text-rose-800 dark:text-rose-300">
          {labelled(lang, t('diagram.error'), failed)}
        </p>
      )}
    </figure>
  );
}
