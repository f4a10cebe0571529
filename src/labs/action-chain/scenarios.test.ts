import { describe, expect, it } from 'vitest';
import outcomesFile from '../../../content/labs/action-chain/outcomes.json';
import scenarioFile from '../../../content/labs/action-chain/scenarios.json';
import type { OutcomesFile, ScenarioFile } from '../contract.ts';
import { checkState } from '../state.ts';
import type { ActionChainState } from './state.ts';
import lab from './index.ts';
import { runTimeline, type Verdict } from './timeline.ts';

const file = scenarioFile as ScenarioFile<ActionChainState>;
const texts = outcomesFile as OutcomesFile;

/** What the retry timeline of a scenario must show: the last completion verdict of each lane. */
const TIMELINE_VERDICTS: Record<string, { nokey: Verdict; key: Verdict }> = {
  'ac-retry-without-key': { nokey: 'duplicate', key: 'done' },
  'ac-retry-with-key': { nokey: 'duplicate', key: 'done' },
  'ac-completion-no-evidence': { nokey: 'no_recheck', key: 'no_recheck' },
  'ac-completion-verified': { nokey: 'done', key: 'done' },
  'ac-lost-request': { nokey: 'done', key: 'done' },
};

describe('action-chain scenarios', () => {
  it('are at least ten, with unique ids, for this lab', () => {
    expect(file.lab).toBe('action-chain');
    expect(file.scenarios.length).toBeGreaterThanOrEqual(10);
    const ids = file.scenarios.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(file.scenarios.map((s) => [s.id, s] as const))('%s gives its expected outcome', (_, s) => {
    expect(checkState(lab, s.state)).toMatchObject({ ok: true });
    expect(lab.run(s.state).outcome).toBe(s.expect);
    const timeline = runTimeline(s.state.timeline);
    expect(timeline.ok, JSON.stringify(timeline)).toBe(true);
    const want = TIMELINE_VERDICTS[s.id];
    if (want && timeline.ok)
      expect({
        nokey: timeline.value.summary.nokey.verdict,
        key: timeline.value.summary.key.verdict,
      }).toEqual(want);
  });

  it('cover every outcome and the error', () => {
    const expected = new Set(file.scenarios.map((s) => s.expect));
    for (const o of [...lab.outcomes, 'error']) expect(expected.has(o), o).toBe(true);
  });

  it('walkthroughs name existing scenarios', () => {
    const ids = new Set(file.scenarios.map((s) => s.id));
    for (const w of file.walkthroughs) for (const step of w.steps) expect(ids.has(step), step).toBe(true);
  });
});

describe('action-chain outcome texts', () => {
  it('explain every outcome and the error, in both languages', () => {
    expect(texts.lab).toBe('action-chain');
    expect(Object.keys(texts.outcomes).sort()).toEqual([...lab.outcomes, 'error'].sort());
    for (const [code, t] of Object.entries(texts.outcomes)) {
      for (const part of [t.title, t.explain, t.proves, t.notProves, t.next]) {
        expect(part.zh, code).toMatch(/\S/);
        expect(part.en, code).toMatch(/\S/);
      }
      expect(['ok', 'block', 'unknown']).toContain(t.tone);
    }
  });
});
