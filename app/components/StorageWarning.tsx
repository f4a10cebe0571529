// The persistent "not saved" notice: shown while any write to this browser's storage has failed, with
// what to do (download the unsaved input, free space, retry). Saving is retried every few seconds too.
import { useEffect } from 'react';
import { useT } from '../i18n/use-t';
import { downloadText } from '../storage/download';
import { retryFailedSaves, useStorageStatus } from '../storage/status';
import { TID } from '../testids';

const RETRY_MS = 5000;

export function StorageWarning() {
  const t = useT();
  const failures = useStorageStatus((s) => s.failures);
  const list = Object.values(failures);
  useEffect(() => {
    if (list.length === 0) return;
    const id = setInterval(() => void retryFailedSaves(), RETRY_MS);
    return () => clearInterval(id);
  }, [list.length]);
  if (list.length === 0) return null;
  const downloads = list.flatMap((f) => (f.download ? [f.download] : []));
  return (
    <div
      role="alert"
      data-testid={TID.storageWarning}
      className="sticky top-0 z-30 border-b-2 border-amber-700 bg-amber-50 px-4 py-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50 print:hidden"
    >
      <p className="font-semibold">{t('storage.warning')}</p>
      <p className="text-sm">{t('storage.what')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {downloads.map((d) => (
          <button key={d.name} type="button" className="btn" onClick={() => downloadText(d.name, d.text)}>
            {t('storage.download')} ({d.name})
          </button>
        ))}
        <button type="button" className="btn" onClick={() => void retryFailedSaves()}>
          {t('storage.retry')}
        </button>
      </div>
    </div>
  );
}
