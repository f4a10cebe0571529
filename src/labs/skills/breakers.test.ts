import { beforeAll, describe, expect, it } from 'vitest';
import type { SkillsAnalysis } from './analyse.ts';
import { skillsBreakers } from './breakers.ts';
import lab from './index.ts';
import type { SkillsState } from './state.ts';
import { stateWith } from './test-fixtures.ts';
import { setTokenCounter } from './token-count.ts';
import { o200kCounter } from './tokenizer.ts';

beforeAll(() => setTokenCounter(o200kCounter));

const breaker = (id: string) => skillsBreakers.find((b) => b.id === id)!;
const analysis = (s: SkillsState) => lab.run(s).value as SkillsAnalysis;
const rules = (s: SkillsState) => analysis(s).folder.problems.map((p) => p.rule);
const base = stateWith();

describe('break-it buttons', () => {
  it('start from a valid folder', () => {
    expect(lab.run(base).outcome).toBe('valid');
  });

  it.each([
    ['name-capitals', 'invalid', ['name-uppercase', 'name-folder-mismatch']],
    ['drop-description', 'invalid', ['description-missing']],
    ['oversized-body', 'warnings', ['body-lines', 'body-tokens']],
    ['unknown-field', 'invalid', ['field-unknown']],
    ['rename-folder', 'invalid', ['name-folder-mismatch']],
  ])('%s → %s with %j', (id, outcome, expected) => {
    const broken = breaker(id).apply(base)!;
    expect(lab.run(broken).outcome).toBe(outcome);
    expect(rules(broken)).toEqual(expect.arrayContaining(expected));
  });

  it('a missing description makes the host skip the skill and the catalog shrink', () => {
    const broken = breaker('drop-description').apply(base)!;
    const before = analysis(base).catalogs.xml;
    const after = analysis(broken).catalogs.xml;
    expect(after.entries.map((e) => e.name)).toEqual(['travel-checklist']);
    expect(after.total.tokens).toBeLessThan(before.total.tokens);
  });

  it('renaming the folder moves its files and the requested paths along', () => {
    const broken = breaker('rename-folder').apply(base)!;
    expect(broken.files.map((f) => f.path)).toContain('weather-report-old/references/units.md');
    expect(broken.requested).toEqual(['weather-report-old/references/units.md']);
  });

  it('a switch mid-conversation changes the skill from the middle turn on, and inline pays for it', () => {
    const s = stateWith(undefined, {
      conversation: '{"turns": ["weather-report", "weather-report", "weather-report", "weather-report"]}',
    });
    const broken = breaker('switch-topic').apply(s)!;
    expect(JSON.parse(broken.conversation).turns).toEqual([
      'weather-report',
      'weather-report',
      'travel-checklist',
      'travel-checklist',
    ]);
    const sim = analysis(broken).simulation!.result;
    expect(sim.paths.inline.turns[2]!.event).toBe('switch');
    expect(sim.delta.inlineMinusAttachment).toBeGreaterThan(0);
    expect(analysis(s).simulation!.result.delta.inlineMinusAttachment).toBe(0);
  });

  it('a switch keeps a turn’s own size', () => {
    const s = stateWith(undefined, {
      conversation: '{"turns": ["weather-report", {"skill": "weather-report", "tokens": 7}]}',
    });
    expect(JSON.parse(breaker('switch-topic').apply(s)!.conversation).turns[1]).toEqual({
      skill: 'travel-checklist',
      tokens: 7,
    });
  });

  it('compaction before the last turn makes attachment re-inject', () => {
    const broken = breaker('compact').apply(base)!;
    expect(JSON.parse(broken.conversation).turns).toEqual([
      'weather-report',
      'weather-report',
      '/compact',
      'travel-checklist',
    ]);
    expect(breaker('compact').apply(broken)).toBeNull();
  });

  it('return null when their mistake does not apply', () => {
    const empty = stateWith([]);
    for (const id of [
      'name-capitals',
      'drop-description',
      'oversized-body',
      'unknown-field',
      'rename-folder',
    ])
      expect(breaker(id).apply(empty), id).toBeNull();
    const notJson = stateWith(undefined, { conversation: 'not json' });
    expect(breaker('switch-topic').apply(notJson)).toBeNull();
    expect(breaker('compact').apply(notJson)).toBeNull();
    const oneSkill = stateWith(base.files.slice(0, 2), {
      conversation: '{"turns": ["weather-report", "weather-report"]}',
    });
    expect(breaker('switch-topic').apply(oneSkill)).toBeNull();
    const noDesc = breaker('drop-description').apply(stateWith([base.files[0]!]))!;
    expect(breaker('drop-description').apply(noDesc)).toBeNull();
  });
});
