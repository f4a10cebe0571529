// The run of a lab on the input shown now. Ordinary inputs run at once on every keystroke (the work is a
// few milliseconds, so no debounce stands between a key and the lit path); an input above BIG_INPUT
// characters runs in a worker, so parsing megabytes never blocks typing, scrolling or the rest of the page.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { AnyLab, LabRun } from '../../src/labs/index';
import { askLabWorker } from './lab-worker';

/** Total characters above which a lab runs off the main thread. */
export const BIG_INPUT = 50_000;

/** The characters of a state's texts (strings and string arrays, one level deep). */
export function inputSize(state: unknown): number {
  if (!state || typeof state !== 'object') return 0;
  let n = 0;
  for (const v of Object.values(state)) {
    if (typeof v === 'string') n += v.length;
    else if (Array.isArray(v)) for (const x of v) n += typeof x === 'string' ? x.length : 0;
  }
  return n;
}

function runInWorker(lab: AnyLab, state: unknown): Promise<LabRun> {
  return askLabWorker({ kind: 'run', slug: lab.slug, state }).then((r) => {
    if (!r.run) throw new Error('the lab worker sent no run');
    return r.run;
  });
}

const PENDING: LabRun = { outcome: 'pending', trace: [] };

// A lab may read something besides its state that arrives later (the skills lab's tokenizer loads after
// first paint). It calls `rerunLabs()` once that is ready, and every open run is computed again.
let revision = 0;
const revisionListeners = new Set<() => void>();

export function rerunLabs(): void {
  revision++;
  for (const l of revisionListeners) l();
}

function subscribeRevision(cb: () => void) {
  revisionListeners.add(cb);
  return () => revisionListeners.delete(cb);
}

/** Changes whenever `rerunLabs()` is called (0 on the server and during hydration). */
export function useRunRevision(): number {
  return useSyncExternalStore(
    subscribeRevision,
    () => revision,
    () => 0,
  );
}

export function useLabRun(lab: AnyLab, state: unknown): LabRun & { pending?: boolean } {
  const big = inputSize(state) > BIG_INPUT;
  const rev = useRunRevision();
  const now = useMemo(() => {
    if (big) return null;
    void rev;
    return lab.run(state);
  }, [lab, state, big, rev]);
  const [fromWorker, setFromWorker] = useState<{ state: unknown; run: LabRun } | null>(null);
  useEffect(() => {
    if (!big) return;
    let live = true;
    runInWorker(lab, state).then(
      (run) => live && setFromWorker({ state, run }),
      (e: unknown) =>
        live &&
        setFromWorker({
          state,
          run: {
            outcome: 'error',
            trace: [{ node: 'error', pass: false }],
            error: `internal error: ${String(e)}`,
          },
        }),
    );
    return () => {
      live = false;
    };
  }, [lab, state, big]);
  if (now) return now;
  if (fromWorker && fromWorker.state === state) return fromWorker.run;
  return { ...(fromWorker ? fromWorker.run : PENDING), pending: true };
}
