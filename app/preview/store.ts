// The preview's document: the text in the editor, where it came from, and an opened folder.
// Every change is saved as the local draft (see draft.ts), in the first idle moment after it. Another
// tab's change to the draft is not taken silently: it waits in `otherTab` until the learner loads it or
// keeps their own.
import { create } from 'zustand';
import {
  DRAFT_KEY,
  keepUnreadable,
  loadDraft,
  parseDraft,
  saveDraft,
  type Draft,
  type Origin,
} from './draft';
import { bundledPaths, loadBundled } from './bundled';
import type { OpenedFolder } from './folder';
import { previewSeed } from './seed';
import { writeBehind } from '../hooks/write-behind';
import { deliverHeldInput } from '../hooks/held-input';
import type { Lang } from '../i18n/strings';

export interface PreviewState {
  /** False until the draft (or a first page) has been loaded on the client. */
  loaded: boolean;
  source: string;
  origin: Origin;
  /** The opened folder; its files keep the edits made to them while switching pages. */
  folder: OpenedFolder | null;
  /** Increases when the folder's files change (edits flushed, folder opened). */
  folderVersion: number;
  /** Anchor to show once the page that was switched to has rendered. */
  pendingAnchor: string | null;
  /** The draft another tab saved over the one shown here, until the learner chooses. */
  otherTab: Draft | null;
  /** Another tab saved the draft (its stored text, or null when it was removed). */
  otherTabSaved(raw: string | null): void;
  /** Shows the other tab's draft here. */
  loadOtherTab(): void;
  /** Keeps this tab's draft and stores it again over the other tab's. */
  keepMine(): void;
  init(lang: Lang): Promise<void>;
  setSource(source: string): void;
  openBundled(path: string): Promise<void>;
  openFile(name: string, text: string): void;
  openFolder(folder: OpenedFolder): void;
  openFolderPage(path: string, anchor?: string | null): void;
  clear(): void;
  takeAnchor(): string | null;
}

const DEFAULT_PAGE = { zh: 'topics/tools-skills.md', en: 'topics/tools-skills.en.md' } as const;

/** The bundled page a first visit opens in `lang` (undefined: the wiki bundles no page). */
export const defaultDraftPath = (lang: Lang): string | undefined =>
  bundledPaths.includes(DEFAULT_PAGE[lang]) ? DEFAULT_PAGE[lang] : bundledPaths[0];

// A key's own task only updates the text; the draft is stored when the main thread is next idle (at most
// a second later, at once when the page is left or hidden). What is stored is the text at that moment.
const DRAFT_SAVE_WAIT_MS = 1000;
const draftSave = writeBehind(() => {
  const { source, origin } = usePreview.getState();
  saveDraft(source, origin);
}, DRAFT_SAVE_WAIT_MS);

export const usePreview = create<PreviewState>()((set, get) => ({
  loaded: false,
  source: '',
  origin: { kind: 'paste' },
  folder: null,
  folderVersion: 0,
  pendingAnchor: null,
  otherTab: null,
  otherTabSaved(raw) {
    const { loaded, source, origin } = get();
    if (!loaded || raw === null) return;
    // Their save came after our last edit: a save of ours still waiting would silently replace theirs.
    // Ours stays on screen, and "keep mine" stores it.
    draftSave.cancel();
    const theirs = parseDraft(raw);
    // A draft this release cannot read (a newer release in the other tab) is kept aside, not lost.
    if (!theirs) return keepUnreadable(raw);
    const same = theirs.source === source && JSON.stringify(theirs.origin) === JSON.stringify(origin);
    set({ otherTab: same ? null : theirs });
  },
  loadOtherTab() {
    const theirs = get().otherTab;
    if (theirs) set({ otherTab: null, loaded: true, source: theirs.source, origin: theirs.origin });
  },
  keepMine() {
    const { source, origin } = get();
    set({ otherTab: null });
    draftSave.cancel();
    saveDraft(source, origin);
  },
  async init(lang) {
    if (get().loaded) return;
    const draft = loadDraft();
    if (draft) {
      setUnsaved({ loaded: true, source: draft.source, origin: draft.origin });
      return;
    }
    const path = defaultDraftPath(lang);
    // The prerendered page already holds the default draft: no need to load it again.
    const seed = previewSeed();
    if (seed && seed.lang === lang && seed.path === path) {
      setUnsaved({ loaded: true, source: seed.source, origin: { kind: 'bundled', path } });
      return;
    }
    const text = path ? await loadBundled(path) : null;
    if (get().loaded) return;
    setUnsaved({
      loaded: true,
      source: text ?? '',
      origin: path && text !== null ? { kind: 'bundled', path } : { kind: 'paste' },
    });
  },
  setSource(source) {
    set({ source, loaded: true });
  },
  async openBundled(path) {
    const text = await loadBundled(path);
    if (text !== null) set({ loaded: true, source: text, origin: { kind: 'bundled', path } });
  },
  openFile(name, text) {
    set({ loaded: true, source: text, origin: { kind: 'file', name } });
  },
  openFolder(folder) {
    const first =
      folder.files.find((f) => /(^|\/)topics\/[^/]+\.md$/.test(f.path) && !/\.en\.md$/.test(f.path)) ??
      folder.files[0];
    set((s) => ({
      loaded: true,
      folder,
      folderVersion: s.folderVersion + 1,
      ...(first
        ? { source: first.source, origin: { kind: 'folder', name: folder.name, path: first.path } as Origin }
        : {}),
    }));
  },
  openFolderPage(path, anchor = null) {
    const { folder, origin, source } = get();
    if (!folder) return;
    // Keep the edits of the page we leave.
    const files = folder.files.map((f) =>
      origin.kind === 'folder' && f.path === origin.path ? { ...f, source } : f,
    );
    const next = files.find((f) => f.path === path);
    if (!next) return;
    set((s) => ({
      folder: { ...folder, files },
      folderVersion: s.folderVersion + 1,
      source: next.source,
      origin: { kind: 'folder', name: folder.name, path },
      pendingAnchor: anchor,
    }));
  },
  clear() {
    set({ loaded: true, source: '', origin: { kind: 'paste' } });
  },
  takeAnchor() {
    const a = get().pendingAnchor;
    if (a !== null) set({ pendingAnchor: null });
    return a;
  },
}));

// Every change of the text or its origin is the new draft, except loading it: the stored draft is stored
// already, and the untouched default page needs no copy (a 23 KB write on the first visit's main thread).
let loading = false;
function setUnsaved(state: Partial<PreviewState>) {
  loading = true;
  try {
    usePreview.setState(state);
  } finally {
    loading = false;
  }
}
usePreview.subscribe((s, prev) => {
  if (loading) return;
  if (s.loaded && (s.source !== prev.source || s.origin !== prev.origin)) draftSave.schedule();
});

if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => {
    if (e.key !== DRAFT_KEY) return;
    // A key the editor still holds is older than their save: it must count as ours before theirs comes.
    deliverHeldInput();
    usePreview.getState().otherTabSaved(e.newValue);
  });
