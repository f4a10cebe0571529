// Presenter preferences that outlive a reload: font scale and high contrast. Versioned like settings.
import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { safeLocalStorage } from '../storage/safe-local';

export const CLASSROOM_KEY = 'toollab:classroom';
/** Font scales offered by A− / A+ (1 = the presenter base of 1.35rem). */
export const FONT_SCALES = [0.8, 0.9, 1, 1.15, 1.3, 1.5] as const;

interface ClassroomPrefs {
  scale: number;
  contrast: boolean;
  bigger(): void;
  smaller(): void;
  setContrast(on: boolean): void;
}

function nearestIndex(scale: number): number {
  let best = 0;
  FONT_SCALES.forEach((s, i) => {
    if (Math.abs(s - scale) < Math.abs(FONT_SCALES[best]! - scale)) best = i;
  });
  return best;
}

export const useClassroom = create<ClassroomPrefs>()(
  persist(
    (set, get) => ({
      scale: 1,
      contrast: false,
      bigger: () =>
        set({ scale: FONT_SCALES[Math.min(FONT_SCALES.length - 1, nearestIndex(get().scale) + 1)]! }),
      smaller: () => set({ scale: FONT_SCALES[Math.max(0, nearestIndex(get().scale) - 1)]! }),
      setContrast: (contrast) => set({ contrast }),
    }),
    {
      name: CLASSROOM_KEY,
      version: 1,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: (s) => ({ scale: s.scale, contrast: s.contrast }),
      merge: (persisted, current) => {
        const p = (persisted && typeof persisted === 'object' ? persisted : {}) as Record<string, unknown>;
        const scale = typeof p.scale === 'number' ? FONT_SCALES[nearestIndex(p.scale)]! : 1;
        return { ...current, scale, contrast: p.contrast === true };
      },
    },
  ),
);

export function canBigger(scale: number) {
  return nearestIndex(scale) < FONT_SCALES.length - 1;
}
export function canSmaller(scale: number) {
  return nearestIndex(scale) > 0;
}
