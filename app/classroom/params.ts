// Presenter mode lives in the URL query so a link opens presenting at a given step:
// `?present=1&walk=<walkthroughId>&step=<n>` (n is 1-based). Pure: no window, no React.

export interface PresentParams {
  present: boolean;
  walk: string | null;
  /** 1-based; always ≥ 1 (clamped to the walkthrough's length by the view). */
  step: number;
}

const KEYS = ['present', 'walk', 'step'] as const;

export function readPresent(search: string): PresentParams {
  const p = new URLSearchParams(search);
  const n = Number.parseInt(p.get('step') ?? '', 10);
  return {
    present: p.get('present') === '1',
    walk: p.get('walk') || null,
    step: Number.isFinite(n) && n >= 1 ? n : 1,
  };
}

/** The query string with the presenter keys replaced (other keys are kept, in order). */
export function writePresent(search: string, next: PresentParams): string {
  const p = new URLSearchParams(search);
  for (const k of KEYS) p.delete(k);
  if (next.present) {
    p.set('present', '1');
    if (next.walk) {
      p.set('walk', next.walk);
      p.set('step', String(Math.max(1, Math.floor(next.step))));
    }
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** Clamps a 1-based step into 1..count (count 0 gives 1). */
export function clampStep(step: number, count: number): number {
  return Math.min(Math.max(1, Math.floor(step)), Math.max(1, count));
}
