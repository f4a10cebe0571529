// The arrows of ARCHITECTURE.md, checked on the real import graph: no ring of imports in src/ or app/,
// and no src/ area importing one above it or one its row does not name.
import { describe, expect, it } from 'vitest';
import { AREAS, areaOf } from './boundaries.mjs';
import { importCycles, importGraph, sourceFiles, type ImportEdge } from './import-graph.ts';

const edges = importGraph(sourceFiles(['src', 'app']));
const show = (e: ImportEdge) => `${e.from} -> ${e.to}${e.typeOnly ? ' (types)' : ''}`;

describe('import graph', () => {
  it('finds imports, type-only imports and import() calls (the reader itself works)', () => {
    const has = (from: string, to: string) => edges.find((e) => e.from === from && e.to === to);
    expect(has('src/labs/registry.ts', 'src/lab-catalog/index.ts')).toMatchObject({ typeOnly: false });
    expect(has('src/lab-catalog/index.ts', 'src/labs/contract.ts')).toMatchObject({ typeOnly: true });
    expect(edges.some((e) => e.dynamic)).toBe(true);
  });

  it('finds a ring when there is one, and none in a chain', () => {
    const e = (from: string, to: string): ImportEdge => ({ from, to, typeOnly: false, dynamic: false });
    expect(importCycles([e('a', 'b'), e('b', 'c'), e('c', 'a'), e('c', 'd')])).toEqual([['a', 'b', 'c']]);
    expect(importCycles([e('a', 'b'), e('b', 'c'), { ...e('c', 'a'), typeOnly: true }])).toEqual([]);
  });

  it('has no import cycle in src/ or app/', () => {
    expect(importCycles(edges)).toEqual([]);
  });

  it('the table is layered: an area imports only areas listed before it', () => {
    const seen = new Set<string>();
    const upward: string[] = [];
    for (const row of AREAS) {
      for (const to of row.imports) if (!seen.has(to)) upward.push(`${row.area} -> ${to}`);
      seen.add(row.area);
    }
    expect(upward).toEqual([]);
  });

  it('every src/ folder is a row of the table', () => {
    const known = new Set(AREAS.map((r) => r.area));
    const areas = new Set(sourceFiles(['src']).map((f) => areaOf(f)!));
    expect([...areas].filter((a) => !known.has(a)).sort()).toEqual([]);
  });

  it('each src/ area imports only what its row allows (tests may use higher areas as fixtures)', () => {
    const rows = new Map(AREAS.map((r) => [r.area, r]));
    const broken = edges.filter((e) => {
      if (e.from.endsWith('.test.ts')) return false;
      const from = areaOf(e.from);
      const to = areaOf(e.to);
      if (!from || !to || from === to) return false;
      const row = rows.get(from);
      if (!row) return true;
      return !(row.imports.includes(to) || (e.typeOnly && row.types?.includes(to)));
    });
    expect(broken.map(show)).toEqual([]);
  });
});
