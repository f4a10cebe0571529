// Reader settings that outlive a reload: preferred language and theme.
// Versioned so a later release can migrate what learners already stored.
import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { safeLocalStorage } from '../storage/safe-local';
import type { Lang } from '../i18n/strings';
import { defineRecord, readRecord } from '../../src/records/index';

export type Theme = 'light' | 'dark' | 'system';

/** 'auto': Monaco on wide screens, a plain text area on phones. */
export type EditorPref = 'auto' | 'monaco' | 'plain';

export interface SettingsState {
  lang: Lang | null;
  theme: Theme;
  editor: EditorPref;
  setLang(lang: Lang): void;
  setTheme(theme: Theme): void;
  setEditor(editor: EditorPref): void;
}

type SettingsData = Pick<SettingsState, 'lang' | 'theme' | 'editor'>;

/** Any value → valid settings (an unknown value of a field becomes its default). */
function cleanSettings(p: Record<string, unknown>): SettingsData {
  const lang = p.lang === 'en' || p.lang === 'zh' ? p.lang : null;
  const theme = p.theme === 'light' || p.theme === 'dark' ? p.theme : 'system';
  const editor = p.editor === 'monaco' || p.editor === 'plain' ? p.editor : 'auto';
  return { lang, theme, editor };
}

/** The stored settings: version 1 held language and theme; version 2 added the editor preference. */
export const SETTINGS_RECORD = defineRecord<SettingsData>({
  key: 'toollab:settings',
  steps: [{ name: 'add-editor-preference', up: (old) => ({ ...old, editor: 'auto' }) }],
  clean: cleanSettings,
});

export const SETTINGS_KEY = SETTINGS_RECORD.key;

export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      lang: null,
      theme: 'system',
      editor: 'auto',
      setLang: (lang) => set({ lang }),
      setTheme: (theme) => set({ theme }),
      setEditor: (editor) => set({ editor }),
    }),
    {
      name: SETTINGS_KEY,
      version: SETTINGS_RECORD.version,
      storage: createJSONStorage(() => safeLocalStorage),
      // Only data is stored, flat, so the inline theme script in index.html can read `theme` before paint.
      partialize: (s) => ({ lang: s.lang, theme: s.theme, editor: s.editor }),
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
