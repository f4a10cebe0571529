import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePage, type FakePage } from '../hooks/page-test-helpers';
import { storedText } from '../../src/records/index';
import { DRAFT_RECORD } from './draft';

// The preview's draft against another tab's save of it: what the reader typed last is never lost to
// theirs, and theirs never silently replaces ours.
/** A draft as this release stores it. */
const savedDraft = (source: string) => storedText(DRAFT_RECORD, { source, origin: { kind: 'paste' } });

async function freshStore() {
  vi.resetModules();
  const store = await import('./store');
  const heldInput = await import('../hooks/held-input');
  const draft = await import('./draft');
  return { ...store, ...heldInput, ...draft };
}

describe('the preview store and another tab', () => {
  let page: FakePage;
  beforeEach(() => {
    page = fakePage();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a key the editor still holds when another tab saves counts as ours, before theirs is offered', async () => {
    const { usePreview, holdInput, DRAFT_KEY, parseDraft } = await freshStore();
    usePreview.setState({ loaded: true, source: 'ours', origin: { kind: 'paste' } });
    // The editor has taken a key and reports the new text in a later task.
    const release = holdInput(() => {
      release();
      usePreview.getState().setSource('ours plus a key');
    });
    page.otherTabWrites(DRAFT_KEY, savedDraft('theirs'));

    const s = usePreview.getState();
    expect(s.source).toBe('ours plus a key');
    expect(s.otherTab?.source).toBe('theirs');
    // The key's save must not run after theirs came: it would replace their draft without a word.
    page.idle();
    page.leave();
    expect(parseDraft(page.stored.get(DRAFT_KEY) ?? null)?.source).toBe('theirs');

    usePreview.getState().keepMine();
    expect(parseDraft(page.stored.get(DRAFT_KEY) ?? null)?.source).toBe('ours plus a key');
    expect(usePreview.getState().otherTab).toBeNull();
  });

  it('a save of the same text offers nothing; loading theirs shows it', async () => {
    const { usePreview, DRAFT_KEY } = await freshStore();
    usePreview.setState({ loaded: true, source: 'same', origin: { kind: 'paste' } });
    page.otherTabWrites(DRAFT_KEY, savedDraft('same'));
    expect(usePreview.getState().otherTab).toBeNull();

    page.otherTabWrites(DRAFT_KEY, savedDraft('new'));
    usePreview.getState().loadOtherTab();
    expect(usePreview.getState()).toMatchObject({ source: 'new', otherTab: null });
  });

  it('a draft this release cannot read is kept aside, and ours stays', async () => {
    const { usePreview, DRAFT_KEY, UNREADABLE_DRAFT_KEY } = await freshStore();
    usePreview.setState({ loaded: true, source: 'ours', origin: { kind: 'paste' } });
    const newer = JSON.stringify({ v: 99, source: 'from a newer release' });
    page.otherTabWrites(DRAFT_KEY, newer);
    expect(page.stored.get(UNREADABLE_DRAFT_KEY)).toBe(newer);
    expect(usePreview.getState()).toMatchObject({ source: 'ours', otherTab: null });
  });
});
