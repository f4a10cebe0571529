// Practice files of content/practice/, one lazy chunk each, cached once loaded. The build validates
// them (src/curriculum), so they are typed, not re-checked, here.
import type { PracticeFile } from '../../src/curriculum/index';

const files = import.meta.glob<PracticeFile>('/content/practice/*.json', { import: 'default' });

const cache = new Map<string, PracticeFile>();
const pending = new Map<string, Promise<PracticeFile | null>>();

const pathFor = (pageId: string) => `/content/practice/${pageId}.json`;

export function hasPractice(pageId: string): boolean {
  return pathFor(pageId) in files;
}

/** The loaded file, or undefined while it has not loaded (null when the page has no practice). */
export function getPractice(pageId: string): PracticeFile | null | undefined {
  if (!hasPractice(pageId)) return null;
  return cache.get(pageId);
}

export function loadPractice(pageId: string): Promise<PracticeFile | null> {
  const hit = cache.get(pageId);
  if (hit) return Promise.resolve(hit);
  const loader = files[pathFor(pageId)];
  if (!loader) return Promise.resolve(null);
  let p = pending.get(pageId);
  if (!p) {
    p = loader().then((f) => {
      cache.set(pageId, f);
      return f;
    });
    pending.set(pageId, p);
  }
  return p;
}
