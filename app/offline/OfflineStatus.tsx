// The footer's line on offline use: preparing, saving the remaining files (how many to go), ready, or
// held back (Data Saver, a metered or very slow connection, an interrupted download) with a button to
// fetch them now. Nothing is said where no service worker runs (the dev server, no support).
import { useT } from '../i18n/use-t';
import type { StringKey } from '../i18n/strings';
import { TID } from '../testids';
import { useOffline } from './register';

const HELD: Record<'save-data' | 'metered' | 'slow', StringKey> = {
  'save-data': 'offline.heldSaveData',
  metered: 'offline.heldMetered',
  slow: 'offline.heldSlow',
};

export function OfflineStatus() {
  const t = useT();
  const supported = useOffline((s) => s.supported);
  const later = useOffline((s) => s.later);
  const held = useOffline((s) => s.held);
  const asked = useOffline((s) => s.asked);
  const fetchLater = useOffline((s) => s.fetchLater);
  // The line's room is kept from the first paint on: text arriving later must not move the footer.
  if (!supported) return <p className="mt-1 min-h-10" />;
  let state: 'preparing' | 'saving' | 'ready' | 'held' | 'partial' = 'preparing';
  let key: StringKey = 'offline.preparing';
  if (later?.busy) [state, key] = ['saving', 'offline.saving'];
  else if (later && later.missing === 0) [state, key] = ['ready', 'offline.ready'];
  else if (later && held) [state, key] = ['held', HELD[held]];
  else if (later && asked) [state, key] = ['partial', 'offline.partial'];
  const text = t(key)
    .replace('{missing}', String(later?.missing ?? 0))
    .replace('{total}', String(later?.total ?? 0));
  return (
    <p data-testid={TID.offlineStatus} data-state={state} role="status" className="mt-1 min-h-10">
      {text}
      {(state === 'held' || state === 'partial') && (
        <button type="button" className="ml-2 underline underline-offset-2" onClick={fetchLater}>
          {t('offline.fetch')}
        </button>
      )}
    </p>
  );
}
