import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { fakePage, type FakePage } from './page-test-helpers';

async function fresh() {
  vi.resetModules();
  return (await import('./write-behind')).writeBehind;
}

describe('writeBehind', () => {
  let page: FakePage;
  beforeEach(() => {
    page = fakePage();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('waits for an idle moment, and many asks make one save of the latest value', async () => {
    const writeBehind = await fresh();
    let text = '';
    const stored: string[] = [];
    const w = writeBehind(() => stored.push(text), 1000);
    for (const t of ['a', 'ab', 'abc']) {
      text = t;
      w.schedule();
    }
    expect(stored).toEqual([]);
    page.idle();
    expect(stored).toEqual(['abc']);
    page.idle();
    expect(stored).toEqual(['abc']);
  });

  it('saves at once when the page is left or hidden, and only what is pending', async () => {
    const writeBehind = await fresh();
    const stored: number[] = [];
    let n = 0;
    const w = writeBehind(() => stored.push(n), 1000);
    page.leave();
    page.hide();
    expect(stored).toEqual([]);
    n = 1;
    w.schedule();
    page.leave();
    expect(stored).toEqual([1]);
    n = 2;
    w.schedule();
    page.show();
    expect(stored).toEqual([1]);
    page.hide();
    expect(stored).toEqual([1, 2]);
    page.idle();
    expect(stored).toEqual([1, 2]);
  });

  it('input an editor still holds is delivered before the save on leaving or hiding', async () => {
    const writeBehind = await fresh();
    const { holdInput } = await import('./held-input');
    let text = 'a';
    const stored: string[] = [];
    const w = writeBehind(() => stored.push(text), 1000);
    // Nothing was asked for yet: the held key asks for the save as it is delivered.
    const release = holdInput(() => {
      release();
      text = 'ab';
      w.schedule();
    });
    page.leave();
    expect(stored).toEqual(['ab']);
    const releaseNext = holdInput(() => {
      releaseNext();
      text = 'abc';
      w.schedule();
    });
    page.hide();
    expect(stored).toEqual(['ab', 'abc']);
  });

  it('a cancelled save never runs; the next ask schedules again', async () => {
    const writeBehind = await fresh();
    const stored: string[] = [];
    const w = writeBehind(() => stored.push('saved'), 1000);
    w.schedule();
    w.cancel();
    page.idle();
    page.leave();
    expect(stored).toEqual([]);
    w.schedule();
    w.flush();
    expect(stored).toEqual(['saved']);
  });

  it('whatever happens, once the page is left the store holds the last value asked for', async () => {
    const writeBehind = await fresh();
    const op = fc.constantFrom('edit', 'idle', 'hide', 'show');
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 30 }), async (ops) => {
        page = fakePage();
        let value = 0;
        let stored = 0;
        const w = writeBehind(() => (stored = value), 1000);
        for (const o of ops) {
          if (o === 'edit') {
            value += 1;
            w.schedule();
          } else page[o]();
        }
        page.leave();
        expect(stored).toBe(value);
      }),
    );
  });
});
