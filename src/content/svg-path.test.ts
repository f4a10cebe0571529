import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { simplifyPathData } from './svg-path.ts';

type P = [number, number];

const coordinate = fc.integer({ min: -50000, max: 50000 }).map((n) => n / 100);
const point = fc.tuple(coordinate, coordinate);
const fraction = fc.double({ min: 0, max: 1, noNaN: true });

const lerp = (a: P, b: P, t: number): P => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const fmt = (p: P) => `${p[0]} ${p[1]}`;
const r2 = (n: number) => Math.round(n * 100) / 100 || 0;

/** How rough.js with roughness 0 strokes a line: a cubic with both control points on it, drawn twice. */
function roughLine(a: P, b: P, t: [number, number, number, number]): string {
  const once = (u: number, v: number) =>
    `M${fmt(a)} C${fmt(lerp(a, b, u))}, ${fmt(lerp(a, b, v))}, ${fmt(b)} `;
  return once(t[0], t[1]) + once(t[2], t[3]);
}

/** Points along a cubic, to compare what two path data draw. */
function cubicAt(p0: P, c1: P, c2: P, p3: P, t: number): P {
  const s = 1 - t;
  const x = s * s * s * p0[0] + 3 * s * s * t * c1[0] + 3 * s * t * t * c2[0] + t * t * t * p3[0];
  const y = s * s * s * p0[1] + 3 * s * s * t * c1[1] + 3 * s * t * t * c2[1] + t * t * t * p3[1];
  return [x, y];
}

function distanceToSegment(p: P, a: P, b: P): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** The line segments of path data made only of M and L. */
function lines(d: string): [P, P][] {
  const out: [P, P][] = [];
  let at: P = [0, 0];
  for (const [, cmd, x, y] of d.matchAll(/([ML])(-?[\d.]+) (-?[\d.]+)/g)) {
    const p: P = [Number(x), Number(y)];
    if (cmd === 'L') out.push([at, p]);
    at = p;
  }
  return out;
}

describe('simplifyPathData', () => {
  it('writes a rough.js outline as each of its lines once in each direction drawn', () => {
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 2, maxLength: 12 }),
        fc.tuple(fraction, fraction, fraction, fraction),
        (points, t) => {
          const d = points
            .slice(1)
            .map((b, i) => roughLine(points[i]!, b, t))
            .join('');
          const out = simplifyPathData(d);
          const expected = new Set<string>();
          points.slice(1).forEach((b, i) => {
            const a = points[i]!;
            if (Math.hypot(b[0] - a[0], b[1] - a[1]) >= 0.01) {
              expected.add(`${fmt(a.map(r2) as P)}|${fmt(b.map(r2) as P)}`);
            }
          });
          const got = lines(out).map(([a, b]) => `${fmt(a)}|${fmt(b)}`);
          expect(new Set(got)).toEqual(expected);
          expect(got.length).toBe(expected.size);
          expect(out).not.toMatch(/C/);
        },
      ),
    );
  });

  it('keeps every point a curve passes through on what it draws instead', () => {
    fc.assert(
      fc.property(
        point,
        point,
        fraction,
        fraction,
        fc.double({ min: -3, max: 3, noNaN: true }),
        (a, b, u, v, bend) => {
          // Control points pushed off the chord by `bend` (often far more than the 0.01 kept).
          const c1 = lerp(a, b, u);
          const c2 = lerp(a, b, v);
          c1[1] += bend;
          const d = `M${fmt(a)} C${fmt(c1)}, ${fmt(c2)}, ${fmt(b)}`;
          const out = simplifyPathData(d);
          if (out.includes('C')) return;
          const drawn = lines(out);
          for (let i = 0; i <= 20; i++) {
            const p = cubicAt(a, c1, c2, b, i / 20);
            const near = drawn.length
              ? Math.min(...drawn.map(([s, e]) => distanceToSegment(p, s, e)))
              : Math.hypot(p[0] - a[0], p[1] - a[1]);
            expect(near).toBeLessThan(0.05);
          }
        },
      ),
    );
  });

  it('is stable: simplifying twice changes nothing more', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 2, maxLength: 8 }), fraction, (points, t) => {
        const d = points
          .slice(1)
          .map((b, i) => roughLine(points[i]!, b, [t, 1 - t, t / 2, 1 - t / 2]))
          .join('');
        const once = simplifyPathData(d);
        expect(simplifyPathData(once)).toBe(once);
      }),
    );
  });

  it('keeps real curves, closed shapes and the arrowhead as they draw', () => {
    expect(simplifyPathData('M446.4,57L436.15,63.08C425.9,69.17,405.4,81.33,395.15,92.83')).toBe(
      'M446.4,57L436.15,63.08C425.9,69.17,405.4,81.33,395.15,92.83',
    );
    expect(simplifyPathData('M 0 0 L 10 5 L 0 10 z')).toBe('M0 0L10 5L0 10Z');
    expect(simplifyPathData('M1 1 C1 1, 1 1, 1 1 M1 1 C2 1, 3 1, 4 1 Z')).toBe('M1 1L4 1Z');
    // A line drawn back the other way starts its dashes at the other end: both stay.
    expect(simplifyPathData('M0 0 C1 0, 2 0, 3 0 M3 0 C2 0, 1 0, 0 0 M0 0 C2 0, 1 0, 3 0')).toBe(
      'M0 0L3 0M3 0L0 0',
    );
  });

  it('leaves path data it does not fully read untouched', () => {
    for (const d of [
      'M0 0 A5 5 0 0 1 10 10',
      'm0 0 l10 10',
      'M0 0 Q5 5 10 10',
      'M0 0 C1 1 2 2',
      'L0 0',
      'M0 0 Z L 5 5',
      '',
      'M0 0 C1 1, 2 2, NaN 3',
    ]) {
      expect(simplifyPathData(d)).toBe(d);
    }
  });
});
