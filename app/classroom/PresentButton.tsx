// The toolbar button that opens presenter mode (the `P` key does the same).
import { useT } from '../i18n/use-t';
import { TID } from '../testids';
import { setPresent } from './present-mode';

export function PresentButton() {
  const t = useT();
  return (
    <button
      type="button"
      className="btn"
      data-testid={TID.classroomPresent}
      aria-keyshortcuts="P"
      onClick={() => setPresent({ present: true, walk: null, step: 1 })}
    >
      {t('classroom.present')}{' '}
      <kbd className="rounded border border-current px-1 font-mono text-xs" aria-hidden="true">
        P
      </kbd>
    </button>
  );
}
