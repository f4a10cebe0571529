// A lab docked beside the topic section it belongs to. Its trace also lights the page's own diagram for
// that knowledge point, through the lab's diagram map (content/labs/<slug>/diagram-maps.json), with the same
// lighting code as the lab's own flowchart.
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { labMeta, topicHighlight, type LabRun } from '../../src/labs/index';
import { applyHighlight, clearHighlight } from '../diagrams/lighting';
import { Link, useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { useT } from '../i18n/use-t';
import { TID } from '../testids';
import { LabWorkbench } from './LabWorkbench';
import { PanelBoundary } from './PanelBoundary';
import { useLabBundle } from './lab-view';

export interface DockTarget {
  slug: string;
  /** The page diagram of the same knowledge point (the last one before the lab link), if any. */
  figure: HTMLElement | null;
}

function figureSvg(figure: HTMLElement | null): SVGSVGElement | null {
  return figure?.querySelector('svg') ?? null;
}

function DockedLab({ pageId, target }: { pageId: string; target: DockTarget }) {
  const bundle = useLabBundle(target.slug);
  const map = bundle?.diagramMaps[pageId];
  useEffect(
    () => () => {
      const svg = figureSvg(target.figure);
      if (svg) clearHighlight(svg);
    },
    [target],
  );
  const onRun = useCallback(
    (run: LabRun) => {
      const svg = figureSvg(target.figure);
      if (!map || !svg) return;
      applyHighlight(svg, topicHighlight(map, run.trace), true);
    },
    [map, target],
  );
  if (!bundle) return null;
  return <LabWorkbench bundle={bundle} docked onRun={onRun} />;
}

export function LabDock({
  pageId,
  target,
  onClose,
}: {
  pageId: string;
  target: DockTarget;
  onClose(): void;
}) {
  const t = useT();
  const { lang } = useRoute();
  const closeRef = useRef<HTMLButtonElement>(null);
  const title = labMeta(target.slug)?.title[lang] ?? target.slug;

  useEffect(() => closeRef.current?.focus(), [target]);

  return (
    <section
      data-testid={TID.labDock}
      aria-label={title}
      className="fixed inset-0 z-40 overflow-auto bg-white p-4 lg:sticky lg:inset-auto lg:top-16 lg:z-auto lg:max-h-[calc(100vh-5rem)] lg:rounded-lg lg:border lg:border-slate-300 dark:bg-slate-950 lg:dark:border-slate-700"
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-xl font-semibold">{title}</h2>
        <Link
          href={hrefFor({ name: 'lab', slug: target.slug }, lang)}
          className="text-sm text-blue-800 underline dark:text-blue-300"
        >
          {t('lab.dock.page')}
        </Link>
        <button ref={closeRef} type="button" className="btn" onClick={onClose}>
          {t('lab.dock.close')}
        </button>
      </div>
      <PanelBoundary name={title}>
        <Suspense fallback={<p className="text-sm">{t('lab.loading')}</p>}>
          <DockedLab pageId={pageId} target={target} />
        </Suspense>
      </PanelBoundary>
    </section>
  );
}
