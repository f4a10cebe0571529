// The preview's page labs: one for every public function of the draft's python blocks, there as soon
// as the `def` is typed (discovery reads the text), then shaped, searched and run by the Pyodide worker
// once the maintainer moves toward them. Nothing is computed at build time here: the draft is new.
import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { pythonBlocks } from '../../src/fidelity/index';
import {
  defaultInputs,
  discoverFunctions,
  exampleBlocks,
  pageMaps,
  readExamples,
  specsOf,
  type DiagramMap,
  type PageExample,
  type PageFunctionRef,
  type PageLabData,
} from '../../src/page-labs/index';
import { useRoute } from '../routing/router';
import { PAGE_LAB_WORDS } from '../page-lab-runtime/text';
import { useNearView } from '../hooks/use-near-view';
import { TID } from '../testids';

// The labs themselves (the lab view, its stylesheet, the Pyodide client) load when first wanted.
const LivePageLab = lazy(() => import('./LivePageLab'));

function draftData(
  ref: PageFunctionRef,
  code: string,
  fenceLine: number,
  examples: PageExample[],
  map: DiagramMap | null,
): PageLabData {
  const { inputs, from } = defaultInputs(ref, examples);
  return {
    name: ref.name,
    page: 'preview',
    block: ref.block,
    code,
    fenceLine,
    shape: {
      fn: ref.name,
      line: ref.line,
      endLine: ref.line,
      params: ref.params,
      nodes: [],
      exits: [],
      async: false,
      constants: { str: [], int: [], float: [] },
    },
    specs: specsOf(ref.params),
    inputs,
    inputsFrom: from,
    examples,
    search: { found: {}, unreached: [], runs: 0, ms: 0 },
    run: {},
    computedWith: 'Pyodide',
    map,
  };
}

// Memoised: the preview hands it the draft at low priority (a deferred value), so a key's own render,
// which still holds the old text, skips it.
export default memo(function LivePageLabs({ source }: { source: string }) {
  const { lang } = useRoute();
  const w = PAGE_LAB_WORDS[lang];
  const [active, setActive] = useState(false);
  // The labs stand after the whole draft: on a long page they are mounted (examples read, inputs
  // shaped, charts drawn) as the maintainer scrolls toward them, not while the preview opens.
  const [section, near] = useNearView<HTMLElement>();
  const found = useMemo(() => {
    const blocks = pythonBlocks(source);
    return { blocks, refs: discoverFunctions(blocks) };
  }, [source]);
  // One flag for both ways in: it only ever turns true, so the seeds are built once per draft text.
  const wanted = near || active;
  const seeds = useMemo(() => {
    if (!wanted) return null;
    const examples = new Map<string, PageExample[]>();
    for (const b of exampleBlocks(source))
      examples.set(b.fn, [...(examples.get(b.fn) ?? []), ...readExamples(b).examples]);
    const maps = pageMaps(source);
    return found.refs.map((ref) =>
      draftData(
        ref,
        found.blocks[ref.block]!.code,
        found.blocks[ref.block]!.line,
        examples.get(ref.name) ?? [],
        maps.get(ref.name) ?? null,
      ),
    );
  }, [source, found, wanted]);
  if (found.refs.length === 0) return null;
  const wake = () => setActive(true);
  return (
    <section
      ref={section}
      data-testid={TID.previewPageLabs}
      aria-label={w.functionsHeading}
      onPointerEnter={wake}
      onFocusCapture={wake}
      onTouchStart={wake}
      className="mt-8 border-t border-slate-300 pt-4 dark:border-slate-700"
    >
      <h2 className="mb-1 text-xl font-semibold">{w.functionsHeading}</h2>
      <p className="mb-3 text-sm">{w.preview(found.refs.length)}</p>
      {seeds && (
        <Suspense fallback={null}>
          <div className="space-y-4">
            {seeds.map((s) => (
              <LivePageLab key={`${s.block}:${s.name}`} seed={s} active={active} />
            ))}
          </div>
        </Suspense>
      )}
    </section>
  );
});
