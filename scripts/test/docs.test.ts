// The parts of ARCHITECTURE.md and content/README.md a test can read: the table of src/ areas says what
// scripts/test/boundaries.mjs (and so lint) says, and every path the lab layout names exists for every lab.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_AREAS, AREAS } from './boundaries.mjs';

const architecture = readFileSync('ARCHITECTURE.md', 'utf8');

/** The `src/` (or `app/`) rows of a table of areas: area → runtime imports and type-only imports. */
function tableRows(
  md: string,
  root: 'src' | 'app' = 'src',
): { area: string; imports: string[]; types: string[] }[] {
  const name = `${root}\\/[a-z0-9-]+`;
  return md
    .split('\n')
    .filter((l) => new RegExp(`^\\| \`${name}\` `).test(l))
    .map((l) => {
      const cells = l.split('|').map((c) => c.trim());
      const area = /`([^`]+)`/.exec(cells[1]!)![1]!;
      const may = cells[3]!;
      const types = [...may.matchAll(new RegExp(`types of \`(${name})\``, 'g'))].map((m) => m[1]!);
      const all = [...may.matchAll(new RegExp(`\`(${name})\``, 'g'))].map((m) => m[1]!);
      return { area, imports: all.filter((a) => !types.includes(a)), types };
    });
}

describe('ARCHITECTURE.md', () => {
  it('reads the table (the reader is not vacuous)', () => {
    expect(tableRows(architecture).length).toBeGreaterThan(5);
    expect(tableRows('| `src/x` | holds | `src/a`, types of `src/b` |')).toEqual([
      { area: 'src/x', imports: ['src/a'], types: ['src/b'] },
    ]);
  });

  it('the src/ table is the table lint enforces, row for row and in the same order', () => {
    expect(tableRows(architecture)).toEqual(
      AREAS.map((r) => ({ area: r.area, imports: [...r.imports], types: [...(r.types ?? [])] })),
    );
  });

  it('the app/ layers table is the one lint enforces, row for row and in the same order', () => {
    const section = /### The app\/ layers[\s\S]*?(?=\n## )/.exec(architecture)![0];
    expect(tableRows(section, 'app')).toEqual(
      APP_AREAS.map((r) => ({ area: r.area, imports: [...r.imports], types: [...(r.types ?? [])] })),
    );
  });

  it('every path of the lab layout exists for every lab', () => {
    const block = /## A lab is one folder[\s\S]*?```\n([\s\S]*?)```/.exec(architecture)![1]!;
    const paths = [...block.matchAll(/^(\S*<slug>\S*)\s+(\(optional\))?/gm)].map((m) => ({
      path: m[1]!,
      optional: !!m[2] || /\(optional\)/.test(block.split('\n').find((l) => l.startsWith(m[1]!)) ?? ''),
    }));
    expect(paths.length).toBeGreaterThanOrEqual(6);
    // A folder named with a leading underscore holds test data (`__fixtures__`), not a lab.
    const labs = readdirSync('src/labs', { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
      .map((d) => d.name);
    const missing = labs.flatMap((slug) =>
      paths
        .filter((p) => !p.optional)
        .map((p) => p.path.replace('<slug>', slug))
        .filter((f) => !existsSync(f)),
    );
    expect(missing).toEqual([]);
  });
});

describe('content/README.md', () => {
  it('describes every folder of content/', () => {
    const readme = readFileSync('content/README.md', 'utf8');
    const layout = /## Layout[\s\S]*?```\n([\s\S]*?)```/.exec(readme)![1]!;
    const tracked = execFileSync('git', ['ls-files', 'content'], { encoding: 'utf8' }).split('\n');
    const folders = [...new Set(tracked.filter((f) => f.split('/').length > 2).map((f) => f.split('/')[1]!))];
    expect(folders.filter((f) => !new RegExp(`^  ${f}/`, 'm').test(layout))).toEqual([]);
  });
});
