// Presenter preferences that outlive a reload: font scale and high contrast. A record of the record
// machine (src/records), like the settings.
import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { safeLocalStorage } from '../storage/safe-local';
import { defineRecord, readRecord } from '../../src/records/index';
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

type ClassroomData = Pick<ClassroomPrefs, 'scale' | 'contrast'>;

/** Any value → valid preferences: a scale off the list snaps to the nearest offered one. */
function cleanClassroom(p: Record<string, unknown>): ClassroomData {
  const scale = typeof p.scale === 'number' ? FONT_SCALES[nearestIndex(p.scale)]! : 1;
  return { scale, contrast: p.contrast === true };
}

/** The stored presenter preferences: version 1 is the scale and the contrast switch. */
export const CLASSROOM_RECORD = defineRecord<ClassroomData>({
  key: 'toollab:classroom',
  steps: [],
  clean: cleanClassroom,
});

export const CLASSROOM_KEY = CLASSROOM_RECORD.key;

/** Accepts any older or damaged stored value (of `version`, zustand's envelope) and returns a valid one. */
export function migrateClassroom(persisted: unknown, version = CLASSROOM_RECORD.version): ClassroomData {
  const p = persisted && typeof persisted === 'object' ? persisted : {};
  const r = readRecord(CLASSROOM_RECORD, { ...p, v: version });
  return r.ok ? r.value : cleanClassroom({});
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
      version: CLASSROOM_RECORD.version,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: (s) => ({ scale: s.scale, contrast: s.contrast }),
      migrate: (persisted, version) => migrateClassroom(persisted, version),
      // What migrate returned, or a current-version value as stored: checked the same way.
      merge: (persisted, current) => ({ ...current, ...migrateClassroom(persisted) }),
    },
  ),
);

export function canBigger(scale: number) {
  return nearestIndex(scale) < FONT_SCALES.length - 1;
}
export function canSmaller(scale: number) {
  return nearestIndex(scale) > 0;
}
