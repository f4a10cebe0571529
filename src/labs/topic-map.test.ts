import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { topicHighlight } from './topic-map.ts';
import { runLab } from './run.ts';

const map = JSON.parse(readFileSync('content/scenarios/topic-diagram-map.json', 'utf8'))['tools-skills'];

describe('topic diagram lighting', () => {
  it('lights the page diagram along the lab trace, with the outcome as the exit', () => {
    const run = runLab('admission', { args: '{"city": "杭州", "days": 0}', allowedCities: ['杭州'] });
    const states = topicHighlight(map.admission, run.trace);
    expect(states.get('sr')).toBe('exit');
    expect(states.get('range')).toBe('path');
    expect(states.get('vocab')).toBe('idle');
    expect([...states.values()].filter((s) => s === 'exit').length).toBeGreaterThan(0);
  });

  it('keeps every mapped node idle when nothing ran', () => {
    const states = topicHighlight(map.planner, []);
    expect([...states.values()].every((s) => s === 'idle')).toBe(true);
  });
});
