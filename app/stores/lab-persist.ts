// Where lab inputs live between visits. Each lab has a key of its own, `toollab:lab:<slug>`, holding
// `{v, state, scenarioId, edited}` (v: the lab's state version, so a later release can upgrade it); a
// state too large for localStorage goes to IndexedDB and the key keeps a pointer. Nothing is lost
// silently: a failed write shows the storage warning and is retried, a record this release cannot
// read (written by a newer one, or damaged) is kept aside instead of overwritten, the first release's
// single `toollab:labs` value is split into per-lab keys, and a change made in another tab is followed.
import {
  decodeVersioned,
  LINK_DRAFT_RECORD,
  readSavedWork,
  savedWorkRecord,
  writeSavedWork,
  type AnyLab,
} from '../../src/labs/index';
import { deleteBig, getBig, setBig } from '../storage/big-values';
import { readLocal, removeLocal, writeLocal } from '../storage/safe-local';
import { failureReason, useStorageStatus } from '../storage/status';
import { useLabs, type LabEntry, type SharedView } from './labs';
import { isRecord } from '../../src/json/index';
import { readStoredText, storedText } from '../../src/records/index';

export const labKey = (slug: string) => `toollab:lab:${slug}`;
const linkDraftKey = (slug: string) => `toollab:lab:${slug}:link-draft`;
const keptAsideKey = (slug: string) => `toollab:lab:${slug}:unreadable`;
/** The first release kept every lab in this one value. */
export const LEGACY_KEY = 'toollab:labs';
/** Above this many characters a record goes to IndexedDB. */
const BIG = 256 * 1024;

const hydrated = new Map<string, AnyLab>();
const lastWritten = new Map<string, string>();
/** Labs known to have no value in IndexedDB: a small write then skips deleting one (a transaction per key). */
const noBigValue = new Set<string>();
/** Big values written per lab, so a deletion that finishes after a newer big write does not count. */
const bigWrites = new Map<string, number>();

