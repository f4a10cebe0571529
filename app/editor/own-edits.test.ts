import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OwnEdits } from './own-edits';

/**
 * One editor and React between it and the page's state. `key` is the learner typing (the editor holds the
 * new text at once and reports it), `set` is text from elsewhere (a reset, a scenario), `render` is React
 * committing some state set so far, in order, maybe skipping some (batching).
 */
type Step = { kind: 'key' } | { kind: 'set' } | { kind: 'render'; skip: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'key' }),
  fc.constant<Step>({ kind: 'set' }),
  fc.nat({ max: 3 }).map<Step>((skip) => ({ kind: 'render', skip })),
);

const order = (text: string) => Number(text.split(' ')[1]);

function play(steps: Step[]) {
  const own = new OwnEdits();
  let model = 'start';
  const updates: { text: string; fromEditor: boolean }[] = [];
  let committed = -1;
  let n = 0;
  const wrongWrites: string[] = [];
  const commit = (to: number) => {
    committed = to;
    const { text, fromEditor } = updates[to]!;
    if (!own.write(text, model)) return;
    // Writing back the editor's own text is wrong only over newer typing (after a write from elsewhere
    // the page's later state is the learner's text, and the editor must show it).
    if (fromEditor && model.startsWith('typed ') && order(model) > order(text)) wrongWrites.push(text);
    model = text;
  };
  for (const s of steps) {
    if (s.kind === 'key') {
      model = `typed ${++n}`;
      own.reported(model);
      updates.push({ text: model, fromEditor: true });
    } else if (s.kind === 'set') updates.push({ text: `set ${++n}`, fromEditor: false });
    else if (committed < updates.length - 1) commit(Math.min(updates.length - 1, committed + 1 + s.skip));
  }
  if (committed < updates.length - 1) commit(updates.length - 1);
  return { model, last: updates.at(-1)?.text ?? 'start', wrongWrites };
}

describe('OwnEdits', () => {
  it('a report coming back late is never written over newer typing, and the editor ends on the state', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const { model, last, wrongWrites } = play(steps);
        expect(wrongWrites).toEqual([]);
        // Once React has caught up, the editor shows the page's state.
        expect(model).toBe(last);
      }),
      { numRuns: 2000 },
    );
  });

  it('two keys, then the render of the first: the first is recognised, the second still awaited', () => {
    const own = new OwnEdits();
    own.reported('{"$"}');
    own.reported('{"$r"}');
    expect(own.write('{"$"}', '{"$r"}')).toBe(false);
    expect(own.write('{"$r"}', '{"$r"}')).toBe(false);
  });

  it('a reset lands between two keys typed before it: the later key is the state and is written', () => {
    const own = new OwnEdits();
    own.reported('ab');
    expect(own.write('reset', 'ab')).toBe(true);
    expect(own.write('ab', 'reset')).toBe(true);
  });

  it('a reset, a key typed on the old text, a key typed on the reset: the old one stays out', () => {
    const own = new OwnEdits();
    own.reported('old+1');
    expect(own.write('reset', 'old+1')).toBe(true);
    own.reported('reset+2');
    expect(own.write('old+1', 'reset+2')).toBe(false);
    expect(own.write('reset+2', 'reset+2')).toBe(false);
  });
});
