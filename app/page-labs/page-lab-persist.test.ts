// A page lab's saved work on an in-memory localStorage: restored once, written through on every change,
// the preview kept apart from the published lab, an unreadable record kept aside, a full storage warned.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../hooks/page-test-helpers';

const mem = memoryStorage();
const { stored } = mem;
Object.assign(globalThis, { localStorage: mem.storage });

async function fresh() {
  vi.resetModules();
  const persist = await import('./page-lab-persist');
  const { useLabs } = await import('../stores/labs');
  const { useStorageStatus } = await import('../storage/status');
  return { persist, useLabs, useStorageStatus };
}

const KEY = 'toollab:page-lab:tools-skills/validate_query';
const MINE = { params: { args: { json: '{"city": "成都"}' } } };

beforeEach(() => {
  stored.clear();
  mem.quota = Infinity;
});

describe('page lab saved work', () => {
  it('writes each change as a version-1 record and reads it back in the other language', async () => {
    const a = await fresh();
    a.persist.hydratePageLab('en/tools-skills', 'validate_query');
    const slug = a.persist.pageLabSlug('en/tools-skills', 'validate_query');
    a.useLabs.getState().setState(slug, MINE, { edited: true });
    expect(JSON.parse(stored.get(KEY)!)).toEqual({ v: 1, ...MINE });

    const b = await fresh();
    b.persist.hydratePageLab('zh/tools-skills', 'validate_query');
    expect(b.useLabs.getState().saved[slug]?.state).toEqual(MINE);
  });

  it('keeps the preview’s draft of a function apart from the published lab', async () => {
    stored.set(KEY, JSON.stringify({ v: 1, ...MINE }));
    const { persist, useLabs } = await fresh();
    persist.hydratePageLab('preview', 'validate_query');
    const draft = persist.pageLabSlug('preview', 'validate_query');
    useLabs.getState().setState(draft, { params: { args: { json: '1' } } }, { edited: true });
    expect(JSON.parse(stored.get(KEY)!)).toEqual({ v: 1, ...MINE });
    expect(stored.get('toollab:page-lab:preview/validate_query')).toContain('"json":"1"');
  });

  it('keeps an unreadable record aside instead of losing it', async () => {
    stored.set(KEY, '{"v": 7, "params": {}}');
    const { persist, useLabs } = await fresh();
    persist.hydratePageLab('zh/tools-skills', 'validate_query');
    expect(stored.get(`${KEY}:unreadable`)).toBe('{"v": 7, "params": {}}');
    useLabs
      .getState()
      .setState(persist.pageLabSlug('zh/tools-skills', 'validate_query'), MINE, { edited: true });
    expect(stored.get(`${KEY}:unreadable`)).toBe('{"v": 7, "params": {}}');
  });

  it('warns when storage is full, with the input to download', async () => {
    const { persist, useLabs, useStorageStatus } = await fresh();
    persist.hydratePageLab('zh/tools-skills', 'validate_query');
    mem.quota = 10;
    useLabs
      .getState()
      .setState(persist.pageLabSlug('zh/tools-skills', 'validate_query'), MINE, { edited: true });
    expect(useStorageStatus.getState().failures[KEY]).toMatchObject({
      reason: 'quota',
      download: { name: 'tool-lab-validate_query-input.json' },
    });
    expect(useLabs.getState().saved['page-lab:tools-skills/validate_query']?.state).toEqual(MINE);
  });

  it('brings back edits made to a shared link when the same link is opened again', async () => {
    const a = await fresh();
    a.persist.hydratePageLab('zh/tools-skills', 'validate_query');
    const slug = a.persist.pageLabSlug('zh/tools-skills', 'validate_query');
    a.useLabs.getState().openShared(slug, { state: { params: {} }, fragment: 'abc', edited: false });
    a.useLabs.getState().setState(slug, MINE, { edited: true });
    expect(stored.has(KEY)).toBe(false);

    const b = await fresh();
    b.persist.hydratePageLab('zh/tools-skills', 'validate_query');
    expect(b.persist.pageLabViewForLink(slug, 'abc', { params: {} })).toEqual({
      state: MINE,
      fragment: 'abc',
      edited: true,
    });
    expect(b.persist.pageLabViewForLink(slug, 'other', { params: {} }).edited).toBe(false);
  });

  it('follows another tab that saved the same lab, this tab’s inputs kept for Undo', async () => {
    const { persist, useLabs } = await fresh();
    persist.hydratePageLab('zh/tools-skills', 'validate_query');
    const slug = persist.pageLabSlug('zh/tools-skills', 'validate_query');
    useLabs.getState().setState(slug, MINE, { edited: true });
    const theirs = { params: { args: { json: '{"city": "杭州"}' } } };
    stored.set(KEY, JSON.stringify({ v: 1, ...theirs }));
    persist.followPageLabStorage(KEY);
    expect(useLabs.getState().saved[slug]?.state).toEqual(theirs);
    useLabs.getState().undo(slug);
    expect(useLabs.getState().saved[slug]?.state).toEqual(MINE);
  });
});