function parse(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** The lab's entry in the first release's value, as a record of today's shape (its states are version 1). */
function legacyRecord(slug: string): Record<string, unknown> | undefined {
  const root = parse(readLocal(LEGACY_KEY));
  if (!isRecord(root) || !isRecord(root.state)) return undefined;
  const version = typeof root.version === 'number' ? root.version : 0;
  const labs = version >= 2 ? root.state.saved : root.state;
  if (!isRecord(labs) || !isRecord(labs[slug])) return undefined;
  const entry = labs[slug];
  const state = version >= 2 ? entry.state : entry;
  return {
    v: 1,
    state,
    scenarioId: version >= 2 && typeof entry.scenarioId === 'string' ? entry.scenarioId : null,
    edited: version >= 2 ? entry.edited === true : true,
  };
}

/** Once every lab of the first release's value has a key of its own, the old value goes. */
function dropLegacyWhenSplit(): void {
  const root = parse(readLocal(LEGACY_KEY));
  if (root === undefined) return;
  const labs = isRecord(root) && isRecord(root.state) ? (root.state.saved ?? root.state) : {};
  const slugs = isRecord(labs) ? Object.keys(labs) : [];
  if (slugs.every((s) => readLocal(labKey(s)) !== null)) removeLocal(LEGACY_KEY);
}

async function readRecord(slug: string): Promise<unknown> {
  const raw = readLocal(labKey(slug));
  const rec = parse(raw);
  if (isRecord(rec) && rec.big === true) {
    try {
      const big = await getBig(labKey(slug));
      return big === undefined ? null : { ...rec, ...(parse(big) as object) };
    } catch {
      return null;
    }
  }
  return rec;
}

function entryOf(lab: AnyLab, rec: unknown): LabEntry | 'unreadable' | undefined {
  if (rec === undefined) return undefined;
  return readSavedWork(lab, rec) ?? 'unreadable';
}

/** Loads a lab's saved work into the store once (the lab page awaits it before it renders). */
export async function hydrateLab(lab: AnyLab): Promise<void> {
  if (hydrated.has(lab.slug)) return;
  let rec = await readRecord(lab.slug);
  let fromLegacy = false;
  if (rec === undefined) {
    rec = legacyRecord(lab.slug);
    fromLegacy = rec !== undefined;
  }
  const entry = entryOf(lab, rec);
  hydrated.set(lab.slug, lab);
  if (entry === 'unreadable') {
    // Keep what this release cannot read; the learner's next edit must not destroy it.
    const raw = readLocal(labKey(lab.slug));
    if (raw !== null && readLocal(keptAsideKey(lab.slug)) === null) writeLocal(keptAsideKey(lab.slug), raw);
    return;
  }
  if (entry && !useLabs.getState().saved[lab.slug]) {
    useLabs.setState((s) => ({ saved: { ...s.saved, [lab.slug]: entry } }));
    if (fromLegacy && save(lab.slug, entry)) dropLegacyWhenSplit();
  }
  restoreLinkDraft(lab);
}

/** The stored record of a lab that this release could not read, if any (offered as a download). */
export function keptAsideRecord(slug: string): string | null {
  return readLocal(keptAsideKey(slug));
}

function save(slug: string, entry: LabEntry): boolean {
  const lab = hydrated.get(slug);
  if (!lab) return false;
  const record = JSON.stringify(writeSavedWork(lab, entry));
  if (lastWritten.get(slug) === record) return true;
  lastWritten.set(slug, record);
  // The text is written only if a write fails and the warning offers it: not on every key.
  const download = {
    name: `tool-lab-${slug}-input.json`,
    get text() {
      return JSON.stringify(entry.state, null, 2);
    },
  };
  if (record.length <= BIG) {
    const ok = writeLocal(labKey(slug), record, download);
    if (ok && !noBigValue.has(slug)) {
      const writes = bigWrites.get(slug) ?? 0;
      void deleteBig(labKey(slug)).then(
        () => (bigWrites.get(slug) ?? 0) === writes && noBigValue.add(slug),
        () => undefined,
      );
    }
    return ok;
  }
  noBigValue.delete(slug);
  bigWrites.set(slug, (bigWrites.get(slug) ?? 0) + 1);
  void saveBig(slug, lab, entry, record, download);
  return true;
}

async function saveBig(
  slug: string,
  lab: AnyLab,
  entry: LabEntry,
  record: string,
  download: { name: string; text: string },
) {
  const key = labKey(slug);
  const attempt = async () => {
    await setBig(key, record);
    const ok = writeLocal(
      key,
      JSON.stringify({
        v: savedWorkRecord(lab).version,
        big: true,
        scenarioId: entry.scenarioId,
        edited: entry.edited,
      }),
      download,
    );
    return ok;
  };
  try {
    if (await attempt()) useStorageStatus.getState().ok(key);
  } catch (e) {
    useStorageStatus.getState().fail({
      key,
      reason: failureReason(e),
      download,
      retry: () => attempt().catch(() => false),
    });
  }
}

function restoreLinkDraft(lab: AnyLab): void {
  const raw = readLocal(linkDraftKey(lab.slug));
  const draft = raw === null ? null : readStoredText(LINK_DRAFT_RECORD, raw);
  if (!draft?.ok) return;
  // the state inside is decoded (and upgraded) by the lab, as a share link's is
  const decoded = decodeVersioned(lab, draft.value.state);
  if (decoded.ok)
    linkDrafts.set(lab.slug, { fragment: draft.value.fragment, state: decoded.state, edited: true });
}

/** Edits made to a shared link, by lab: a reload of the same link brings them back. */
const linkDrafts = new Map<string, SharedView>();

/** The view to show for a link: its restored draft when the learner had edited this very link. */
export function viewForLink(slug: string, fragment: string, state: unknown): SharedView {
  const draft = linkDrafts.get(slug);
  return draft && draft.fragment === fragment ? draft : { state, fragment, edited: false };
}

function saveLinkDraft(slug: string, view: SharedView | undefined): void {
  const lab = hydrated.get(slug);
  if (!lab) return;
  if (!view?.edited) {
    if (linkDrafts.delete(slug)) removeLocal(linkDraftKey(slug));
    return;
  }
  linkDrafts.set(slug, view);
  writeLocal(
    linkDraftKey(slug),
    storedText(LINK_DRAFT_RECORD, {
      fragment: view.fragment,
      state: { v: lab.state.version, ...(view.state as object) },
    }),
  );
}

// Write-through: every change of a saved entry or a shared view is stored as it happens.
useLabs.subscribe((now, before) => {
  for (const slug of hydrated.keys()) {
    const entry = now.saved[slug];
    if (entry && entry !== before.saved[slug]) save(slug, entry);
    if (now.shared[slug] !== before.shared[slug]) saveLinkDraft(slug, now.shared[slug]);
  }
});

/** Another tab wrote `key` (null: it cleared storage): follow it for a loaded lab, ours on the undo stack. */
export function followStorageChange(key: string | null): Promise<void> {
  const jobs = [...hydrated].map(async ([slug, lab]) => {
    if (key !== null && key !== labKey(slug)) return;
    noBigValue.delete(slug); // the other tab may have stored a big value
    const entry = entryOf(lab, await readRecord(slug));
    if (!entry || entry === 'unreadable') return;
    const mine = useLabs.getState().saved[slug];
    if (mine && JSON.stringify(mine) === JSON.stringify(entry)) return;
    lastWritten.set(slug, JSON.stringify(writeSavedWork(lab, entry)));
    useLabs.getState().followOtherTab(slug, entry);
  });
  return Promise.all(jobs).then(() => undefined);
}

if (typeof window !== 'undefined') window.addEventListener('storage', (e) => void followStorageChange(e.key));
