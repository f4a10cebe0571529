// One of the preview's page labs, loaded only once the maintainer moves toward the labs (the lab view,
// its stylesheet and the Pyodide client are not needed while the preview opens): shaped, searched and
// run by the Pyodide worker, lit on the draft's own diagram where the draft maps the function.
import { useEffect, useState } from 'react';
import {
  argsFor,
  RUN_LIMIT_MS,
  SEARCH_BUDGET_MS,
  searchExamples,
  type PageLabData,
  type RunReport,
  type SearchReport,
  type Shape,
} from '../../src/page-labs/index';
import { PageLab } from './PageLab';
import { ask, runtimeVersion } from '../page-lab-runtime/runtime';
import { usePageDiagramLight } from './page-diagram-light';

const SETTLE_MS = 400;

export default function LivePageLab({ seed, active }: { seed: PageLabData; active: boolean }) {
  const [data, setData] = useState(seed);
  const key = `${seed.code}\u0000${JSON.stringify(seed.examples)}`;
  useEffect(() => {
    if (!active) return;
    let live = true;
    const timer = setTimeout(() => {
      const base = { code: seed.code, fn: seed.name };
      const args = argsFor(seed.inputs, seed.specs);
      void (async () => {
        const shape = await ask<Shape & { error?: string }>({ op: 'shape', ...base });
        if (!live || shape.error) return;
        const run: RunReport = args.ok
          ? await ask<RunReport>({ op: 'run', ...base, args: args.args, limitMs: RUN_LIMIT_MS })
          : {};
        if (!live) return;
        setData({ ...seed, shape, run, computedWith: runtimeVersion() ?? 'Pyodide' });
        const search = await ask<SearchReport>(
          {
            op: 'search',
            ...base,
            specs: seed.specs,
            examples: searchExamples(seed.examples, shape.params, seed.specs, seed.inputs),
            budgetMs: SEARCH_BUDGET_MS,
          },
          SEARCH_BUDGET_MS + RUN_LIMIT_MS,
        );
        if (live && !search.error) setData((d) => ({ ...d, search }));
      })().catch(() => undefined);
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // the seed is rebuilt on every render of the draft; what matters is its code and examples
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, active]);
  // The draft's own diagram lights as the published page's does, where the draft maps the function.
  const lightPage = usePageDiagramLight(seed.map);
  return <PageLab data={data} heading="h3" narrow onReport={lightPage} />;
}
