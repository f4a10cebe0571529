/**
 * From two case sets to the numbers a reviewer needs: per task family and overall, the mis-selection
 * rate (first domain tool ≠ golden tool; no call counts as wrong), the parameter first-pass rate (among
 * cases whose first call named the golden tool: did its arguments pass validation first time?) and the
 * success rate, each with a 95 % Wilson interval; then before → after, the right test for the design:
 * McNemar on the same case ids (paired), or the two-proportion test with Newcombe's interval
 * (independent sets). The lab's verdict reads the overall mis-selection comparison at α = 0.05.
 */
import type { EvalCase } from './cases.ts';
import { mcnemar, newcombe, pairedSe, twoProportion, wilson, type Interval, type McNemar } from './stats.ts';

export const ALPHA = 0.05;

export const METRICS = ['misselection', 'firstPass', 'success'] as const;
export type Metric = (typeof METRICS)[number];

export interface Rate {
  /** Cases that count for this metric. */
  n: number;
  /** Cases where the metric's event happened (a wrong pick, a first-pass, a success). */
  k: number;
  /** k / n; null when n is 0. */
  rate: number | null;
  ci: Interval | null;
}

export type Comparison =
  | {
      design: 'paired';
      /** Pairs that count (for firstPass: both versions picked the golden tool). */
      n: number;
      /** after − before */
      diff: number | null;
      /** Wald standard error of the paired difference. */
      se: number | null;
      test: McNemar;
      p: number;
    }
  | {
      design: 'independent';
      diff: number | null;
      /** Newcombe hybrid score 95 % interval of after − before. */
      ci: Interval | null;
      test: { method: 'two-proportion-z'; z: number };
      p: number;
    };

export interface FamilyReport {
  /** The family name, or null for all cases together. */
  family: string | null;
  before: Record<Metric, Rate>;
  after: Record<Metric, Rate>;
  /** Null when the family is missing from one of the sets. */
  compare: Record<Metric, Comparison> | null;
}

/** Whether a case counts for a metric, and whether its event happened. */
const EVENT: Record<Metric, (c: EvalCase) => boolean | null> = {
  misselection: (c) => c.first !== c.golden,
  firstPass: (c) => (c.first === c.golden ? c.argsOk === true : null),
  success: (c) => c.success,
};

function rate(cases: readonly EvalCase[], metric: Metric): Rate {
  let n = 0;
  let k = 0;
  for (const c of cases) {
    const e = EVENT[metric](c);
    if (e === null) continue;
    n += 1;
    if (e) k += 1;
  }
  return { n, k, rate: n ? k / n : null, ci: wilson(k, n) };
}

const rates = (cases: readonly EvalCase[]) =>
  Object.fromEntries(METRICS.map((m) => [m, rate(cases, m)])) as Record<Metric, Rate>;

function comparePaired(before: readonly EvalCase[], after: readonly EvalCase[], metric: Metric): Comparison {
  const afterById = new Map(after.map((c) => [c.id, c]));
  let n = 0;
  let b = 0; // event before only
  let c = 0; // event after only
  for (const x of before) {
    const y = afterById.get(x.id);
    if (!y) continue;
    const [ex, ey] = [EVENT[metric](x), EVENT[metric](y)];
    if (ex === null || ey === null) continue;
    n += 1;
    if (ex && !ey) b += 1;
    if (!ex && ey) c += 1;
  }
  const test = mcnemar(b, c);
  return {
    design: 'paired',
    n,
    diff: n ? (c - b) / n : null,
    se: n ? pairedSe(b, c, n) : null,
    test,
    p: test.p,
  };
}

function compareIndependent(before: Rate, after: Rate): Comparison {
  const t = twoProportion(before.k, before.n, after.k, after.n);
  const diff = before.rate !== null && after.rate !== null ? after.rate - before.rate : null;
  return {
    design: 'independent',
    diff,
    ci: newcombe(before.k, before.n, after.k, after.n),
    test: { method: 'two-proportion-z', z: t.z },
    p: t.p,
  };
}

function familyReport(
  family: string | null,
  before: readonly EvalCase[],
  after: readonly EvalCase[],
  paired: boolean,
): FamilyReport {
  const rb = rates(before);
  const ra = rates(after);
  const compare =
    before.length && after.length
      ? (Object.fromEntries(
          METRICS.map((m) => [
            m,
            paired ? comparePaired(before, after, m) : compareIndependent(rb[m], ra[m]),
          ]),
        ) as Record<Metric, Comparison>)
      : null;
  return { family, before: rb, after: ra, compare };
}

export interface EvalReport {
  design: 'paired' | 'independent';
  overall: FamilyReport;
  families: FamilyReport[];
}

/** The whole report; `paired` means both sets hold the same case ids. */
export function evaluate(
  before: readonly EvalCase[],
  after: readonly EvalCase[],
  paired: boolean,
): EvalReport {
  const names: string[] = [];
  for (const c of [...before, ...after]) if (!names.includes(c.family)) names.push(c.family);
  const of = (set: readonly EvalCase[], f: string) => set.filter((c) => c.family === f);
  return {
    design: paired ? 'paired' : 'independent',
    overall: familyReport(null, before, after, paired),
    families: names.map((f) => familyReport(f, of(before, f), of(after, f), paired)),
  };
}
