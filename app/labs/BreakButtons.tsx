// "Break it": one button per typical mistake of the lab, each disabled where it does not apply.
import { useMemo } from 'react';
import type { AnyLab } from '../../src/labs/index';
import { useT } from '../i18n/use-t';
import { useRoute } from '../routing/router';
import { useLabs } from '../stores/labs';

export function BreakButtons({ lab, state, deferred }: { lab: AnyLab; state: unknown; deferred: unknown }) {
  const t = useT();
  const { lang } = useRoute();
  const setState = useLabs((s) => s.setState);
  // Availability follows the deferred state: it never delays the outcome of a keystroke.
  const available = useMemo(() => lab.breakers.map((b) => b.apply(deferred) !== null), [lab, deferred]);
  if (lab.breakers.length === 0) return null;
  return (
    <div role="group" aria-label={t('lab.break')} className="flex flex-wrap gap-2">
      <span className="self-center text-sm font-semibold">{t('lab.break')}</span>
      {lab.breakers.map((b, i) => (
        <button
          key={b.id}
          type="button"
          data-breaker={b.id}
          disabled={!available[i]}
          className="btn-small"
          onClick={() => {
            // Apply to the current state: the deferred one may be a keystroke behind.
            const next = b.apply(state);
            if (next !== null) setState(lab.slug, next, { edited: true, record: true, from: state });
          }}
        >
          {b.label[lang]}
        </button>
      ))}
    </div>
  );
}
