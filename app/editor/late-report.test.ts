import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { lateReport } from './late-report';
import { deliverHeldInput } from '../hooks/held-input';

/** A page's window, enough for lateReport: the reader's events. */
function fakePage() {
  const win = new EventTarget();
  vi.stubGlobal('window', win);
  return { fire: (type: string) => win.dispatchEvent(new Event(type)) };
}

describe('lateReport', () => {
  let page: ReturnType<typeof fakePage>;
  beforeEach(() => {
    vi.useFakeTimers();
    page = fakePage();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reports in a task of its own, once, with the latest value', () => {
    const got: string[] = [];
    const r = lateReport((v) => got.push(v));
    r.send('a');
    r.send('ab');
    expect(got).toEqual([]);
    vi.runAllTimers();
    expect(got).toEqual(['ab']);
    vi.runAllTimers();
    expect(got).toEqual(['ab']);
  });

  it.each(['keydown', 'pointerdown'])('a %s delivers a waiting report at once', (type) => {
    const got: string[] = [];
    lateReport((v) => got.push(v)).send('x');
    page.fire(type);
    expect(got).toEqual(['x']);
    vi.runAllTimers();
    expect(got).toEqual(['x']);
  });

  it('a waiting report is held input: delivering held input delivers it, once', () => {
    const got: string[] = [];
    const r = lateReport((v) => got.push(v));
    deliverHeldInput();
    expect(got).toEqual([]);
    r.send('x');
    deliverHeldInput();
    deliverHeldInput();
    expect(got).toEqual(['x']);
  });

  it('cancel drops a waiting report; dispose delivers it and stops listening', () => {
    const got: string[] = [];
    const r = lateReport((v) => got.push(v));
    r.send('dropped');
    r.cancel();
    vi.runAllTimers();
    page.fire('keydown');
    expect(got).toEqual([]);
    r.send('kept');
    r.dispose();
    expect(got).toEqual(['kept']);
    r.send('after');
    page.fire('keydown');
    expect(got).toEqual(['kept']);
    vi.runAllTimers();
    expect(got).toEqual(['kept', 'after']);
  });

  it('whatever the order of edits, tasks, events and deliveries: reports keep the edits’ order and none is left behind', () => {
    const step = fc.oneof(
      fc.string({ maxLength: 3 }).map((v) => ({ kind: 'send' as const, v })),
      fc.constantFrom('task', 'cancel', 'keydown', 'pointerdown', 'held').map((kind) => ({ kind })),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const got: string[] = [];
        const expected: string[] = [];
        let waiting: string | null = null;
        const r = lateReport((v) => got.push(v));
        for (const s of steps) {
          if (s.kind === 'send') waiting = s.v;
          else if (s.kind === 'cancel') waiting = null;
          else if (waiting !== null) {
            expected.push(waiting);
            waiting = null;
          }
          if (s.kind === 'send') r.send(s.v);
          else if (s.kind === 'cancel') r.cancel();
          else if (s.kind === 'task') vi.runAllTimers();
          else if (s.kind === 'held') deliverHeldInput();
          else page.fire(s.kind);
          // After anything but an edit, nothing is waiting: the page knows the editor's text.
          if (s.kind !== 'send') expect(got).toEqual(expected);
        }
        r.dispose();
        if (waiting !== null) expected.push(waiting);
        expect(got).toEqual(expected);
      }),
    );
  });
});
