// Reader settings that outlive a reload: preferred language and theme.
// Versioned so a later release can migrate what learners already stored.
import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { safeLocalStorage } from '../storage/safe-local';
import type { Lang } from '../i18n/strings';

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

export const SETTINGS_KEY = 'toollab:settings';

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
      version: 2,
      storage: createJSONStorage(() => safeLocalStorage),
      // Only data is stored, flat, so the inline theme script in index.html can read `theme` before paint.
      partialize: (s) => ({ lang: s.lang, theme: s.theme, editor: s.editor }),
      migrate: (persisted) => migrateSettings(persisted),
    },
  ),
);

/** Accepts any older or damaged stored value and returns a valid one. */
export function migrateSettings(persisted: unknown): Pick<SettingsState, 'lang' | 'theme' | 'editor'> {
  const p = (persisted && typeof persisted === 'object' ? persisted : {}) as Record<string, unknown>;
  const lang = p.lang === 'en' || p.lang === 'zh' ? p.lang : null;
  const theme = p.theme === 'light' || p.theme === 'dark' ? p.theme : 'system';
  const editor = p.editor === 'monaco' || p.editor === 'plain' ? p.editor : 'auto';
  return { lang, theme, editor };
}

export function applyTheme(theme: Theme) {
  const dark =
    theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  return dark;
}
