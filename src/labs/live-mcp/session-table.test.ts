import { describe, expect, it } from 'vitest';
import { SessionTable, sweepInterval } from './session-table.ts';

describe('SessionTable', () => {
  it('expires what was unused past the limit, never a session with a request in progress', () => {
    let now = 0;
    const table = new SessionTable<string>({ idleMs: 100, max: 2 }, () => now);
    table.add('a', 'A');
    table.add('b', 'B');
    expect(table.hasRoom()).toBe(false);
    const done = table.begin('b');
    now = 150;
    expect(table.takeExpired()).toEqual([{ id: 'a', value: 'A' }]);
    expect(table.touch('a')).toBeUndefined();
    now = 1000;
    expect(table.takeExpired()).toEqual([]);
    done();
    done();
    now = 1050;
    expect(table.takeExpired()).toEqual([]);
    now = 1100;
    expect(table.takeExpired()).toEqual([{ id: 'b', value: 'B' }]);
    expect(table.size).toBe(0);
    expect(table.hasRoom()).toBe(true);
  });

  it('sweeps a few times per idle period, between 10 ms and 30 s', () => {
    expect(sweepInterval(1)).toBe(10);
    expect(sweepInterval(400)).toBe(100);
    expect(sweepInterval(86_400_000)).toBe(30_000);
  });
});
