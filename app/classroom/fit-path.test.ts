import { describe, expect, it } from 'vitest';
import { MAX_ZOOM, pathZoom } from './fit-path';

describe('pathZoom', () => {
  const box = { width: 800, height: 600 };
  it('fills the box with the path, between the floor and the cap', () => {
    expect(pathZoom({ width: 500, height: 300 }, box)).toBeCloseTo(800 / 564, 5);
    expect(pathZoom({ width: 2000, height: 100 }, box)).toBe(1);
    expect(pathZoom({ width: 10, height: 10 }, box)).toBe(MAX_ZOOM);
  });
  it('is worked out at type scale 1, so A+ grows the zoomed chart instead of refitting it', () => {
    const at1 = pathZoom({ width: 300, height: 200 }, box);
    expect(at1).toBeGreaterThan(1);
    expect(at1).toBeLessThan(MAX_ZOOM);
    for (const scale of [0.8, 1.15, 1.5])
      expect(pathZoom({ width: 300 * scale, height: 200 * scale }, box, scale)).toBeCloseTo(at1, 5);
  });
});
