// "Break it": one button per typical mistake of the lab. Each press starts from the input before the
// learner began breaking it (src/labs/break-it.ts), so every button keeps its own lesson; the one shown
// now is marked pressed, and pressing it again goes back. Which mistakes apply is worked out only when
// the row is first hovered or focused (never on an edit), in the worker for a big input.
import { memo, useMemo, useRef, useState } from 'react';
import { BreakIt, type AnyLab } from '../../src/labs/index';
import { useT } from '../i18n/use-t';
import { useRoute } from '../routing/router';
import { useLabs } from '../stores/labs';
import { TID } from '../testids';
import { askLabWorker } from './lab-worker';
import { BIG_INPUT, inputSize } from './use-lab-run';

/**
 * `state` is what the row shows (it may be drawn a frame after an edit); `now` reads the input shown at
 * this moment, which every press and every worker answer is checked against.
 */
export const BreakButtons = memo(function BreakButtons({
  lab,
  state,
  now,
}: {
  lab: AnyLab;
  state: unknown;
  now: () => unknown;
}) {
  const t = useT();
  const { lang } = useRoute();
  const setState = useLabs((s) => s.setState);
  const breakIt = useMemo(() => new BreakIt(lab.breakers), [lab]);
  const [, rerender] = useState(0);
  const [busy, setBusy] = useState(false);
  // The input a press did not apply to: the note goes once the input changes.
  const [missed, setMissed] = useState<{ on: unknown } | null>(null);

  // Whether the pointer or focus is in the row: a set worked out for an input that changed meanwhile
  // is asked again while the row is still wanted.
  const wanted = useRef(false);
  const asking = useRef(false);

  if (lab.breakers.length === 0) return null;
  const available = breakIt.availableIfKnown(state);
  const pressed = breakIt.pressed(state);

  const need = () => {
    wanted.current = true;
    const input = now();
    if (asking.current || breakIt.availableIfKnown(input)) return;
    const base = breakIt.baseline(input);
    if (inputSize(base) <= BIG_INPUT) {
      breakIt.availability(input);
      rerender((n) => n + 1);
      return;
    }
    asking.current = true;
    setBusy(true);
    const done = () => {
      asking.current = false;
      setBusy(false);
      if (wanted.current && !breakIt.availableIfKnown(now())) queueMicrotask(need);
    };
    askLabWorker({ kind: 'available', slug: lab.slug, state: base }).then((r) => {
      breakIt.remember(base, r.available ?? lab.breakers.map(() => false));
      done();
    }, done);
  };

  const show = (next: unknown, from: unknown) =>
    setState(lab.slug, next, { edited: true, record: true, from });

  const press = (id: string) => {
    const from = now();
    if (breakIt.pressed(from) === id) {
      // The mistake is on screen: pressing it again takes it back off.
      show(breakIt.baseline(from), from);
      return;
    }
    const base = breakIt.baseline(from);
    if (inputSize(base) <= BIG_INPUT) {
      const next = breakIt.press(id, from);
      if (next === null) setMissed({ on: from });
      else show(next, from);
      return;
    }
    setBusy(true);
    askLabWorker({ kind: 'break', slug: lab.slug, state: base, breaker: id }).then(
      (r) => {
        setBusy(false);
        // An answer for an input that has changed meanwhile is dropped.
        if (now() !== from) return;
        if (r.state === null || r.state === undefined) return setMissed({ on: from });
        breakIt.pressedWith(id, base, r.state);
        show(r.state, from);
      },
      () => setBusy(false),
    );
  };

  return (
    <div
      role="group"
      aria-label={t('lab.break')}
      aria-busy={busy}
      data-testid={TID.breakButtons}
      data-breakers-ready={available !== null}
      className="flex flex-wrap items-center gap-2"
      onPointerEnter={need}
      onFocus={need}
      onPointerLeave={() => (wanted.current = false)}
      onBlur={() => (wanted.current = false)}
    >
      <span className="text-sm font-semibold">{t('lab.break')}</span>
      {lab.breakers.map((b, i) => (
        <button
          key={b.id}
          type="button"
          data-breaker={b.id}
          aria-pressed={pressed === b.id}
          disabled={available !== null && !available[i]}
          className="btn-small btn-break"
          onClick={() => press(b.id)}
        >
          {b.label[lang]}
        </button>
      ))}
      <span role="status" className="basis-full text-sm text-slate-700 empty:hidden dark:text-slate-300">
        {busy
          ? t('lab.breakBusy')
          : missed?.on === state
            ? t('lab.breakNotApplicable')
            : pressed
              ? t('lab.breakApplied')
              : ''}
      </span>
    </div>
  );
});
