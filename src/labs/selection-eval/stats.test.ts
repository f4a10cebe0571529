// Reference values: computed independently with Python's standard library by
// scripts/fidelity/selection-eval-reference.py (math.comb on integers for the exact binomial tails, math.erfc for
// normal and chi-square p-values, the Wilson and Newcombe intervals written out from their formulas) and
// pasted here as literals. Rerun the script and update the literals if a formula changes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binomialHalfCdf, erfc, mcnemar, newcombe, pairedSe, twoProportion, wilson } from './stats.ts';

const close = (actual: number, expected: number, rel = 1e-12) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(rel * Math.max(Math.abs(expected), 1e-300));

describe('erfc', () => {
  const ref: [number, number][] = [
    [0, 1.0],
    [0.1, 0.8875370839817152],
    [0.5, 0.4795001221869535],
    [1, 0.15729920705028513],
    [1.96, 0.005573724535172132],
    [2.4, 0.0006885138966450789],
    [2.5, 0.0004069520174449589],
    [2.6, 0.00023603441652934908],
    [3, 2.2090496998585438e-5],
    [4.5, 1.9661604415428873e-10],
    [6, 2.1519736712498916e-17],
    [10, 2.088487583762545e-45],
    [-1, 1.842700792949715],
  ];
  it.each(ref)('erfc(%s) matches math.erfc', (x, y) => close(erfc(x), y, 1e-12));
  it('is monotone and stays in [0, 2]', () =>
    fc.assert(
      fc.property(
        fc.double({ min: -8, max: 8, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (x, d) => {
          const [a, b] = [erfc(x), erfc(x + d)];
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a).toBeLessThanOrEqual(2);
          expect(b).toBeLessThanOrEqual(a + 1e-15);
        },
      ),
    ));
});

describe('Wilson interval', () => {
  const ref: [number, number, number, number][] = [
    [0, 10, 0.0, 0.2775327998628892],
    [10, 10, 0.7224672001371107, 0.9999999999999999],
    [60, 240, 0.1994465391717465, 0.30843042079903293],
    [12, 240, 0.028830303254792054, 0.08534822469261089],
    [8, 40, 0.10499989725437703, 0.347573063463995],
    [1, 3, 0.06149194472039615, 0.7923403991979523],
    [126, 180, 0.6294468133268561, 0.7621949875044985],
    [205, 228, 0.8531829063644268, 0.9318363086016012],
  ];
  it.each(ref)('%s/%s', (k, n, lo, hi) => {
    const w = wilson(k, n);
    close(w?.lo ?? NaN, lo, 1e-12);
    close(w?.hi ?? NaN, hi, 1e-12);
  });
  it('is empty for no cases and always contains the rate', () => {
    expect(wilson(0, 0)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, u) => {
        const k = Math.floor(u * n);
        const w = wilson(k, n);
        expect(w).not.toBeNull();
        expect(w!.lo).toBeLessThanOrEqual(k / n + 1e-12);
        expect(w!.hi).toBeGreaterThanOrEqual(k / n - 1e-12);
      }),
    );
  });
});

describe("McNemar's test", () => {
  const ref: [number, number, string, number][] = [
    [0, 0, 'none', 1.0],
    [4, 0, 'exact', 0.125],
    [6, 0, 'exact', 0.03125],
    [11, 1, 'exact', 0.00634765625],
    [5, 1, 'exact', 0.21875],
    [12, 12, 'exact', 1.0],
    [20, 4, 'exact', 0.001543879508972168],
    [50, 2, 'chi-square-cc', 7.138060540993875e-11],
    [30, 40, 'chi-square-cc', 0.28205887576155886],
    [300, 250, 'chi-square-cc', 0.03667469760670498],
  ];
  it.each(ref)('b=%s c=%s', (b, c, method, p) => {
    const t = mcnemar(b, c);
    expect(t.method).toBe(method);
    close(t.p, p, 1e-10);
  });
  it('uses the exact test below 25 discordant pairs and is symmetric', () => {
    expect(mcnemar(12, 12).method).toBe('exact');
    expect(mcnemar(13, 12).method).toBe('chi-square-cc');
    fc.assert(
      fc.property(fc.nat(400), fc.nat(400), (b, c) => {
        expect(mcnemar(b, c).p).toBe(mcnemar(c, b).p);
        expect(mcnemar(b, c).p).toBeGreaterThan(0);
        expect(mcnemar(b, c).p).toBeLessThanOrEqual(1);
      }),
    );
  });
  it('sums binomial tails without overflow', () => {
    expect(binomialHalfCdf(0, 1)).toBe(0.5);
    expect(binomialHalfCdf(2000, 4000)).toBeGreaterThan(0.5);
    expect(binomialHalfCdf(10, 5000)).toBeGreaterThanOrEqual(0);
  });
});

describe('independent samples', () => {
  const z: [number, number, number, number, number, number][] = [
    [9, 30, 3, 30, -1.9364916731037083, 0.05280751141611366],
    [60, 240, 12, 240, -6.135719910778963, 8.477440461174841e-10],
    [8, 40, 4, 40, -1.252448582170299, 0.21040645309537137],
    [5, 20, 15, 20, 3.162277660168379, 0.0015654022580025523],
  ];
  it.each(z)('two-proportion %s/%s vs %s/%s', (k1, n1, k2, n2, zz, p) => {
    const t = twoProportion(k1, n1, k2, n2);
    close(t.z, zz, 1e-12);
    close(t.p, p, 1e-9);
  });
  const nc: [number, number, number, number, number, number][] = [
    [9, 30, 3, 30, -0.39034587539207705, 0.00538918172459707],
    [60, 240, 12, 240, -0.262147165140786, -0.13831410703707805],
    [8, 40, 4, 40, -0.25946298132909806, 0.06143079997526929],
    [0, 20, 0, 20, -0.16112515805281938, 0.16112515805281938],
  ];
  it.each(nc)('Newcombe %s/%s vs %s/%s', (k1, n1, k2, n2, lo, hi) => {
    const ci = newcombe(k1, n1, k2, n2);
    close(ci?.lo ?? NaN, lo, 1e-12);
    close(ci?.hi ?? NaN, hi, 1e-12);
  });
  it('gives p = 1 when there is no variance, and a paired SE of zero without discordance', () => {
    expect(twoProportion(0, 10, 0, 10).p).toBe(1);
    expect(pairedSe(0, 0, 10)).toBe(0);
    expect(pairedSe(50, 2, 240)).toBeCloseTo(0.02713, 5);
  });
});
