// One page lab: the page's own function, one editor per parameter, the exact call, the outcome, the
// exits with an example each, and the function's flowchart with the path of the last run lit.
import { useEffect, useMemo, useRef } from 'react';
import { overflowOf, revealInBox } from '../diagrams/scroll-box';
import {
  callText,
  exampleInputs,
  flowchartSvg,
  pageIdOf,
  type PageLabData,
  type RunReport,
} from '../../src/page-labs/index';
import { usePresenting } from '../classroom/Presenter';
import { useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { ParamEditor } from './ParamEditor';
import { ExitsList, Outcome } from './LabResult';
import { PageLabPresenter } from './PageLabPresenter';
import { PageLabTools } from './PageLabTools';
import { PageLabToolbar } from './PageLabToolbar';
import { PortAgreement } from './PortAgreement';
import { PAGE_LAB_WORDS } from '../page-lab-runtime/text';
import { usePageLab } from './use-page-lab';
import './page-lab.css';

export function PageLab({
  data,
  heading = 'h2',
  narrow = false,
  present = false,
  onReport,
}: {
  data: PageLabData;
  heading?: 'h2' | 'h3';
  /** one column (docked beside the text, or in the preview's pane) */
  narrow?: boolean;
  /** offers presenter mode (the function's own page), and shows it when the URL asks */
  present?: boolean;
  /** told of every run shown (the build's first): a docked lab lights the page's own diagram */
  onReport?(report: RunReport): void;
}) {
  const { lang } = useRoute();
  const w = PAGE_LAB_WORDS[lang];
  const lab = usePageLab(data);
  const { report, converted } = lab;
  const svg = useMemo(
    () =>
      flowchartSvg(
        data.shape,
        { path: report.path ?? [], exit: report.exit ?? null },
        w.flowchart(data.name),
      ),
    [data.shape, report, w, data.name],
  );
  const shown = converted.ok ? converted.shown : null;
  const call = shown ? callText(data.name, data.shape.params, shown) : null;
  const presenting = usePresenting() && present;
  useEffect(() => onReport?.(report), [report, onReport]);
  const figure = useRef<HTMLElement>(null);
  // The exit a run reached is scrolled into view inside the chart's own box (a chart wider than a phone
  // scrolls in it), in the part of the box below the sticky header; the page itself does not move.
  useEffect(() => {
    const box = figure.current;
    if (!box) return;
    const frame = requestAnimationFrame(() => {
      const node = box.querySelector('[data-node][data-state="reached"]');
      if (node && overflowOf(box) !== '') revealInBox(box, node);
    });
    return () => cancelAnimationFrame(frame);
  }, [svg]);
  if (presenting) return <PageLabPresenter data={data} lab={lab} call={call} />;
  const H = heading;
  const load = (exit: string) => {
    const f = lab.found[exit];
    if (!f) return;
    if (f.args) lab.setInputs(f.args, { record: true });
    else {
      const ex = data.examples.find((e) => e.name === f.example);
      if (ex) lab.setInputs(exampleInputs(ex, data.shape.params, data.inputs), { record: true });
    }
  };
  return (
    <section
      data-page-lab={data.name}
      data-page={data.page}
      aria-label={w.title(data.name)}
      onPointerEnter={lab.warm}
      onFocusCapture={lab.warm}
      onTouchStart={lab.warm}
      className="page-lab rounded-md border border-slate-300 p-4 dark:border-slate-700"
    >
      <H className="mb-1 text-lg font-semibold">{w.title(data.name)}</H>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{w.intro}</p>
      <PageLabToolbar data={data} state={lab} />
      <div className={narrow ? 'grid gap-4' : 'grid gap-4 xl:grid-cols-2'}>
        <div className="min-w-0">
          {data.shape.params.map((p, i) => (
            <ParamEditor
              key={p.name}
              param={p}
              spec={data.specs[i] ?? { k: 'any' }}
              value={lab.inputs[i] ?? { json: 'null' }}
              error={!converted.ok && converted.param === i ? converted.error : null}
              words={w}
              onChange={(v) => lab.setInputs(lab.inputs.map((x, j) => (j === i ? v : x)))}
            />
          ))}
          <p className="mb-1 text-xs text-slate-700 dark:text-slate-300">{w.call}</p>
          <pre
            data-testid="page-lab-call"
            className="mb-3 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-100 p-2 font-mono text-xs dark:bg-slate-800"
          >
            {call ?? '…'}
          </pre>
          <Outcome
            report={report}
            status={lab.status}
            words={w}
            computedWith={data.computedWith}
            runs={lab.runs}
          />
          <PortAgreement data={data} inputs={lab.ranWith} report={report} />
        </div>
        <div className="min-w-0">
          <ExitsList
            exits={data.shape.exits}
            found={lab.found}
            current={report.exit ?? null}
            words={w}
            onLoad={load}
          />
          <PageLabTools
            fn={data.name}
            call={call}
            report={report}
            present={present}
            functionPage={
              data.page === 'preview'
                ? null
                : hrefFor({ name: 'function', id: pageIdOf(data.page), fn: data.name }, lang)
            }
          />
          <figure
            data-testid="page-lab-flowchart"
            ref={figure}
            className="page-lab-figure overflow-auto rounded border border-slate-300 p-2 dark:border-slate-700"
            // drawn from the driver's node list by src/page-labs/flowchart.ts, every label escaped there
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        </div>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer">{w.code(data.fenceLine)}</summary>
        <pre className="mt-1 overflow-auto rounded bg-slate-100 p-2 font-mono text-xs dark:bg-slate-800">
          {data.code}
        </pre>
      </details>
    </section>
  );
}
