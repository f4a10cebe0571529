// Notices about the lab's saved input: another tab changed it (with a way back to ours), a saved input
// this release cannot read (kept, with a download), and a big input still running in the background.
import { useSyncExternalStore, memo } from 'react';
import { keptAsideRecord } from '../stores/lab-persist';
import { useLabs, type LabEntry } from '../stores/labs';
import { useT } from '../i18n/use-t';
import { downloadText } from '../storage/download';
import { TID } from '../testids';

const NOTE = 'flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm';

const noSubscription = () => () => undefined;

/**
 * The record kept aside, read only after hydration: the prerendered page cannot know it, and a
 * first client render that differs from the server's HTML is a hydration error.
 */
function useKeptAside(slug: string): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => keptAsideRecord(slug),
    () => null,
  );
}

export const LabNotices = memo(function LabNotices({
  slug,
  pending,
  fallback,
}: {
  slug: string;
  pending: boolean;
  /** What the lab shows without saved work (its first scenario): "mine" when this tab had saved nothing. */
  fallback: LabEntry;
}) {
  const t = useT();
  const changed = useLabs((s) => s.changedElsewhere[slug]);
  const kept = useKeptAside(slug);
  return (
    <>
      {changed !== undefined && (
        <div
          role="status"
          data-testid={TID.labChangedElsewhere}
          className={`${NOTE} border-blue-700 bg-blue-50 dark:bg-blue-950`}
        >
          <p className="flex-1">{t('lab.changedElsewhere')}</p>
          <button
            type="button"
            className="btn"
            onClick={() => useLabs.getState().restoreMine(slug, fallback)}
          >
            {t('lab.changedElsewhereUndo')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => useLabs.getState().dismissChangedElsewhere(slug)}
          >
            {t('lab.changedElsewhereOk')}
          </button>
        </div>
      )}
      {kept !== null && (
        <div
          role="note"
          data-testid={TID.labUnreadableSaved}
          className={`${NOTE} border-amber-700 bg-amber-50 dark:bg-amber-950`}
        >
          <p className="flex-1">{t('lab.unreadableSaved')}</p>
          <button
            type="button"
            className="btn"
            onClick={() => downloadText(`tool-lab-${slug}-saved.json`, kept)}
          >
            {t('lab.unreadableDownload')}
          </button>
        </div>
      )}
      {pending && (
        <p role="status" data-testid={TID.labPending} className="text-sm">
          {t('lab.pending')}
        </p>
      )}
    </>
  );
});
