/**
 * Test-only: a small valid skill folder set and helpers to vary one SKILL.md. Tests of the skills lab
 * start from this set and change one thing, so each rule is seen firing on a file that is otherwise
 * clean.
 */
import type { SkillsState } from './state.ts';

export const HEAD = [
  '---',
  'name: weather-report',
  'description: Writes a short weather report for one city. Use when the user asks about the weather.',
  'metadata:',
  '  owner: travel-desk',
  '---',
];

export const BODY = [
  '# Weather report',
  '',
  '1. Call `get_forecast`.',
  '2. Use the units in [units](references/units.md).',
  '',
];

export const UNITS = '# Units\n\n- Temperatures in °C.\n';

export const VALID_SKILL_MD = [...HEAD, ...BODY].join('\n');

export const TRAVEL_SKILL_MD = [
  '---',
  'name: travel-checklist',
  'description: 为一次出行整理行前清单。用户问出发前要准备什么时使用。',
  '---',
  '1. 先问清目的地和天数。',
  '',
].join('\n');

export function filesWith(skillMd: string, extra: { path: string; text: string }[] = []) {
  return [
    { path: 'weather-report/SKILL.md', text: skillMd },
    { path: 'weather-report/references/units.md', text: UNITS },
    { path: 'travel-checklist/SKILL.md', text: TRAVEL_SKILL_MD },
    ...extra,
  ];
}

/** The valid SKILL.md with its frontmatter lines replaced (the body kept). */
export function withHead(head: string[], body: string[] = BODY): string {
  return [...head, ...body].join('\n');
}

export const CONVERSATION = JSON.stringify({
  systemTokens: 3000,
  turnTokens: 1800,
  cachedPrice: 0.1,
  turns: ['weather-report', 'weather-report', 'travel-checklist'],
});

export function stateWith(files = filesWith(VALID_SKILL_MD), over: Partial<SkillsState> = {}): SkillsState {
  return {
    files,
    active: ['weather-report'],
    requested: ['weather-report/references/units.md'],
    budget: 1000,
    injection: 'attachment',
    conversation: CONVERSATION,
    ...over,
  };
}
