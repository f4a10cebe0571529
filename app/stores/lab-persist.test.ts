// Saved lab work across releases, a full storage and two tabs, on an in-memory localStorage.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../hooks/page-test-helpers';

const mem = memoryStorage();
const { stored } = mem;
Object.assign(globalThis, { localStorage: mem.storage });

const release1 = JSON.parse(readFileSync('e2e/fixtures/release-1/browser-state.json', 'utf8')) as {
  localStorage: Record<string, string>;
};

async function fresh() {
  vi.resetModules();
  const persist = await import('./lab-persist');
  const { useLabs } = await import('./labs');
  const { useStorageStatus } = await import('../storage/status');
  const { loadLab } = await import('../../src/labs/index');
  const lab = async (slug: string) => (await loadLab(slug)).module;
  return { persist, useLabs, useStorageStatus, lab };
}

beforeEach(() => {
  stored.clear();
  mem.quota = Infinity;
});

// Each test loads labs afresh (vi.resetModules): seconds on a busy machine, so more than the default 5 s.
describe('saved lab work', { timeout: 30_000 }, () => {
  it('opens what the first release saved, one key per lab, then drops the old value', async () => {
    stored.set('toollab:labs', release1.localStorage['toollab:labs']!);
    const { persist, useLabs, lab } = await fresh();
    for (const slug of ['admission', 'classifier', 'planner']) await persist.hydrateLab(await lab(slug));
    expect(useLabs.getState().saved.admission?.state).toEqual({
      args: '{"city": "宁波", "days": 9}',
      allowedCities: ['杭州', '成都', '宁波'],
    });
    expect(useLabs.getState().saved.classifier?.state).toMatchObject({ expectedId: 'req-1' });
    expect(JSON.parse(stored.get('toollab:lab:planner')!)).toMatchObject({ v: 1, edited: true });
    expect(stored.has('toollab:labs')).toBe(false);
  });

  it('reads the oldest shape (bare states) too', async () => {
    stored.set('toollab:labs', JSON.stringify({ state: { planner: { input: '{}' } }, version: 1 }));
    const { persist, useLabs, lab } = await fresh();
    await persist.hydrateLab(await lab('planner'));
    expect(useLabs.getState().saved.planner).toEqual({
      state: { input: '{}' },
      scenarioId: null,
      edited: true,
    });
  });

  it('keeps a record it cannot read instead of overwriting it', async () => {
    const newer = JSON.stringify({
      v: 99,
      state: { input: 'from the future' },
      scenarioId: null,
      edited: true,
    });
    stored.set('toollab:lab:planner', newer);
    const { persist, useLabs, lab } = await fresh();
    await persist.hydrateLab(await lab('planner'));
    expect(useLabs.getState().saved.planner).toBeUndefined();
    expect(persist.keptAsideRecord('planner')).toBe(newer);
    useLabs.getState().setState('planner', { input: '{"mine": 1}' }, { edited: true });
    expect(persist.keptAsideRecord('planner')).toBe(newer);
  });

  it('warns when storage is full, keeps the edit, and clears the warning once a retry saves', async () => {
    const { persist, useLabs, useStorageStatus, lab } = await fresh();
    await persist.hydrateLab(await lab('planner'));
    mem.quota = 10;
    useLabs.getState().setState('planner', { input: '{"big": true}' }, { edited: true });
    expect(useLabs.getState().saved.planner?.state).toEqual({ input: '{"big": true}' });
    const failure = useStorageStatus.getState().failures['toollab:lab:planner'];
    expect(failure).toMatchObject({ reason: 'quota', download: { name: 'tool-lab-planner-input.json' } });
    expect(failure?.download?.text).toBe(JSON.stringify({ input: '{"big": true}' }, null, 2));
    mem.quota = Infinity;
    const { retryFailedSaves } = await import('../storage/status');
    await retryFailedSaves();
    expect(useStorageStatus.getState().failures).toEqual({});
    expect(JSON.parse(stored.get('toollab:lab:planner')!).state).toEqual({ input: '{"big": true}' });
  });

  it("deletes a lab's IndexedDB value on a small write only while one may exist", async () => {
    const calls: string[] = [];
    vi.doMock('../storage/big-values', () => ({
      getBig: () => Promise.resolve(undefined),
      setBig: (k: string) => (calls.push(`set ${k}`), Promise.resolve()),
      deleteBig: (k: string) => (calls.push(`delete ${k}`), Promise.resolve()),
    }));
    try {
      const { persist, useLabs, lab } = await fresh();
      await persist.hydrateLab(await lab('planner'));
      const type = async (input: string) => {
        useLabs.getState().setState('planner', { input }, { edited: true });
        await new Promise((r) => setTimeout(r, 0));
      };
      await type('{"a": 1}');
      await type('{"a": 12}');
      await type('{"a": 123}');
      expect(calls).toEqual(['delete toollab:lab:planner']);
      await type(JSON.stringify({ big: 'x'.repeat(300 * 1024) }));
      await type('{"a": 1}');
      await type('{"a": 12}');
      expect(calls).toEqual([
        'delete toollab:lab:planner',
        'set toollab:lab:planner',
        'delete toollab:lab:planner',
      ]);
      await persist.followStorageChange('toollab:lab:planner');
      await type('{"a": 123}');
      expect(calls.at(-1)).toBe('delete toollab:lab:planner');
      expect(calls).toHaveLength(4);
    } finally {
      vi.doUnmock('../storage/big-values');
    }
  });

  it('follows another tab that changed the same lab, and ignores a change to another lab', async () => {
    const { persist, useLabs, lab } = await fresh();
    await persist.hydrateLab(await lab('planner'));
    await persist.hydrateLab(await lab('admission'));
    useLabs.getState().setState('admission', { args: '{}', allowedCities: [] }, { edited: true });
    useLabs.getState().setState('planner', { input: 'mine' }, { edited: true });
    stored.set(
      'toollab:lab:planner',
      JSON.stringify({ v: 1, state: { input: 'theirs' }, scenarioId: null, edited: true }),
    );
    await persist.followStorageChange('toollab:lab:planner');
    expect(useLabs.getState().saved.planner?.state).toEqual({ input: 'theirs' });
    expect(useLabs.getState().saved.admission?.state).toEqual({ args: '{}', allowedCities: [] });
    expect(useLabs.getState().changedElsewhere.planner?.at).toBeGreaterThan(0);
    useLabs.getState().undo('planner');
    expect(useLabs.getState().saved.planner?.state).toEqual({ input: 'mine' });
  });

  it('brings back what this tab showed before another tab changed it, also when it had saved nothing', async () => {
    const { persist, useLabs, lab } = await fresh();
    await persist.hydrateLab(await lab('planner'));
    const first = { state: { input: 'first scenario' }, scenarioId: 'first', edited: false };
    const theirs = (input: string) =>
      JSON.stringify({ v: 1, state: { input }, scenarioId: null, edited: true });
    stored.set('toollab:lab:planner', theirs('theirs 1'));
    await persist.followStorageChange('toollab:lab:planner');
    stored.set('toollab:lab:planner', theirs('theirs 2'));
    await persist.followStorageChange('toollab:lab:planner');
    expect(useLabs.getState().saved.planner?.state).toEqual({ input: 'theirs 2' });
    expect(useLabs.getState().changedElsewhere.planner?.mine).toBeNull();
    useLabs.getState().restoreMine('planner', first);
    expect(useLabs.getState().saved.planner).toEqual(first);
    expect(useLabs.getState().changedElsewhere.planner).toBeUndefined();
    // …and it is stored, so a reload shows it too; the other tab's version is one Undo away.
    expect(JSON.parse(stored.get('toollab:lab:planner')!).state).toEqual({ input: 'first scenario' });
    useLabs.getState().undo('planner');
    expect(useLabs.getState().saved.planner?.state).toEqual({ input: 'theirs 2' });
  });
});

describe('undo', () => {
  it('undoes the first button press of a lab that shows its first scenario (nothing saved yet)', async () => {
    const { useLabs } = await fresh();
    const first = { input: '{"scenario": 1}' };
    useLabs.getState().setState('planner', { input: 'broken' }, { edited: true, record: true, from: first });
    expect(useLabs.getState().history.planner).toEqual([first]);
    useLabs.getState().undo('planner');
    expect(useLabs.getState().saved.planner?.state).toEqual(first);
  });
});
