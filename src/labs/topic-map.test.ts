import { describe, expect, it } from 'vitest';
import { topicHighlight } from './topic-map.ts';
import { loadLab } from './registry.ts';

const admission = await loadLab('admission');
const planner = await loadLab('planner');

describe('topic diagram lighting', () => {
  it('lights the page diagram along the lab trace, with the outcome as the exit', () => {
    const run = admission.module.run({ args: '{"city": "杭州", "days": 0}', allowedCities: ['杭州'] });
    const states = topicHighlight(admission.diagramMaps['tools-skills']!, run.trace).nodes;
    expect(states.get('sr')).toBe('exit');
    expect(states.get('range')).toBe('path');
    expect(states.get('vocab')).toBe('idle');
    expect([...states.values()].filter((s) => s === 'exit').length).toBeGreaterThan(0);
  });

  it('keeps every mapped node idle when nothing ran', () => {
    const states = topicHighlight(planner.diagramMaps['tools-skills']!, []).nodes;
    expect([...states.values()].every((s) => s === 'idle')).toBe(true);
  });
});
