// Practice tasks answered without a lab: one choice per item, or numbers typed into fields, each with
// its own feedback after a check.
import type { ReactNode } from 'react';
import type { ChoicesCheck, NumbersCheck, PracticeTask } from '../../src/content-checks/index';
import type { CheckResult } from '../../src/practice/index';
import { useT } from '../i18n/use-t';
import { useRoute } from '../routing/router';
import { labelled } from '../../src/i18n/index';

export function ChoicesInput({
  task,
  check,
  picks,
  result,
  onChange,
}: {
  task: PracticeTask;
  check: ChoicesCheck;
  picks: (string | null)[];
  result: CheckResult | null;
  onChange(picks: (string | null)[]): void;
}) {
  const t = useT();
  const { lang } = useRoute();
  return (
    <div className="space-y-5">
      {check.items.map((item, i) => {
        const r = result?.items?.[i];
        const name = `${task.id}-item-${i}`;
        return (
          <fieldset
            key={i}
            data-item={i}
            data-correct={r ? String(r.correct) : undefined}
            className="rounded border border-slate-300 p-4 dark:border-slate-700"
          >
            <legend className="px-1 font-semibold">
              {t('practice.item')} {i + 1} {t('practice.itemSuffix')}
            </legend>
            <p className="mb-2 leading-relaxed">{item.prompt[lang]}</p>
            <div className="space-y-1.5">
              {item.options.map((o) => (
                <label key={o.id} className="flex items-start gap-2 leading-relaxed">
                  <input
                    type="radio"
                    name={name}
                    value={o.id}
                    checked={picks[i] === o.id}
                    onChange={() => {
                      const next = check.items.map((_, j) => picks[j] ?? null);
                      next[i] = o.id;
                      onChange(next);
                    }}
                    className="mt-1.5 h-4 w-4 shrink-0"
                  />
                  <span>{o[lang]}</span>
                </label>
              ))}
            </div>
            {r && <ItemFeedback correct={r.correct}>{r.feedback[lang]}</ItemFeedback>}
          </fieldset>
        );
      })}
    </div>
  );
}

export function NumbersInput({
  task,
  check,
  values,
  result,
  onChange,
}: {
  task: PracticeTask;
  check: NumbersCheck;
  values: Record<string, string>;
  result: CheckResult | null;
  onChange(values: Record<string, string>): void;
}) {
  const { lang } = useRoute();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {check.fields.map((f, i) => {
        const id = `${task.id}-${f.id}`;
        const r = result?.items?.[i];
        return (
          <div key={f.id} data-field={f.id} data-correct={r ? String(r.correct) : undefined}>
            <label htmlFor={id} className="block font-semibold">
              {f.label[lang]}
            </label>
            <input
              id={id}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={values[f.id] ?? ''}
              onChange={(e) => onChange({ ...values, [f.id]: e.target.value })}
              className="mt-1 w-full rounded border border-slate-500 bg-white px-2 py-1.5 font-mono dark:bg-slate-900"
            />
            {r && <ItemFeedback correct={r.correct}>{r.feedback[lang]}</ItemFeedback>}
          </div>
        );
      })}
    </div>
  );
}

function ItemFeedback({ correct, children }: { correct: boolean; children: ReactNode }) {
  const t = useT();
  const { lang } = useRoute();
  return (
    <p
      className={`mt-2 rounded p-2 text-sm ${
        correct
          ? 'bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100'
          : 'bg-rose-50 text-rose-950 dark:bg-rose-950 dark:text-rose-100'
      }`}
    >
      <span className="font-semibold">
        {labelled(lang, correct ? `✓ ${t('practice.right')}` : `✗ ${t('practice.wrong')}`)}
      </span>
      {children}
    </p>
  );
}
