/**
 * The statistics of the selection evaluation, in plain TypeScript (no dependency): Wilson score
 * intervals for one rate; McNemar's test for paired before/after cases (exact binomial when there are
 * fewer than 25 discordant pairs, otherwise chi-square with Edwards' continuity correction); the pooled
 * two-proportion z-test and Newcombe's hybrid score interval for independent sets. All at 95 %.
 * Reference values in the tests come from Python's standard library (see stats.test.ts).
 */

/** The 97.5th percentile of the standard normal: a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

/** Below this many discordant pairs McNemar's test is computed exactly. */
export const EXACT_BELOW = 25;

export interface Interval {
  lo: number;
  hi: number;
}

/** Wilson score interval of k successes in n trials; null when n is 0. */
export function wilson(k: number, n: number, z = Z95): Interval | null {
  if (n <= 0) return null;
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

/** Complementary error function, relative error about 1e-15: series below 2.5, continued fraction above. */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x < 0) return 2 - erfc(-x);
  if (x < 2.5) {
    // erf(x) = 2/√π · e^(−x²) · Σ 2ⁿ x^(2n+1) / (1·3·…·(2n+1)); every term is positive.
    let term = x;
    let sum = x;
    for (let n = 1; n < 200 && term > sum * 1e-17; n++) {
      term *= (2 * x * x) / (2 * n + 1);
      sum += term;
    }
    return 1 - (2 / Math.sqrt(Math.PI)) * Math.exp(-x * x) * sum;
  }
  // erfc(x) = e^(−x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + …)))), by Lentz's method.
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let n = 1; n < 500; n++) {
    const a = n / 2;
    d = x + a * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = x + a / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / (Math.sqrt(Math.PI) * f);
}

/** Two-sided p-value of a standard normal statistic. */
export const normalTwoSided = (z: number): number => Math.min(1, erfc(Math.abs(z) / Math.SQRT2));

/** Upper tail of the chi-square distribution with one degree of freedom. */
export const chiSquare1 = (x: number): number => (x <= 0 ? 1 : erfc(Math.sqrt(x / 2)));

/** P(X ≤ k) for X ~ Binomial(m, 1/2), summed in log space so large m neither overflows nor underflows. */
export function binomialHalfCdf(k: number, m: number): number {
  if (k < 0) return 0;
  if (k >= m) return 1;
  let logC = 0; // log C(m, 0)
  let logSum = 0;
  for (let j = 1; j <= k; j++) {
    logC += Math.log((m - j + 1) / j);
    const hi = Math.max(logSum, logC);
    logSum = hi + Math.log(Math.exp(logSum - hi) + Math.exp(logC - hi));
  }
  return Math.min(1, Math.exp(logSum - m * Math.LN2));
}

export interface McNemar {
  /** Before-only events and after-only events (the discordant pairs). */
  b: number;
  c: number;
  method: 'exact' | 'chi-square-cc' | 'none';
  /** Chi-square statistic (chi-square-cc only). */
  statistic?: number;
  p: number;
}

/**
 * McNemar's test on the discordant pairs b (event before only) and c (event after only). Exact binomial
 * (two-sided, doubled smaller tail) when b + c < 25; otherwise (|b − c| − 1)² / (b + c) against
 * chi-square with one degree of freedom, the correction floored at zero so b = c gives p = 1.
 */
export function mcnemar(b: number, c: number): McNemar {
  const m = b + c;
  if (m === 0) return { b, c, method: 'none', p: 1 };
  if (m < EXACT_BELOW)
    return { b, c, method: 'exact', p: Math.min(1, 2 * binomialHalfCdf(Math.min(b, c), m)) };
  const statistic = Math.max(0, Math.abs(b - c) - 1) ** 2 / m;
  return { b, c, method: 'chi-square-cc', statistic, p: chiSquare1(statistic) };
}

/** Standard error of a paired difference of rates, (c − b)/n, by the Wald formula. */
export function pairedSe(b: number, c: number, n: number): number {
  if (n <= 0) return NaN;
  return Math.sqrt(Math.max(0, b + c - (c - b) ** 2 / n)) / n;
}

export interface TwoProportion {
  z: number;
  p: number;
}

/** Pooled two-proportion z-test of k1/n1 against k2/n2 (two-sided). */
export function twoProportion(k1: number, n1: number, k2: number, n2: number): TwoProportion {
  if (n1 <= 0 || n2 <= 0) return { z: 0, p: 1 };
  const pooled = (k1 + k2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return { z: 0, p: 1 };
  const z = (k2 / n2 - k1 / n1) / se;
  return { z, p: normalTwoSided(z) };
}

/**
 * Newcombe's hybrid score interval (his method 10 for independent samples) for p2 − p1, built from the
 * two Wilson intervals; null when a set is empty.
 */
export function newcombe(k1: number, n1: number, k2: number, n2: number): Interval | null {
  const w1 = wilson(k1, n1);
  const w2 = wilson(k2, n2);
  if (!w1 || !w2) return null;
  const [p1, p2] = [k1 / n1, k2 / n2];
  const d = p2 - p1;
  return {
    lo: d - Math.sqrt((p2 - w2.lo) ** 2 + (w1.hi - p1) ** 2),
    hi: d + Math.sqrt((w2.hi - p2) ** 2 + (p1 - w1.lo) ** 2),
  };
}
