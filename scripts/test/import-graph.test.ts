// The arrows of ARCHITECTURE.md, checked on the real import graph: no ring of imports in src/ or app/
// (between files, nor between app/ areas), no src/ or app/ area importing one above it or one its row
// does not name, and lab UIs reaching the shell only through their host object.
import { describe, expect, it } from 'vitest';
import { APP_AREAS, AREAS, LAB_UI, appAreaOf, areaOf, labUiOf } from './boundaries.mjs';
import { importCycles, importGraph, sourceFiles, type ImportEdge } from './import-graph.ts';

const edges = importGraph(sourceFiles(['src', 'app']));
const show = (e: ImportEdge) => `${e.from} -> ${e.to}${e.typeOnly ? ' (types)' : ''}`;

type Row = { area: string; imports: string[]; types?: string[] };

/** The rows that import an area listed after them (the table itself runs upward). */
function upwardRows(rows: Row[]): string[] {
  const seen = new Set<string>();
  const upward: string[] = [];
  for (const row of rows) {
    for (const to of row.imports) if (!seen.has(to)) upward.push(`${row.area} -> ${to}`);
    seen.add(row.area);
  }
  return upward;
}

/** Imports between two areas that the importing area's row does not allow (tests exempt). */
function brokenArrows(rows: Row[], area: (path: string) => string | null): string[] {
  const byArea = new Map(rows.map((r) => [r.area, r]));
  return edges
    .filter((e) => {
      if (/\.test\.tsx?$/.test(e.from)) return false;
      const from = area(e.from);
      const to = area(e.to);
      if (!from || !to || from === to) return false;
      const row = byArea.get(from);
      if (!row) return true;
      return !(row.imports.includes(to) || (e.typeOnly && row.types?.includes(to)));
    })
    .map(show);
}

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
    expect(upwardRows(AREAS)).toEqual([]);
    expect(upwardRows(APP_AREAS)).toEqual([]);
    expect(
      upwardRows([
        { area: 'a', imports: ['b'] },
        { area: 'b', imports: [] },
      ]),
    ).toEqual(['a -> b']);
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

  it('every app/ folder is a row of the app/ table', () => {
    const known = new Set(APP_AREAS.map((r) => r.area));
    const areas = new Set(sourceFiles(['app']).map((f) => appAreaOf(f)!));
    expect([...areas].filter((a) => !known.has(a)).sort()).toEqual([]);
  });

  it('each app/ area imports only what its row allows', () => {
    expect(brokenArrows(APP_AREAS, appAreaOf)).toEqual([]);
  });

  it('no ring of imports between app/ areas (run time; tests may use higher areas as fixtures)', () => {
    const between = edges
      .filter((e) => !e.typeOnly && !/\.test\.tsx?$/.test(e.from) && appAreaOf(e.from) && appAreaOf(e.to))
      .map((e) => ({ ...e, from: appAreaOf(e.from)!, to: appAreaOf(e.to)! }))
      .filter((e) => e.from !== e.to);
    expect(importCycles(between)).toEqual([]);
  });

  it('a lab UI reaches the shell only through its host: the kit, test ids, diagram helpers, types', () => {
    const broken = edges.filter((e) => {
      const lab = labUiOf(e.from);
      if (!lab || /\.test\.tsx?$/.test(e.from) || !e.to.startsWith('app/')) return false;
      const other = labUiOf(e.to);
      if (other) return other !== lab;
      const to = appAreaOf(e.to)!;
      return !(LAB_UI.imports.includes(to) || (e.typeOnly && LAB_UI.types.includes(to)));
    });
    expect(broken.map(show)).toEqual([]);
  });
});
