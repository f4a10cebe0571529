// Every problem the skills lab finds in its scenarios (and each "break it" variant of them), read in
// Chinese: the words around a value come from the catalogue, so no English phrase and no ASCII colon
// follows a Chinese rule sentence. Values themselves (paths, names, a parser's words) are fenced data.
import { describe, expect, it } from 'vitest';
import { asciiColons, englishRuns, t, tMarked } from '../../i18n/index.ts';
import { loadAllLabs } from '../registry.ts';
import { analyse } from './analyse.ts';
import { checkFolder } from './folder.ts';
import type { SkillsState } from './state.ts';
import { estimateCounter } from './token-count.ts';

const labs = await loadAllLabs();
const skills = labs.find((l) => l.module.slug === 'skills')!;

function statesOf(): [string, SkillsState][] {
  return skills.scenarios.scenarios.flatMap((s): [string, SkillsState][] => [
    [s.id, s.state as SkillsState],
    ...skills.module.breakers.flatMap((b): [string, SkillsState][] => {
      const broken = b.apply(s.state);
      return broken === null ? [] : [[`${s.id} + ${b.id}`, broken as SkillsState]];
    }),
  ]);
}

describe('skills problem details in Chinese', () => {
  it('hold no English phrase and no ASCII colon in any scenario or break of it', () => {
    const found = new Set<string>();
    let seen = 0;
    for (const [id, state] of statesOf()) {
      const report = analyse(state, estimateCounter).folder;
      for (const p of report.problems) {
        seen++;
        const zh = tMarked('zh', p.detail);
        for (const r of [...englishRuns(zh), ...asciiColons(zh)])
          found.add(`${id} ${p.rule}: "${r}" in ${zh}`);
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect([...found]).toEqual([]);
  });

  it('reads each detail in English with its words and values', () => {
    const files = [
      { path: 'weather-report/README.md', text: '# no skill here\n' },
      { path: 'note.md', text: 'loose\n' },
    ];
    const details = checkFolder(files, estimateCounter).problems.map((p) => t('en', p.detail));
    expect(details).toContain('folder "weather-report" has no SKILL.md');
    expect(details).toContain('"note.md": not in a folder');
    const zh = checkFolder(files, estimateCounter).problems.map((p) => t('zh', p.detail));
    expect(zh).toContain('文件夹 "weather-report" 里没有 SKILL.md');
  });
});
