// Repository conventions that a reviewer would otherwise have to remember: one file-naming rule, small
// files, and no lab named outside its own folder.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, sourceFiles, type ImportEdge } from './import-graph.ts';

const tracked = execFileSync('git', ['ls-files', 'app', 'src', 'scripts', 'e2e'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mts|mjs)$/.test(f));

/** A React component module is PascalCase.tsx; every other source file is kebab-case (dots allowed). */
const COMPONENT = /^[A-Z][A-Za-z0-9]*\.tsx$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|tsx|mts|mjs)$/;

describe('file names', () => {
  it('components are PascalCase.tsx, everything else kebab-case', () => {
    const bad = tracked.filter((f) => !COMPONENT.test(basename(f)) && !KEBAB.test(basename(f)));
    expect(bad).toEqual([]);
  });
});

/** Data tables may be long (a rule table reads better whole); say which, and why, here. */
// Files allowed past the size limit because they are data, not logic (none today).
const LONG_DATA_TABLES = new Set<string>([]);

describe('file sizes', () => {
  it('no source file in src/ or app/ is over 400 lines (data tables excepted)', () => {
    const long = tracked
      .filter((f) => /^(src|app)\//.test(f) && !LONG_DATA_TABLES.has(f))
      .map((f) => [f, readFileSync(f, 'utf8').split('\n').length] as const)
      .filter(([, n]) => n > 400);
    expect(long).toEqual([]);
  });
});

describe('labs are one folder', () => {
  it('no code outside a lab folder compares a slug with a lab name', () => {
    const labs = execFileSync('git', ['ls-files', 'src/labs/*/meta.ts'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((f) => f.split('/')[2]!);
    const named = new RegExp(`[=!]== '(${labs.join('|')})'`);
    const outside = tracked.filter(
      (f) =>
        /^(src|app)\//.test(f) &&
        !/^(src|app)\/labs\/[a-z0-9-]+\//.test(f) &&
        named.test(readFileSync(f, 'utf8')),
    );
    expect(outside).toEqual([]);
  });
});

/** `src/labs/admission/run.ts` or `app/labs/admission/x.tsx` → `admission` (a lab is a folder pair). */
const labOf = (path: string) => /^(?:src|app)\/labs\/([a-z0-9-]+)\//.exec(path)?.[1] ?? null;
const edges = importGraph(sourceFiles(['src', 'app']));
const show = (e: ImportEdge) => `${e.from} -> ${e.to}${e.typeOnly ? ' (types)' : ''}`;

describe('a lab is reached through its index.ts', () => {
  it("nothing outside a lab's folder imports the lab except through its index.ts", () => {
    const reaching = edges.filter((e) => {
      const lab = labOf(e.to);
      return (
        lab !== null &&
        e.to.startsWith('src/') &&
        labOf(e.from) !== lab &&
        e.to !== `src/labs/${lab}/index.ts`
      );
    });
    expect(reaching.map(show)).toEqual([]);
  });
});

describe('comments', () => {
  it('say what the code does, never which issue asked for it', () => {
    const files = execFileSync('git', ['ls-files', 'app', 'src', 'scripts', 'e2e'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|mts|mjs|css)$/.test(f));
    const citing = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/\bissues? ?#?\d+\b/i.test(line) ? [`${f}:${i + 1}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
