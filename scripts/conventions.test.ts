// Repository conventions that a reviewer would otherwise have to remember: one file-naming rule.
import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';

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
