/**
 * The lab registry. Every folder `src/labs/<slug>/` holding a `meta.ts` and an `index.ts` is a lab, found
 * by `import.meta.glob` (the way tldraw finds its examples): nothing lists the labs by hand. The light
 * `meta` of every lab is in src/lab-catalog (navigation, the /labs index, prerendered routes); a lab's module and
 * its content files (`content/labs/<slug>/scenarios.json`, `outcomes.json`, `diagram-maps.json`) load
 * when a page needs that lab.
 */
import { catalogFolders, labCatalog } from '../lab-catalog/index.ts';
import type { LabReference } from '../reference/index.ts';
import type { AnyLab, LabSlug, OutcomesFile, ScenarioFile } from './contract.ts';
import type { DiagramMap } from './topic-map.ts';

const moduleFiles = import.meta.glob<AnyLab>('./*/index.ts', { import: 'default' });
const scenarioFiles = import.meta.glob<ScenarioFile>('../../content/labs/*/scenarios.json', {
  import: 'default',
});
const outcomeFiles = import.meta.glob<OutcomesFile>('../../content/labs/*/outcomes.json', {
  import: 'default',
});
const diagramMapFiles = import.meta.glob<Record<string, DiagramMap>>(
  '../../content/labs/*/diagram-maps.json',
  {
    import: 'default',
  },
);

/** `./admission/index.ts` → `admission`; `../../content/labs/admission/outcomes.json` → `admission`. */
function slugOf(path: string): string {
  const m = /^\.\/([^/]+)\/|\/content\/labs\/([^/]+)\//.exec(path);
  return (m?.[1] ?? m?.[2])!;
}

function bySlug<T>(files: Record<string, T>): Map<LabSlug, T> {
  return new Map(Object.entries(files).map(([path, v]) => [slugOf(path), v]));
}

const metas = new Set(catalogFolders());
const modules = bySlug(moduleFiles);
const scenarios = bySlug(scenarioFiles);
const outcomes = bySlug(outcomeFiles);
const diagramMaps = bySlug(diagramMapFiles);

/** A lab with its content, ready to run and draw. */
export interface LoadedLab {
  module: AnyLab;
  scenarios: ScenarioFile;
  outcomes: OutcomesFile;
  /** page id → which nodes of that page's diagram stand for each node of the lab's flowchart */
  diagramMaps: Record<string, DiagramMap>;
}

export class UnknownLabError extends Error {
  constructor(readonly slug: string) {
    super(`there is no lab "${slug}" (known: ${[...metas].join(', ')})`);
  }
}

const loaded = new Map<LabSlug, LoadedLab>();
const pending = new Map<LabSlug, Promise<LoadedLab>>();

/** Loads a lab's module and content once; rejects with {@link UnknownLabError} for an unknown slug. */
export function loadLab(slug: LabSlug): Promise<LoadedLab> {
  const done = loaded.get(slug);
  if (done) return Promise.resolve(done);
  let p = pending.get(slug);
  if (!p) {
    const mod = modules.get(slug);
    const sc = scenarios.get(slug);
    const out = outcomes.get(slug);
    if (!metas.has(slug) || !mod || !sc || !out) return Promise.reject(new UnknownLabError(slug));
    const maps = diagramMaps.get(slug);
    p = Promise.all([mod(), sc(), out(), maps ? maps() : Promise.resolve({})]).then(([m, s, o, d]) => {
      const lab = { module: m, scenarios: s, outcomes: o, diagramMaps: d };
      loaded.set(slug, lab);
      return lab;
    });
    pending.set(slug, p);
    // A failed load (a chunk that did not arrive) may be retried.
    p.catch(() => pending.delete(slug));
  }
  return p;
}

/** The lab if it has been loaded already (synchronous readers after `loadLab` resolved). */
export function loadedLab(slug: LabSlug): LoadedLab | undefined {
  return loaded.get(slug);
}

/** Loads every registered lab (tests, build-time content checks). */
export function loadAllLabs(): Promise<LoadedLab[]> {
  return Promise.all(labCatalog.map((m) => loadLab(m.slug)));
}

/** Every lab's Python reference, as each lab declares it (loads every lab: for tests and tools). */
export async function labReferences(): Promise<LabReference[]> {
  return (await loadAllLabs()).flatMap((l) => (l.module.reference ? [l.module.reference] : []));
}

/** What discovery found, for the registry's completeness test. */
export function discovered(): Record<'meta' | 'module' | 'scenarios' | 'outcomes', LabSlug[]> {
  return {
    meta: [...metas].sort(),
    module: [...modules.keys()].sort(),
    scenarios: [...scenarios.keys()].sort(),
    outcomes: [...outcomes.keys()].sort(),
  };
}
