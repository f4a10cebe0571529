// What Tab does in a code editor. By default it moves focus (a keyboard user is never trapped inside an
// editor: WCAG 2.1.2); the toggle key makes Tab type indentation instead, for every editor of the page,
// as VS Code's "Tab moves focus" mode does. Shown under each editor and on the home page.
import { create } from 'zustand';

interface TabMode {
  tabMovesFocus: boolean;
  toggle(): void;
}

export const useTabMode = create<TabMode>()((set, get) => ({
  tabMovesFocus: true,
  toggle: () => set({ tabMovesFocus: !get().tabMovesFocus }),
}));

/** macOS keeps Cmd+M for minimising windows, so there the toggle is Ctrl+Shift+M (as in VS Code). */
export function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.userAgent);
}

/** The toggle as the reader types it: on Apple systems, and elsewhere. */
export const TAB_TOGGLE_KEYS = { apple: 'Ctrl+Shift+M', other: 'Ctrl+M' } as const;
