// The walkthrough of a run: one step per executed line, the path growing, the exit lit at the end.
import { describe, expect, it } from 'vitest';
import { pathOf, walkSteps } from './walk.ts';
import type { FlowNode } from './types.ts';

const nodes: FlowNode[] = [
  { id: 'n2', kind: 'if', line: 2, end: 4, label: 'if x:' },
  { id: 'L3', kind: 'return', line: 3, end: 3, label: 'return 1' },
  { id: 'n4', kind: 'else', line: 4, end: 5, label: 'else:' },
  { id: 'L5', kind: 'return', line: 5, end: 5, label: 'return 2' },
  { id: 'end', kind: 'end', line: 5, end: 5, label: 'end' },
];

describe('walkthrough steps', () => {
  it('lights an else by a line of its body, never the end node', () => {
    expect(pathOf({ nodes }, [2, 5])).toEqual(['n2', 'n4', 'L5']);
    expect(pathOf({ nodes }, [2])).toEqual(['n2']);
  });

  it('one step per executed line, the exit only on the last', () => {
    const steps = walkSteps({ nodes }, { lines: [2, 5], exit: 'L5' });
    expect(steps.map((s) => s.line)).toEqual([2, 5]);
    expect(steps[0]!.lit).toEqual({ path: ['n2'], exit: null });
    expect(steps[1]!.lit).toEqual({ path: ['n2', 'n4', 'L5'], exit: 'L5' });
  });

  it('a run without lines (it never started) has no steps', () => {
    expect(walkSteps({ nodes }, {})).toEqual([]);
  });
});
