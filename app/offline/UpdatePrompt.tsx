// A quiet "update available" notice. The new release takes over only when the learner says so, and not
// while a save is failing (the page would reload and the unsaved edit would be gone).
import { useT } from '../i18n/use-t';
import { useStorageStatus } from '../storage/status';
import { TID } from '../testids';
import { useOffline } from './register';

export function UpdatePrompt() {
  const t = useT();
  const waiting = useOffline((s) => s.updateWaiting);
  const apply = useOffline((s) => s.applyUpdate);
  const unsaved = useStorageStatus((s) => Object.keys(s.failures).length > 0);
  if (!waiting) return null;
  return (
    <div
      role="status"
      data-testid={TID.updateAvailable}
      className="fixed bottom-3 left-3 z-40 flex max-w-sm flex-wrap items-center gap-3 rounded-md border border-slate-400 bg-white p-3 text-sm shadow-lg dark:border-slate-500 dark:bg-slate-900 print:hidden"
    >
      <p className="flex-1">{unsaved ? t('offline.updateUnsaved') : t('offline.update')}</p>
      <button type="button" className="btn" disabled={unsaved} onClick={apply}>
        {t('offline.reload')}
      </button>
    </div>
  );
}
