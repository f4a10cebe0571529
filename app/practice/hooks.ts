// Small hooks of the practice view, the topic-page link and the home-page badge.
import { startTransition, useEffect, useState } from 'react';
import type { PracticeFile } from '../../src/content-checks/index';
import { emptyProgress, type Progress } from '../../src/practice/index';
import { useHydrated } from '../hooks/use-hydrated';
import { useProgress } from '../stores/progress';
import { getPractice, loadPractice } from './data';

/**
 * A page's practice file: undefined while loading (and during the server render and hydration, so
 * the first client render matches the prerendered HTML), null when the page has none. `prepared`: the
 * route preparer loaded it on both sides (the practice page itself), so it is there at once.
 */
export function usePracticeFile(pageId: string, prepared = false): PracticeFile | null | undefined {
  const ready = prepared ? getPractice(pageId) : undefined;
  const [loaded, setLoaded] = useState<{ id: string; file: PracticeFile | null } | null>(null);
  useEffect(() => {
    if (ready !== undefined) return;
    let live = true;
    void loadPractice(pageId).then((file) => {
      // A transition: the whole task list renders in slices, not in one long task on a slow phone.
      if (live) startTransition(() => setLoaded({ id: pageId, file }));
    });
    return () => {
      live = false;
    };
  }, [pageId, ready]);
  if (ready !== undefined) return ready;
  if (loaded?.id === pageId) return loaded.file;
  // Known to have none: answer at once (also on the server).
  return getPractice(pageId) === null ? null : undefined;
}

const NOTHING_SAVED = emptyProgress();

/**
 * The saved progress as the prerendered practice page must read it: a new learner's (nothing saved)
 * on the server and while hydrating, so the first client render matches the HTML, then the real one.
 */
export function useSavedProgress<T>(select: (p: Progress) => T): T {
  const hydrated = useHydrated();
  return useProgress((s) => select(hydrated ? s : NOTHING_SAVED));
}
