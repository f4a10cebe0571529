// What every lab screen (workbench, presenter, dock, practice) reads the same way: the input shown
// now, the texts explaining an outcome, and the markers of a run in one of the lab's texts.
import { use, useMemo } from 'react';
import { UnknownLabError, type LabRun, type OutcomeText, type Scenario } from '../../src/labs/index';
import { currentEntry, useLabs } from '../stores/labs';
import { loadLabBundle, type LabBundle } from './registry';

const bundles = new Map<string, Promise<LabBundle | null>>();

/** A lab's bundle, loaded once; null for a slug that names no lab. A failed load can be retried. */
export function labBundlePromise(slug: string): Promise<LabBundle | null> {
  let p = bundles.get(slug);
  if (!p) {
    const loading: Promise<LabBundle | null> = loadLabBundle(slug).catch((e: unknown) => {
      if (e instanceof UnknownLabError) return null;
      bundles.delete(slug);
      throw e;
    });
    // React's use() reads a settled promise synchronously when it carries status and value: a lab the
    // route preparer loaded renders at once, on the server too (prerendered lab pages).
    void loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => undefined,
    );
    p = loading;
    bundles.set(slug, p);
  }
  return p;
}

/** Suspends until the lab is loaded; null when there is no such lab (or no slug: a task without a lab). */
export function useLabBundle(slug: string | null): LabBundle | null {
  return slug === null ? null : use(labBundlePromise(slug));
}

export function firstScenario(bundle: LabBundle): Scenario {
  return bundle.scenarios.scenarios[0]!;
}

type LabsState = ReturnType<typeof useLabs.getState>;

/** A lab's own records in a store state (own keys only: a slug never reads an inherited property). */
const savedIn = (s: LabsState, slug: string) => (Object.hasOwn(s.saved, slug) ? s.saved[slug] : undefined);
const sharedIn = (s: LabsState, slug: string) => (Object.hasOwn(s.shared, slug) ? s.shared[slug] : undefined);

/** The input a store state shows for a lab: a shared link's, else the saved work, else the first scenario. */
function inputIn(s: LabsState, bundle: LabBundle) {
  const slug = bundle.module.slug;
  return currentEntry(slug, savedIn(s, slug), sharedIn(s, slug), firstScenario(bundle));
}

/** The input the lab shows now, as a render reads it. */
export function useCurrentInput(bundle: LabBundle) {
  const slug = bundle.module.slug;
  const saved = useLabs((s) => savedIn(s, slug));
  const shared = useLabs((s) => sharedIn(s, slug));
  const first = firstScenario(bundle);
  // The same object until one of its sources changes: panels that skip a render on unchanged props
  // (and deferred copies of it) depend on that.
  return useMemo(() => currentEntry(slug, saved, shared, first), [slug, saved, shared, first]);
}

/**
 * The input shown now, read from the store when it is needed (an action's handler): panels that render
 * a frame behind the edits must not act on the input they last drew.
 */
export function latestInput(bundle: LabBundle) {
  return inputIn(useLabs.getState(), bundle);
}

/** Which scenario the input is, unedited, and whether it was edited: primitives, so a key changes neither. */
export function useScenarioShown(bundle: LabBundle): { scenarioId: string | null; edited: boolean } {
  const scenarioId = useLabs((s) => inputIn(s, bundle).scenarioId);
  const edited = useLabs((s) => inputIn(s, bundle).edited);
  return { scenarioId, edited };
}

/** The explanation of an outcome: by code, by teaching-error message, or the "reference would crash" text. */
export function outcomeText(bundle: LabBundle, run: LabRun): OutcomeText | undefined {
  const file = bundle.outcomes;
  if (run.outcome === 'error' && run.error) {
    if (file.errors && Object.hasOwn(file.errors, run.error)) return file.errors[run.error];
    if (file.crash) return file.crash;
  }
  return Object.hasOwn(file.outcomes, run.outcome) ? file.outcomes[run.outcome] : file.crash;
}

/** The flowchart a run walks. */
export function chartFor(bundle: LabBundle, run: LabRun) {
  const charts = bundle.module.flowcharts;
  return charts.find((c) => c.id === run.chart) ?? charts[0];
}
