// Under the workbench: the evaluation report. One metric at a time (the verdict reads the mis-selection
// rate), as a table per family and overall, the plain sentences, and the chart with its SVG download.
import { useId, useMemo, useState } from 'react';
import {
  beyondNoise,
  evalChartSvg,
  evalChartTree,
  familyAlpha,
  METRICS,
  type Metric,
  type SelectionState,
  type SelectionValue,
} from '../../../src/labs/selection-eval/index';
import { useRoute } from '../../routing/router';
import { downloadText } from '../../storage/download';
import { TID } from '../../testids';
import type { LabExtrasProps } from '../contract';
import { Panel } from '../Panel';
import { ReportTable } from './ReportTable';
import { SvgChart } from './SvgChart';
import * as W from './text';

export function ReportPanel({ run }: LabExtrasProps<SelectionState>) {
  const { lang } = useRoute();
  const [metric, setMetric] = useState<Metric>('misselection');
  const value = run.value as SelectionValue | undefined;
  const tree = useMemo(
    () => (value ? evalChartTree(value.report, metric, lang) : null),
    [value, metric, lang],
  );
  if (!value || !tree)
    return (
      <Panel title={W.REPORT[lang]} testId={TID.selectionReport}>
        <p>{W.NEEDS_CASES[lang]}</p>
      </Panel>
    );
  const { report } = value;
  const families = report.families.map((fr, i) => ({ fr, sentence: value.familySentences[i]! }));
  return (
    <Panel title={W.REPORT[lang]} testId={TID.selectionReport}>
      <p data-design={report.design}>{W.DESIGN_USED[report.design][lang]}</p>
      <section aria-labelledby="selection-sentences" className="space-y-1">
        <h3 id="selection-sentences" className="font-semibold">
          {W.SENTENCES[lang]}
        </h3>
        <p
          data-testid={TID.selectionSentence}
          className="rounded-md border-l-4 border-blue-800 bg-slate-50 p-2 dark:border-blue-300 dark:bg-slate-900"
        >
          {value.sentence[lang]}
        </p>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {families.map(({ fr, sentence }) => {
            const beyond = beyondNoise(fr.compare?.misselection, familyAlpha(report.families.length));
            return (
              <li key={fr.family}>
                <span className="font-semibold">[{beyond ? W.BEYOND[lang] : W.WITHIN[lang]}]</span>{' '}
                {sentence[lang]}
              </li>
            );
          })}
        </ul>
      </section>
      <MetricSwitch metric={metric} onMetric={setMetric} />
      <ReportTable report={report} metric={metric} lang={lang} />
      <p className="text-xs text-slate-800 dark:text-slate-200">{W.TABLE_NOTE[lang]}</p>
      <figure className="space-y-2">
        {/* Scrolls rather than shrinks on a phone, so its labels stay readable. */}
        <div
          data-testid={TID.selectionChart}
          data-metric={metric}
          tabIndex={0}
          role="region"
          aria-label={W.CHART[lang]}
          className="max-w-full overflow-x-auto"
        >
          <SvgChart tree={tree} />
        </div>
        <figcaption className="flex flex-wrap items-center gap-3 text-xs text-slate-800 dark:text-slate-200">
          <span>{W.CHART_NOTE[lang]}</span>
          <button
            type="button"
            className="btn-small"
            data-testid={TID.selectionDownload}
            onClick={() =>
              downloadText(
                `selection-eval-${metric}.svg`,
                evalChartSvg(report, metric, lang),
                'image/svg+xml',
              )
            }
          >
            {W.DOWNLOAD_SVG[lang]}
          </button>
        </figcaption>
      </figure>
    </Panel>
  );
}

function MetricSwitch({ metric, onMetric }: { metric: Metric; onMetric(m: Metric): void }) {
  const { lang } = useRoute();
  const name = useId();
  return (
    <fieldset data-testid={TID.selectionMetric} data-metric={metric}>
      <div className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-2 text-sm font-semibold">{W.METRIC[lang]}</legend>
        {METRICS.map((m) => (
          <label
            key={m}
            className={`cursor-pointer rounded-md border px-3 py-1 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-blue-700 ${
              metric === m
                ? 'border-blue-800 bg-blue-800 font-semibold text-white dark:border-blue-300 dark:bg-blue-300 dark:text-slate-950'
                : 'border-slate-500 bg-white hover:bg-slate-100 dark:bg-slate-900 dark:hover:bg-slate-800'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={m}
              checked={metric === m}
              onChange={() => onMetric(m)}
              className="sr-only"
            />
            {W.METRICS_TEXT[m].label[lang]}
          </label>
        ))}
      </div>
      <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">{W.METRICS_TEXT[metric].hint[lang]}</p>
    </fieldset>
  );
}
