// The presenter bar's controls that every kind of presenter shares: stepping through a walkthrough, the
// type size and high contrast. The test ids are the classroom's, wherever the presenter is.
import { useT } from '../i18n/use-t';
import { TID } from '../testids';
import { canBigger, canSmaller } from './store';

export function StepButtons({ step, total, go }: { step: number; total: number; go(step: number): void }) {
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className="btn"
        data-testid={TID.classroomPrev}
        aria-keyshortcuts="ArrowLeft PageUp"
        aria-label={t('classroom.prev')}
        title={t('classroom.prev')}
        disabled={step <= 1}
        onClick={() => go(step - 1)}
      >
        <span aria-hidden="true">←</span>
      </button>
      <span
        data-testid={TID.classroomStep}
        data-step={step}
        aria-live="polite"
        aria-atomic="true"
        className="presenter-step"
      >
        {t('classroom.step')} {step} / {total}
      </span>
      <button
        type="button"
        className="btn"
        data-testid={TID.classroomNext}
        aria-keyshortcuts="ArrowRight PageDown"
        aria-label={t('classroom.next')}
        title={t('classroom.next')}
        disabled={step >= total}
        onClick={() => go(step + 1)}
      >
        <span aria-hidden="true">→</span>
      </button>
    </div>
  );
}

export function FontSizeButtons({
  scale,
  smaller,
  bigger,
}: {
  scale: number;
  smaller(): void;
  bigger(): void;
}) {
  const t = useT();
  return (
    <div role="group" aria-label={t('classroom.fontSize')} className="flex gap-1">
      <button
        type="button"
        className="btn"
        data-testid={TID.classroomFontDown}
        aria-label={t('classroom.fontSmaller')}
        disabled={!canSmaller(scale)}
        onClick={smaller}
      >
        A−
      </button>
      <button
        type="button"
        className="btn"
        data-testid={TID.classroomFontUp}
        aria-label={t('classroom.fontBigger')}
        disabled={!canBigger(scale)}
        onClick={bigger}
      >
        A+
      </button>
    </div>
  );
}

export function ContrastButton({ contrast, onChange }: { contrast: boolean; onChange(on: boolean): void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="btn"
      data-testid={TID.classroomContrast}
      aria-pressed={contrast}
      onClick={() => onChange(!contrast)}
    >
      {t('classroom.contrast')}
    </button>
  );
}
