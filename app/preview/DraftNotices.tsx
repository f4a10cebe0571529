// Notices about the preview's draft: another tab saved a different draft (load theirs or keep mine),
// and a stored draft this release cannot read was kept aside (download it, then let it go).
import { useState } from 'react';
import { useT } from '../i18n/use-t';
import { downloadText } from '../storage/download';
import { TID } from '../testids';
import { forgetUnreadableDraft, unreadableDraft } from './draft';
import { usePreview } from './store';

const NOTE = 'mt-3 flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm';

export function DraftNotices() {
  const t = useT();
  const otherTab = usePreview((s) => s.otherTab);
  // Read on every render once the draft has loaded (loading is what keeps an unreadable one aside).
  const loaded = usePreview((s) => s.loaded);
  const [forgotten, setForgotten] = useState(false);
  const kept = loaded && !forgotten ? unreadableDraft() : null;
  return (
    <>
      {otherTab && (
        <div
          role="alert"
          data-testid={TID.previewOtherTab}
          className={`${NOTE} border-blue-700 bg-blue-50 text-blue-950 dark:bg-blue-950 dark:text-blue-50`}
        >
          <p className="flex-1">{t('preview.otherTab')}</p>
          <button
            type="button"
            className="btn"
            data-testid={TID.previewLoadTheirs}
            onClick={() => usePreview.getState().loadOtherTab()}
          >
            {t('preview.otherTabLoad')}
          </button>
          <button
            type="button"
            className="btn"
            data-testid={TID.previewKeepMine}
            onClick={() => usePreview.getState().keepMine()}
          >
            {t('preview.otherTabKeep')}
          </button>
        </div>
      )}
      {kept !== null && (
        <div
          role="note"
          data-testid={TID.previewUnreadableDraft}
          className={`${NOTE} border-amber-700 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50`}
        >
          <p className="flex-1">{t('preview.unreadable')}</p>
          <button
            type="button"
            className="btn"
            onClick={() => downloadText('tool-lab-unreadable-draft.json', kept)}
          >
            {t('preview.unreadableDownload')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => {
              forgetUnreadableDraft();
              setForgotten(true);
            }}
          >
            {t('preview.unreadableForget')}
          </button>
        </div>
      )}
    </>
  );
}
