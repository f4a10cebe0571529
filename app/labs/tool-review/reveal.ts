// "Show in the editor": a finding clicked in the checklist, the diff panel or a marker list asks the
// editor of its text to bring the range into view. The request is consumed once (the inputs clear it
// after the editor has acted), so a later remount never jumps to an old finding.
import { create } from 'zustand';
import type { RevealRequest } from '../LabTextEditor';

export type ReviewField = 'current' | 'pinned';

interface RevealState {
  target: (RevealRequest & { field: ReviewField }) | null;
  show(field: ReviewField, start: number, end: number): void;
  clear(): void;
}

export const useReveal = create<RevealState>((set) => ({
  target: null,
  show: (field, start, end) => set({ target: { field, start, end } }),
  clear: () => set({ target: null }),
}));
