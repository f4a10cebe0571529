// The state of one page lab: the reader's inputs, the last run (first the build's, computed with
// CPython), the exits reached so far with an example each. Python loads on the reader's first move toward
// the lab (warm), and every edit after that runs the page's code again in the worker.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  argsFor,
  RUN_LIMIT_MS,
  type InputValue,
  type PageLabData,
  type RunReport,
} from '../../src/page-labs/index';
import { ask, RuntimeError, runtimeVersion, warmRuntime, type RuntimeFailure } from './runtime';

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

export function usePageLab(data: PageLabData) {
  const [inputs, setInputsState] = useState<InputValue[]>(data.inputs);
  const [edits, setEdits] = useState(0);
  const [report, setReport] = useState<RunReport>(data.run);
  const [status, setStatus] = useState<LabStatus>({ s: 'build' });
  const [runs, setRuns] = useState(0);
  const [extra, setExtra] = useState<Record<string, Found>>({});
  const converted = useMemo(() => argsFor(inputs, data.specs), [inputs, data.specs]);
  const code = data.code;
  const firstCode = useRef(code);

  // a new draft of the function (the preview) or a new build's data: take its inputs when the
  // parameters changed, and its run when nothing was edited here
  const params = data.shape.params.map((p) => p.name).join(',');
  const lastParams = useRef(params);
  useEffect(() => {
    if (lastParams.current === params) return;
    lastParams.current = params;
    setInputsState(data.inputs);
  }, [params, data.inputs]);
  useEffect(() => {
    if (edits === 0 && firstCode.current === code) setReport(data.run);
  }, [data.run, edits, code]);

  const setInputs = useCallback((next: InputValue[]) => {
    setInputsState(next);
    setEdits((n) => n + 1);
  }, []);

  useEffect(() => {
    if (edits === 0 && firstCode.current === code) return;
    if (!converted.ok) return;
    let live = true;
    const timer = setTimeout(() => {
      setStatus(runtimeVersion() ? { s: 'running' } : { s: 'loading' });
      ask<RunReport>({ op: 'run', code, fn: data.name, args: converted.args, limitMs: RUN_LIMIT_MS }).then(
        (r) => {
          if (!live) return;
          setReport(r);
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
  }, [converted, code, edits, data.name]);

  const found: Record<string, Found> = useMemo(
    () => ({ ...data.search.found, ...extra }),
    [data.search.found, extra],
  );

  return { inputs, setInputs, converted, report, status, runs, found, warm: warmRuntime, edited: edits > 0 };
}
