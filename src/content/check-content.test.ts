import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkContent, formatDiagnostic } from '../../scripts/build/check-content.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = 'src/content/__fixtures__';
const tsx = join(root, 'node_modules/.bin/tsx');
const script = join(root, 'scripts/build/check-content.ts');

function run(args: string[], cwd = root): { code: number; stdout: string } {
  try {
    const stdout = execFileSync(tsx, [script, ...args], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, stdout };
  } catch (e) {
    const err = e as { status: number; stdout: string };
    return { code: err.status, stdout: err.stdout };
  }
}

describe('check:content (golden)', () => {
  it('prints nothing and exits 0 for a clean wiki', () => {
    const r = run([`${fixtures}/clean/wiki`]);
    expect(r).toEqual({ code: 0, stdout: '' });
  }, 30_000);

  it('prints the expected lines and exits 1 for a broken wiki', () => {
    const r = run([`${fixtures}/broken/wiki`]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(readFileSync(join(root, fixtures, 'broken/expected-output.txt'), 'utf8'));
  }, 30_000);

  it('checks content/wiki by default, with claims beside it', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'check-content-'));
    try {
      cpSync(join(root, fixtures, 'clean/wiki'), join(tmp, 'content/wiki'), { recursive: true });
      cpSync(join(root, fixtures, 'clean/claims'), join(tmp, 'content/claims'), { recursive: true });
      expect(run([], tmp)).toEqual({ code: 0, stdout: '' });
      // A claim id the claims files do not know fails the check, naming the page's own claims file.
      writeFileSync(join(tmp, 'content/claims/core.json'), '{}');
      const r = run([], tmp);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain(
        'content/wiki/modules/core.md:9:13 error Claim "claim-core-v1" is not in content/claims/core.json',
      );
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('checkContent()', () => {
  it('reads claims from a claims/ folder and reports bad JSON', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'check-content-'));
    try {
      cpSync(join(root, fixtures, 'clean/wiki'), join(tmp, 'wiki'), { recursive: true });
      mkdirSync(join(tmp, 'claims'));
      const read = (page: string) =>
        JSON.parse(readFileSync(join(root, fixtures, `clean/claims/${page}.json`), 'utf8')) as object;
      const claims = { ...read('core'), ...read('gates') } as Record<string, unknown>;
      writeFileSync(
        join(tmp, 'claims/a.json'),
        JSON.stringify({ 'claim-gates-v1': claims['claim-gates-v1'] }),
      );
      writeFileSync(join(tmp, 'claims/b.json'), JSON.stringify({ 'claim-core-v1': claims['claim-core-v1'] }));
      expect(checkContent(['wiki'], tmp).diagnostics).toEqual([]);
      writeFileSync(join(tmp, 'claims/b.json'), '{\n  "x": oops\n}');
      const r = checkContent(['wiki'], tmp);
      expect(r.diagnostics.map(formatDiagnostic)[0]).toMatch(
        /^claims\/b\.json:2:1 error Claims file is not valid JSON/,
      );
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('reports a path that is not a folder', () => {
    const r = checkContent(['does-not-exist'], root);
    expect(r.errors).toBe(1);
    expect(formatDiagnostic(r.diagnostics[0]!)).toMatch(/^does-not-exist:1:1 error Not a folder/);
  });
});
