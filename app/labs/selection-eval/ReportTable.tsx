// One metric of the report as a table: per family and overall, the rate before and after with its 95 %
// Wilson interval, the difference with its interval, the test the design calls for and its p-value.
import type { Lang } from '../../../src/i18n/index';
import {
  pct,
  pText,
  type Comparison,
  type EvalReport,
  type FamilyReport,
  type Metric,
  type Rate,
} from '../../../src/labs/selection-eval/index';
import { fill } from '../../../src/i18n/index';
import { TID } from '../../testids';
import * as W from './text';

const interval = (lo: number, hi: number) => `[${pct(lo)}, ${pct(hi)}]`;

function RateCell({ r }: { r: Rate }) {
  return (
    <td className="px-2 py-1 align-top">
      <span className="font-mono font-semibold">{pct(r.rate)}</span>{' '}
      <span className="font-mono text-xs">
        ({r.k}/{r.n})
      </span>
      {r.ci && <span className="block font-mono text-xs">{interval(r.ci.lo, r.ci.hi)}</span>}
    </td>
  );
}

const points = (d: number) => `${d > 0 ? '+' : d < 0 ? '−' : '±'}${Math.abs(d * 100).toFixed(1)}`;

function diffText(c: Comparison, lang: Lang): { value: string; ci: string | null } {
  if (c.diff === null) return { value: '–', ci: null };
  const value = `${points(c.diff)} ${W.PTS[lang]}`;
  if (c.design === 'independent')
    return { value, ci: c.ci ? `${W.NEWCOMBE_CI[lang]} ${interval(c.ci.lo, c.ci.hi)}` : null };
  // Paired: the standard error, not a Wald interval. With few discordant pairs a Wald interval can
  // exclude zero while McNemar's exact test (the one the verdict uses) does not; showing both would
  // contradict itself.
  if (c.se === null || !Number.isFinite(c.se)) return { value, ci: null };
  return { value, ci: `${W.PAIRED_SE[lang]} ${(c.se * 100).toFixed(1)} ${W.PTS[lang]}` };
}

function testText(c: Comparison, metric: Metric, lang: Lang): string {
  if (c.design === 'independent') return `${W.TEST_SHORT.z[lang]}, z = ${c.test.z.toFixed(2)}`;
  const { method, b, c: cc, statistic } = c.test;
  const name =
    method === 'exact'
      ? W.TEST_SHORT.exact[lang]
      : method === 'none'
        ? W.TEST_SHORT.none[lang]
        : `${W.TEST_SHORT.chi[lang]} = ${(statistic ?? 0).toFixed(2)}`;
  return `${name}; ${fill(W.DISCORDANT[metric][lang], { b, c: cc })}`;
}

function Row({ fr, metric, lang }: { fr: FamilyReport; metric: Metric; lang: Lang }) {
  const c = fr.compare?.[metric];
  const d = c && diffText(c, lang);
  const overall = fr.family === null;
  return (
    <tr
      data-family={fr.family ?? ''}
      className={`border-t border-slate-300 dark:border-slate-700 ${overall ? 'font-semibold' : ''}`}
    >
      <th scope="row" className="px-2 py-1 text-left align-top">
        {fr.family ?? W.ALL[lang]}
      </th>
      <RateCell r={fr.before[metric]} />
      <RateCell r={fr.after[metric]} />
      <td className="px-2 py-1 align-top">
        {d ? (
          <>
            <span className="font-mono">{d.value}</span>
            {d.ci && <span className="block font-mono text-xs">{d.ci}</span>}
          </>
        ) : (
          W.NO_COMPARE[lang]
        )}
      </td>
      <td className="px-2 py-1 align-top text-xs">{c ? testText(c, metric, lang) : '–'}</td>
      <td className="px-2 py-1 align-top font-mono" data-p={c ? c.p : ''}>
        {c ? pText(c.p) : '–'}
      </td>
    </tr>
  );
}

export function ReportTable({ report, metric, lang }: { report: EvalReport; metric: Metric; lang: Lang }) {
  return (
    <div
      className="overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label={`${W.REPORT[lang]} · ${W.METRICS_TEXT[metric].label[lang]}`}
    >
      <table data-testid={TID.selectionTable} data-metric={metric} className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{W.METRICS_TEXT[metric].label[lang]}</caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className="px-2 py-1">
              {W.COL_FAMILY[lang]}
            </th>
            <th scope="col" className="px-2 py-1">
              {W.COL_BEFORE[lang]}
            </th>
            <th scope="col" className="px-2 py-1">
              {W.COL_AFTER[lang]}
            </th>
            <th scope="col" className="px-2 py-1">
              {W.COL_DIFF[lang]}
            </th>
            <th scope="col" className="px-2 py-1">
              {W.COL_TEST[lang]}
            </th>
            <th scope="col" className="px-2 py-1">
              p
            </th>
          </tr>
        </thead>
        <tbody>
          {report.families.map((fr) => (
            <Row key={fr.family} fr={fr} metric={metric} lang={lang} />
          ))}
          <Row fr={report.overall} metric={metric} lang={lang} />
        </tbody>
      </table>
    </div>
  );
}
