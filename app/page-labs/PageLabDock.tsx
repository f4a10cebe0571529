// A python block's page lab docked beside the topic text ("Try it" on the block). A block that defines
// several public functions offers a choice; the last one defined is first (the function the others
// serve, as the pages write them).
import { useEffect, useRef, useState } from 'react';
import { Link, useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { loadedLabs, loadLabs } from '../page-lab-runtime/data';
import { PageLab } from './PageLab';
import { PAGE_LAB_WORDS } from '../page-lab-runtime/text';
import { warmRuntime } from '../page-lab-runtime/runtime';
import { usePageDiagramLight } from './page-diagram-light';
import type { PageLabData } from '../../src/page-labs/index';

export default function PageLabDock(props: {
  pageId: string;
  block: number;
  functions: string[];
  onClose(): void;
}) {
  const { pageId, block, functions, onClose } = props;
  const { lang } = useRoute();
  const w = PAGE_LAB_WORDS[lang];
  const [labs, setLabs] = useState<PageLabData[] | undefined>(() => loadedLabs(lang, pageId));
  const [chosen, setChosen] = useState(functions.at(-1) ?? '');
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    let live = true;
    // the reader asked for the lab: Python starts loading now, beside the lab's own data
    warmRuntime();
    void loadLabs(lang, pageId).then((l) => live && setLabs(l));
    return () => {
      live = false;
    };
  }, [lang, pageId]);
  useEffect(() => closeRef.current?.focus(), [block]);
  const lab =
    labs?.find((l) => l.name === chosen && l.block === block) ?? labs?.find((l) => l.name === chosen);
  const lightPage = usePageDiagramLight(lab?.map);
  return (
    <section
      data-testid="page-lab-dock"
      aria-label={w.title(chosen)}
      className="fixed inset-0 z-40 overflow-auto bg-white p-4 lg:sticky lg:inset-auto lg:top-16 lg:z-auto lg:max-h-[calc(100vh-5rem)] lg:rounded-lg lg:border lg:border-slate-300 dark:bg-slate-950 lg:dark:border-slate-700"
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        {functions.length > 1 ? (
          <label className="mr-auto text-sm">
            {w.chooseFn}{' '}
            <select
              data-testid="page-lab-choose"
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
              className="rounded border border-slate-400 bg-white px-2 py-1 font-mono dark:border-slate-500 dark:bg-slate-900"
            >
              {functions.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="mr-auto" />
        )}
        <Link
          href={hrefFor({ name: 'function', id: pageId, fn: chosen }, lang)}
          className="text-sm text-blue-800 underline dark:text-blue-300"
        >
          {w.openFull}
        </Link>
        <button ref={closeRef} type="button" className="btn" onClick={onClose}>
          {w.close}
        </button>
      </div>
      {lab ? (
        <PageLab key={lab.name} data={lab} heading="h2" narrow onReport={lightPage} />
      ) : (
        <p className="text-sm">{w.loading}</p>
      )}
    </section>
  );
}
