// Where a page lab's inputs live between visits. The labs store (`useLabs`) holds them under the slug
// `page-lab:<page id>/<function>`, so saved work, shared-link views, Keep / Back to my work and Undo
// behave exactly as in the ported labs; this module reads each lab's record once and writes every
// change through the record machine (src/page-labs/saved.ts). A failed write shows the storage warning
// and is retried (safe-local); a record this release cannot read is kept aside, never overwritten; a
// change another tab saved is followed, this tab's inputs kept for Undo.
import {
  PAGE_LAB_LINK_DRAFT_RECORD,
  PAGE_LAB_RECORD,
  pageIdOf,
  pageLabKey,
  storedInputs,
  storedLinkDraft,
  type PageLabInputs,
} from '../../src/page-labs/index';
import { readStoredText } from '../../src/records/index';
import { readLocal, removeLocal, writeLocal } from '../storage/safe-local';
import { useLabs, type SharedView } from '../stores/labs';

/** The labs-store slug of a page lab (the preview's labs under the page id `preview`). */
export function pageLabSlug(page: string, fn: string): string {
  return `page-lab:${pageIdOf(page)}/${fn}`;
}

interface Stored {
  key: string;
  fn: string;
}

const hydrated = new Map<string, Stored>();
const lastWritten = new Map<string, string>();
const draftKey = (key: string) => `${key}:link-draft`;
const keptAsideKey = (key: string) => `${key}:unreadable`;

/** Loads a page lab's saved work (and edits made to a shared link of it) into the store, once. */
export function hydratePageLab(page: string, fn: string): void {
  const slug = pageLabSlug(page, fn);
  if (hydrated.has(slug)) return;
  const key = pageLabKey(page, fn);
  hydrated.set(slug, { key, fn });
  const raw = readLocal(key);
  if (raw !== null) {
    const read = readStoredText(PAGE_LAB_RECORD, raw);
    if (!read.ok) {
      // keep what this release cannot read; the reader's next edit must not destroy it
      if (readLocal(keptAsideKey(key)) === null) writeLocal(keptAsideKey(key), raw);
    } else if (!useLabs.getState().saved[slug]) {
      lastWritten.set(slug, JSON.stringify(storedInputs(read.value)));
      useLabs.setState((s) => ({
        saved: { ...s.saved, [slug]: { state: read.value, scenarioId: null, edited: true } },
      }));
    }
  }
  const rawDraft = readLocal(draftKey(key));
  const draft = rawDraft === null ? null : readStoredText(PAGE_LAB_LINK_DRAFT_RECORD, rawDraft);
  if (draft?.ok) linkDrafts.set(slug, { ...draft.value, edited: true });
}

/** Edits made to a shared link, by slug: a reload of the same link brings them back. */
const linkDrafts = new Map<string, SharedView>();

/** The view to show for a link: its restored draft when the reader had edited this very link. */
export function pageLabViewForLink(slug: string, fragment: string, state: PageLabInputs): SharedView {
  const draft = linkDrafts.get(slug);
  return draft && draft.fragment === fragment ? draft : { state, fragment, edited: false };
}

function save(slug: string, stored: Stored, state: PageLabInputs): void {
  const record = JSON.stringify(storedInputs(state));
  if (lastWritten.get(slug) === record) return;
  lastWritten.set(slug, record);
  const download = { name: `tool-lab-${stored.fn}-input.json`, text: JSON.stringify(state, null, 2) };
  writeLocal(stored.key, record, download);
}

function saveLinkDraft(slug: string, stored: Stored, view: SharedView | undefined): void {
  if (!view?.edited) {
    if (linkDrafts.delete(slug)) removeLocal(draftKey(stored.key));
    return;
  }
  linkDrafts.set(slug, view);
  writeLocal(
    draftKey(stored.key),
    storedLinkDraft({ fragment: view.fragment, state: view.state as PageLabInputs }),
  );
}

// Write-through: every change of a page lab's saved entry or shared view is stored as it happens.
useLabs.subscribe((now, before) => {
  for (const [slug, stored] of hydrated) {
    const entry = now.saved[slug];
    if (entry && entry !== before.saved[slug]) save(slug, stored, entry.state as PageLabInputs);
    if (now.shared[slug] !== before.shared[slug]) saveLinkDraft(slug, stored, now.shared[slug]);
  }
});

/** Another tab saved a page lab this tab has open: follow it, this tab's inputs kept for Undo. */
export function followPageLabStorage(key: string | null): void {
  for (const [slug, stored] of hydrated) {
    if (key !== null && key !== stored.key) continue;
    const raw = readLocal(stored.key);
    const read = raw === null ? null : readStoredText(PAGE_LAB_RECORD, raw);
    if (!read?.ok || lastWritten.get(slug) === JSON.stringify(storedInputs(read.value))) continue;
    lastWritten.set(slug, JSON.stringify(storedInputs(read.value)));
    useLabs.getState().followOtherTab(slug, { state: read.value, scenarioId: null, edited: true });
  }
}

if (typeof window !== 'undefined') window.addEventListener('storage', (e) => followPageLabStorage(e.key));
