// Practice files of content/practice/, one lazy chunk each, cached once loaded. The build validates
// them (src/content-checks), so they are typed, not re-checked, here.
import type { Bilingual, PracticeFile } from '../../src/content-checks/index';
import type { KnownIds } from '../../src/practice/index';

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

/** Every practice file of the site (an import is checked against all of their ids). */
export async function loadAllPractice(): Promise<PracticeFile[]> {
  const ids = Object.keys(files).map((p) => p.replace(/^.*\/([^/]+)\.json$/, '$1'));
  const all = await Promise.all(ids.map(loadPractice));
  return all.filter((f): f is PracticeFile => f !== null);
}

/** The task and quiz ids the files define, and what each is called (for an import's preview). */
export function practiceIds(all: readonly PracticeFile[]): KnownIds & { names: Map<string, Bilingual> } {
  const tasks = new Set<string>();
  const quiz = new Set<string>();
  const names = new Map<string, Bilingual>();
  for (const f of all) {
    for (const t of f.tasks) {
      tasks.add(t.id);
      names.set(`task:${t.id}`, t.title);
    }
    for (const m of f.mastery ?? []) {
      quiz.add(m.id);
      names.set(`quiz:${m.id}`, m.statement);
    }
  }
  return { tasks, quiz, names };
}
