// Reader settings that outlive a reload: preferred language, theme, editor and the width a lab's
// inputs take beside its diagram (the same on every lab, so moving between labs keeps it).
// Versioned so a later release can migrate what learners already stored.
import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { safeLocalStorage } from '../storage/safe-local';
import type { Lang } from '../i18n/strings';
import { defineRecord, readRecord } from '../../src/records/index';
import { SPLIT_DEFAULT, clampSplit } from './split-bounds';

export type Theme = 'light' | 'dark' | 'system';

/** 'auto': Monaco on wide screens, a plain text area on phones. */
export type EditorPref = 'auto' | 'monaco' | 'plain';

export interface SettingsState {
  lang: Lang | null;
  theme: Theme;
  editor: EditorPref;
  /** The inputs column's share of a lab's row, in percent (the splitter's value). */
  split: number;
  setLang(lang: Lang): void;
  setTheme(theme: Theme): void;
  setEditor(editor: EditorPref): void;
  setSplit(split: number): void;
}

type SettingsData = Pick<SettingsState, 'lang' | 'theme' | 'editor' | 'split'>;

/** Any value → valid settings (an unknown value of a field becomes its default). */
function cleanSettings(p: Record<string, unknown>): SettingsData {
  const lang = p.lang === 'en' || p.lang === 'zh' ? p.lang : null;
  const theme = p.theme === 'light' || p.theme === 'dark' ? p.theme : 'system';
  const editor = p.editor === 'monaco' || p.editor === 'plain' ? p.editor : 'auto';
  const split = typeof p.split === 'number' && Number.isFinite(p.split) ? clampSplit(p.split) : SPLIT_DEFAULT;
  return { lang, theme, editor, split };
}

/**
 * The stored settings: version 1 held language and theme; version 2 added the editor preference;
 * version 3 the lab splitter's width.
 */
export const SETTINGS_RECORD = defineRecord<SettingsData>({
  key: 'toollab:settings',
  steps: [
    { name: 'add-editor-preference', up: (old) => ({ ...old, editor: 'auto' }) },
    { name: 'add-lab-split', up: (old) => ({ ...old, split: SPLIT_DEFAULT }) },
  ],
  clean: cleanSettings,
});

export const SETTINGS_KEY = SETTINGS_RECORD.key;

export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      lang: null,
      theme: 'system',
      editor: 'auto',
      split: SPLIT_DEFAULT,
      setLang: (lang) => set({ lang }),
      setTheme: (theme) => set({ theme }),
      setEditor: (editor) => set({ editor }),
      setSplit: (split) => set({ split: clampSplit(split) }),
    }),
    {
      name: SETTINGS_KEY,
      version: SETTINGS_RECORD.version,
      storage: createJSONStorage(() => safeLocalStorage),
      // Only data is stored, flat, so the inline theme script in index.html can read `theme` before paint.
      partialize: (s) => ({ lang: s.lang, theme: s.theme, editor: s.editor, split: s.split }),
      migrate: (persisted, version) => migrateSettings(persisted, version),
    },
  ),
);

/** Accepts any older or damaged stored value (of `version`, zustand's envelope) and returns a valid one. */
export function migrateSettings(persisted: unknown, version = 1): SettingsData {
  const p = persisted && typeof persisted === 'object' ? persisted : {};
  const r = readRecord(SETTINGS_RECORD, { ...p, v: version });
  return r.ok ? r.value : cleanSettings({});
}

export function applyTheme(theme: Theme) {
  const dark =
    theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  return dark;
}
