// The preview's draft: kept in localStorage (versioned), downloadable as a file. Nothing leaves the
// browser.
import { downloadText } from '../storage/download';
import { readLocal, removeLocal, writeLocal } from '../storage/safe-local';
import { splitSource } from '../../src/content/index';
import { defineRecord, readStoredText, storedText } from '../../src/records/index';

/** Where the text in the editor came from; `path` places it in the wiki for link resolution. */
export type Origin =
  | { kind: 'bundled'; path: string }
  | { kind: 'folder'; name: string; path: string }
  | { kind: 'file'; name: string }
  | { kind: 'paste' };

interface DraftData {
  source: string;
  origin: Origin;
}

/** A draft as stored: its record version, the text and where it came from. */
export type Draft = DraftData & { v: number };

function validOrigin(o: unknown): Origin | null {
  if (!o || typeof o !== 'object') return null;
  const r = o as Record<string, unknown>;
  const str = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length < 500;
  if (r.kind === 'bundled' && str(r.path)) return { kind: 'bundled', path: r.path as string };
  if (r.kind === 'folder' && str(r.name) && str(r.path))
    return { kind: 'folder', name: r.name as string, path: r.path as string };
  if (r.kind === 'file' && str(r.name)) return { kind: 'file', name: r.name as string };
  if (r.kind === 'paste') return { kind: 'paste' };
  return null;
}

/** The stored draft: version 1 is the text and its origin (an unknown origin reads as pasted text). */
export const DRAFT_RECORD = defineRecord<DraftData>({
  key: 'toollab:preview-draft',
  steps: [],
  // Before release the draft was stored without a version (the text alone): it reads as version 1.
  unversioned: 1,
  clean: (d) =>
    typeof d.source === 'string'
      ? { source: d.source, origin: validOrigin(d.origin) ?? { kind: 'paste' } }
      : null,
});

export const DRAFT_KEY = DRAFT_RECORD.key;

/** Reads the stored draft; anything unreadable or from a newer release is null (never throws). */
export function parseDraft(raw: string | null): Draft | null {
  if (!raw) return null;
  const read = readStoredText(DRAFT_RECORD, raw);
  return read.ok ? { ...read.value, v: DRAFT_RECORD.version } : null;
}

/** Where a stored draft this release cannot read is kept (never overwritten by the next save). */
export const UNREADABLE_DRAFT_KEY = `${DRAFT_KEY}:unreadable`;

export function loadDraft(): Draft | null {
  const raw = readLocal(DRAFT_KEY);
  const draft = parseDraft(raw);
  // A draft written by a newer release (or damaged): keep it aside before anything replaces it.
  if (raw !== null && draft === null) keepUnreadable(raw);
  return draft;
}

/** Keeps a stored draft this release cannot read, unless one is kept already (the first one wins). */
export function keepUnreadable(raw: string): void {
  if (readLocal(UNREADABLE_DRAFT_KEY) === null)
    writeLocal(UNREADABLE_DRAFT_KEY, raw, { name: 'tool-lab-unreadable-draft.json', text: raw });
}

/** The stored draft this release could not read, if any (the preview offers it as a download). */
export function unreadableDraft(): string | null {
  return readLocal(UNREADABLE_DRAFT_KEY);
}

/** The learner has saved the kept draft (or does not want it): it goes. */
export function forgetUnreadableDraft(): void {
  removeLocal(UNREADABLE_DRAFT_KEY);
}

/** Saves the draft; a failure (storage full) shows the storage warning, with the draft to download. */
export function saveDraft(source: string, origin: Origin): void {
  const name = downloadName(origin, source);
  writeLocal(DRAFT_KEY, storedText(DRAFT_RECORD, { source, origin }), {
    name,
    text: source,
  });
}

// A key renders the page's path and saves the draft under its file name, and each reads the frontmatter
// of the whole text (split into lines): the last text's split is kept, so a text is split once.
let lastSplit: { source: string; split: ReturnType<typeof splitSource> } | null = null;
function splitOnce(source: string): ReturnType<typeof splitSource> {
  if (lastSplit?.source !== source) lastSplit = { source, split: splitSource(source) };
  return lastSplit.split;
}

/** Wiki path the page is rendered at: its own path, else a topic named after the file or its id. */
export function pathFor(origin: Origin, source: string): string {
  if (origin.kind === 'folder') return origin.path;
  // A different page pasted over a site page (another id) is placed like any pasted page.
  if (origin.kind === 'bundled') {
    const id = frontmatterId(source);
    const stem = (origin.path.split('/').pop() ?? '').replace(/(\.en)?\.md$/i, '');
    if (!id || id === stem) return origin.path;
  }
  if (origin.kind === 'file') return `topics/${origin.name.replace(/[\\/]/g, '_')}`;
  const id = frontmatterId(source) ?? 'draft';
  // A pasted page is English when its body has no CJK text.
  const en = !/[\u3400-\u9fff]/.test(splitOnce(source).body);
  return `topics/${id}${en ? '.en' : ''}.md`;
}

/** The `id:` of the frontmatter (split by the build's own reader), if it looks like one. */
export function frontmatterId(source: string): string | null {
  const { yaml } = splitOnce(source);
  const m = yaml === null ? null : /^id\s*:\s*["']?([A-Za-z0-9][\w.-]*)["']?\s*$/m.exec(yaml);
  return m ? m[1]! : null;
}

/** File name for Download: the frontmatter id (plus .en for English pages), else the origin's. */
export function downloadName(origin: Origin, source: string): string {
  const path = pathFor(origin, source);
  const en = /\.en\.md$/i.test(path);
  const id = frontmatterId(source);
  if (id) return `${id}${en ? '.en' : ''}.md`;
  return path.split('/').pop() || 'page.md';
}

export function downloadMarkdown(name: string, text: string): void {
  downloadText(name, text, 'text/markdown;charset=utf-8');
}
