// The state of one page lab: the reader's inputs, the last run (first the build's, computed with
// CPython), the exits reached so far with an example each. Python loads on the reader's first move toward
// the lab (warm), and every edit after that runs the page's code again in the worker.
import { useEffect, useMemo, useState } from 'react';
import {
  argsFor,
  RUN_LIMIT_MS,
  type InputValue,
  type PageLabData,
  type RunReport,
} from '../../src/page-labs/index';
import {
  ask,
  RuntimeError,
  runtimeVersion,
  warmRuntime,
  type RuntimeFailure,
} from '../page-lab-runtime/runtime';
import { usePageLabInputs } from './use-page-lab-inputs';

export type LabStatus =
  | { s: 'build' }
  | { s: 'loading' }
  | { s: 'running' }
  | { s: 'done'; python: string }
  | { s: 'failed'; kind: RuntimeFailure; message: string };

export interface Found {
  example?: string;
  args?: InputValue[];
}

const DEBOUNCE_MS = 180;

const sameInputs = (a: readonly InputValue[], b: readonly InputValue[]) =>
  JSON.stringify(a) === JSON.stringify(b);

export function usePageLab(data: PageLabData) {
  const state = usePageLabInputs(data);
  const { inputs } = state;
  const [lastReport, setReport] = useState<RunReport>(data.run);
  /** the inputs the last run in this tab was made with (what the port is compared on) */
  const [lastInputs, setLastInputs] = useState<InputValue[]>(data.inputs);
  const [lastStatus, setStatus] = useState<LabStatus>({ s: 'build' });
  const [runs, setRuns] = useState(0);
  const [extra, setExtra] = useState<Record<string, Found>>({});
  const converted = useMemo(() => argsFor(inputs, data.specs), [inputs, data.specs]);
  const code = data.code;
  const [firstCode] = useState(code);
  // the build's (or the preview's) inputs on the code it ran: its run is the answer, no Python needed
  const pristine = firstCode === code && sameInputs(inputs, data.inputs);
  const report = pristine ? data.run : lastReport;
  const status: LabStatus = pristine ? { s: 'build' } : lastStatus;

  useEffect(() => {
    if (pristine) return;
    if (!converted.ok) return;
    let live = true;
    const timer = setTimeout(() => {
      setStatus(runtimeVersion() ? { s: 'running' } : { s: 'loading' });
      ask<RunReport>({ op: 'run', code, fn: data.name, args: converted.args, limitMs: RUN_LIMIT_MS }).then(
        (r) => {
          if (!live) return;
          setReport(r);
          setLastInputs(inputs);
          setRuns((n) => n + 1);
          setStatus({ s: 'done', python: runtimeVersion() ?? 'Pyodide' });
          const exit = r.exit;
          if (exit && data.shape.exits.some((e) => e.id === exit))
            setExtra((x) => (x[exit] || data.search.found[exit] ? x : { ...x, [exit]: { args: inputs } }));
        },
        (e: unknown) => {
          if (!live) return;
          setRuns((n) => n + 1);
          const kind = e instanceof RuntimeError ? e.kind : 'crash';
          setStatus({ s: 'failed', kind, message: e instanceof Error ? e.message : String(e) });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // inputs are read through `converted` (same identity change); the found map only grows
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [converted, code, pristine, data.name]);

  const found: Record<string, Found> = useMemo(
    () => ({ ...data.search.found, ...extra }),
    [data.search.found, extra],
  );

  const ranWith = pristine ? data.inputs : lastInputs;
  return { ...state, converted, report, ranWith, status, runs, found, warm: warmRuntime, edited: !pristine };
}
