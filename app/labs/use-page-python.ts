// The state of the "run the page's Python" panel. Nothing loads until the learner presses the button;
// from then on the page's function runs again on every edit (after the runtime's one load, a call takes
// milliseconds), until the learner presses Stop. The runtime module itself (python-runtime.ts, with the
// fidelity comparison and the Pyodide worker) is imported on the first press.
import { useEffect, useState } from 'react';
import type { LabReference } from '../../src/labs/index';
import type { Lang } from '../i18n/strings';
import type { PanelFailure, PanelView } from './python-runtime';

export type PagePythonStatus =
  | { status: 'idle' }
  | { status: 'stopped' }
  | { status: 'loading' }
  | { status: 'running'; last: PanelView | null }
  | { status: 'done'; view: PanelView }
  | { status: 'failed'; kind: PanelFailure; message: string };

interface Settled {
  state: unknown;
  attempt: number;
  view?: PanelView;
  failure?: { kind: PanelFailure; message: string };
}

const runtime = () => import('./python-runtime');

export function usePagePython(ref: LabReference | undefined, state: unknown, lang: Lang) {
  const [on, setOn] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [loading, setLoading] = useState(false);
  const [settled, setSettled] = useState<Settled | null>(null);
  // completed runs, shown as data-runs so a test can wait for the answer to a new input
  const [runs, setRuns] = useState(0);

  useEffect(() => {
    if (!on || !ref) return;
    let live = true;
    runtime()
      .then((rt) => rt.runPagePython(ref, state, lang, () => live && setLoading(true)))
      .then(
        (view) => {
          if (!live) return;
          setLoading(false);
          setSettled({ state, attempt, view });
          setRuns((n) => n + 1);
        },
        (e: unknown) => {
          if (!live) return;
          setLoading(false);
          const kind = (e as { kind?: PanelFailure }).kind ?? 'load';
          setSettled({
            state,
            attempt,
            failure: { kind, message: e instanceof Error ? e.message : String(e) },
          });
        },
      );
    return () => {
      live = false;
    };
  }, [on, ref, state, lang, attempt]);

  let status: PagePythonStatus;
  if (!on) status = stopped ? { status: 'stopped' } : { status: 'idle' };
  else if (loading) status = { status: 'loading' };
  else if (settled && settled.state === state && settled.attempt === attempt)
    status = settled.view
      ? { status: 'done', view: settled.view }
      : { status: 'failed', ...settled.failure! };
  else status = { status: 'running', last: settled?.view ?? null };

  return {
    status,
    runs,
    /** Load (once) and run; after a failure, try again. */
    run() {
      setStopped(false);
      setOn(true);
      setAttempt((a) => a + 1);
    },
    /** Stop loading or running; the runtime is discarded and loads again on the next run. */
    stop() {
      setOn(false);
      setStopped(true);
      setLoading(false);
      void runtime().then((rt) => rt.stopPagePython());
    },
  };
}
