// A lab task's feedback in Chinese, for the start input, the reference answer, each near miss and a
// text that is not JSON: no English sentence and no ASCII colon in the sentences (the learner's own
// data, quoted in backticks or after a full-width colon, is left out by the same heuristic as the
// catalogue's test).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asciiColons, englishRuns } from '../i18n/english-runs.ts';
import { loadAllLabs } from '../labs/index.ts';
import { checkTask, initialAnswer } from './check.ts';
import type { PracticeFile } from './types.ts';

const labs = new Map((await loadAllLabs()).map((l) => [l.module.slug, l.module]));
const dir = join(import.meta.dirname, '../../content/practice');
const tasks = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as PracticeFile).tasks)
  .filter((t) => t.check.kind === 'lab-outcome' && t.lab);

describe('lab task feedback in Chinese', () => {
  it.each(tasks.map((t) => [t.id, t] as const))('%s', (_, task) => {
    const lab = labs.get(task.lab!)!;
    const start = initialAnswer(task, lab);
    const texts = [
      ...(start.kind === 'lab' ? [start.text] : []),
      task.answer.input ?? null,
      ...(task.nearMisses ?? []).map((m) => m.input ?? null),
      '{"unfinished": ',
    ].filter((x): x is string => typeof x === 'string');
    const found = texts.flatMap((text) =>
      checkTask(task, { kind: 'lab', text }, lab).feedback.flatMap((f) =>
        [...englishRuns(f.zh), ...asciiColons(f.zh)].map((r) => `"${r}" in ${f.zh}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
