// A lab docked beside the topic section it belongs to. Its trace also lights the page's own diagram
// for that knowledge point (through content/scenarios/topic-diagram-map.json).
import { useEffect, useRef } from 'react';
import type { LabSlug } from '../../src/labs/registry';
import type { LabRun } from '../../src/labs/run';
import { topicHighlight, type DiagramMap } from '../../src/labs/topic-map';
import diagramMaps from '../../content/scenarios/topic-diagram-map.json';
import { LabWorkbench } from './LabWorkbench';
import { Link, useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { useT } from '../i18n/use-t';
import type { StringKey } from '../i18n/strings';
import { TID } from '../testids';

const MAPS = diagramMaps as Record<string, Record<string, DiagramMap>>;

export interface DockTarget {
  slug: LabSlug;
  /** The page diagram of the same knowledge point (the last one before the lab link), if any. */
  figure: HTMLElement | null;
}

function lightFigure(figure: HTMLElement | null, states: Map<string, string> | null) {
  const svg = figure?.querySelector('svg');
  if (!svg) return;
  for (const g of svg.querySelectorAll<SVGGElement>('[data-node]')) {
    const s = states?.get(g.dataset.node!);
    if (s) g.setAttribute('data-state', s);
    else g.removeAttribute('data-state');
  }
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
  const map = MAPS[pageId]?.[target.slug];

  useEffect(() => {
    closeRef.current?.focus();
    return () => lightFigure(target.figure, null);
  }, [target]);

  const onRun = (run: LabRun) => {
    if (map) lightFigure(target.figure, topicHighlight(map, run.trace));
  };

  return (
    <section
      data-testid={TID.labDock}
      aria-label={t(`lab.${target.slug}` as StringKey)}
      className="fixed inset-0 z-40 overflow-auto bg-white p-4 lg:sticky lg:inset-auto lg:top-16 lg:z-auto lg:max-h-[calc(100vh-5rem)] lg:rounded-lg lg:border lg:border-slate-300 dark:bg-slate-950 lg:dark:border-slate-700"
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-xl font-semibold">{t(`lab.${target.slug}` as StringKey)}</h2>
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
      <LabWorkbench slug={target.slug} docked onRun={onRun} />
    </section>
  );
}
