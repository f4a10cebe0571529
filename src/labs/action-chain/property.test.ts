/**
 * Properties over generated configurations: the lab never throws, every answer is an outcome of the
 * flowchart or an input error naming a path, every trace is a walk on the flowchart, and the editor
 * marker lies inside the text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getPath } from '../../json/index.ts';
import { arbPy, render } from '../testkit.ts';
import { expectWalk } from '../lab-test-helpers.ts';
import { hostDecide } from './chain.ts';
import { chainFlowchart } from './flowchart.ts';
import lab from './index.ts';
import { arbInput } from './arbitrary-inputs.ts';

const texts = fc.oneof({ weight: 5, arbitrary: arbInput }, { weight: 1, arbitrary: arbPy }).map(render);

describe('action-chain over generated configurations', () => {
  it('never throws, answers an outcome or an error with its path, and walks the flowchart', () => {
    const visited = new Set<string>();
    fc.assert(
      fc.property(texts, (input) => {
        const run = lab.run({ input, timeline: '' });
        expect([...lab.outcomes, 'error']).toContain(run.outcome);
        expectWalk(chainFlowchart, run.trace, visited);
        expect(run.trace.at(-1)?.node).toBe(run.outcome);
        if (run.outcome === 'error') {
          expect(run.error).toMatch(/\S/);
          // the message names the field it is about, and its path exists in the input or its parent does
          const r = hostDecide(run.parsed!);
          expect(r.ok).toBe(false);
          if (!r.ok && r.at.path.length > 0) {
            const first = String(r.at.path[0]);
            expect(r.error.startsWith('input') || r.error.startsWith(first), r.error).toBe(true);
            expect(getPath(run.parsed!, r.at.path.slice(0, -1))).toBeDefined();
          }
        }
        if (run.focus) {
          expect(run.focus.start).toBeGreaterThanOrEqual(0);
          expect(run.focus.end).toBeLessThanOrEqual(input.length);
          expect(run.focus.start).toBeLessThanOrEqual(run.focus.end);
        }
      }),
      { numRuns: 3000 },
    );
    expect([...visited].sort()).toEqual(chainFlowchart.nodes.map((n) => n.id).sort());
  }, 120_000);
});
