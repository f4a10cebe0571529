// Small hooks shared by the practice view, the topic-page link and the home-page badge.
import { startTransition, useEffect, useState } from 'react';
import type { PracticeFile } from '../../src/content-checks/index';
import { getPractice, loadPractice } from './data';

/**
 * A page's practice file: undefined while loading (and during the server render and hydration, so
 * the first client render matches the prerendered HTML), null when the page has none.
 */
export function usePracticeFile(pageId: string): PracticeFile | null | undefined {
  const [loaded, setLoaded] = useState<{ id: string; file: PracticeFile | null } | null>(null);
  useEffect(() => {
    let live = true;
    void loadPractice(pageId).then((file) => {
      // A transition: the whole task list renders in slices, not in one long task on a slow phone.
      if (live) startTransition(() => setLoaded({ id: pageId, file }));
    });
    return () => {
      live = false;
    };
  }, [pageId]);
  if (loaded?.id === pageId) return loaded.file;
  // Known to have none: answer at once (also on the server).
  return getPractice(pageId) === null ? null : undefined;
}
