// Whether the remaining files for offline use may be fetched without asking: not when the reader has
// asked the browser to save data, not on a metered or cellular connection, not on a very slow one.
// (Network Information API: Chromium-based browsers; elsewhere nothing is known and the fetch goes ahead.)

export interface ConnectionInfo {
  saveData?: boolean;
  /** Chromium: 'cellular', 'wifi', 'ethernet', … */
  type?: string;
  /** An older draft of the API (Firefox for Android). */
  metered?: boolean;
  effectiveType?: string;
}

export type Hold = 'save-data' | 'metered' | 'slow';

/** Why the later files wait for the reader's go-ahead, or null when they may be fetched now. */
export function holdFor(c: ConnectionInfo | undefined): Hold | null {
  if (!c) return null;
  if (c.saveData === true) return 'save-data';
  if (c.metered === true || c.type === 'cellular') return 'metered';
  if (c.effectiveType === 'slow-2g' || c.effectiveType === '2g') return 'slow';
  return null;
}
