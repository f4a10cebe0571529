// The outcome: its code, what it means in plain words, what it proves and does not prove, and the
// host's next step (with links to where it continues in the app, when the outcome text has them).
import { errorText, problemText, type LabRun } from '../../src/labs/index';
import { outcomeText } from './lab-view';
import type { LabBundle } from './registry';
import { Link, useRoute } from '../routing/router';
import { fill } from '../i18n/strings';
import { useT } from '../i18n/use-t';
import { TID } from '../testids';
import { labelled } from '../../src/i18n/index';

/** An outcome link's app path in the reader's language (`/en/…` for English). */
const localHref = (href: string, lang: 'zh' | 'en') => (lang === 'en' ? `/en${href}` : href);

const TONE = {
  ok: 'border-emerald-700 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950',
  block: 'border-rose-700 bg-rose-50 dark:border-rose-400 dark:bg-rose-950',
  unknown: 'border-amber-700 bg-amber-50 dark:border-amber-400 dark:bg-amber-950',
} as const;

export function OutcomePanel({
  bundle,
  run,
  big = false,
}: {
  bundle: LabBundle;
  run: LabRun;
  big?: boolean;
}) {
  const { lang } = useRoute();
  const t = useT();
  const text = run.parseError ? undefined : outcomeText(bundle, run);
  const tone = run.parseError ? 'block' : (text?.tone ?? 'block');
  const extra = Object.fromEntries(
    Object.entries(run.attributes ?? {})
      .filter(([k]) => /^[a-z]+$/.test(k))
      .map(([k, v]) => [`data-${k}`, v]),
  );
  return (
    <section
      data-testid={TID.outcome}
      data-outcome={run.outcome}
      {...extra}
      aria-live="polite"
      aria-label={t('lab.outcome')}
      // Presenter mode scrolls a long explanation inside the panel: keys reach it from here.
      tabIndex={big ? 0 : undefined}
      className={`rounded-lg border-2 p-4 ${TONE[tone]} ${big ? 'text-lg' : ''}`}
    >
      <p className="text-sm text-slate-800 dark:text-slate-200">{t('lab.outcome')}</p>
      <p className={`font-mono font-bold ${big ? 'text-3xl' : 'text-2xl'}`}>{run.outcome}</p>
      {run.parseError ? (
        <div className="mt-2">
          <p className="font-semibold">{t('lab.parseError')}</p>
          <p className="mt-1">
            {labelled(lang, fill(t('pos.lineColumn'), run.parseError), problemText(run.parseError, lang))}
          </p>
          <p className="mt-2 text-sm">{t('lab.parseErrorNext')}</p>
        </div>
      ) : (
        <>
          {text && <p className="mt-1 text-lg font-semibold">{text.title[lang]}</p>}
          {run.error && (
            <p className="mt-2">
              <span className="font-semibold">{t('lab.errorMessage')}</span>{' '}
              <code className="font-mono">{errorText(run, lang)}</code>
            </p>
          )}
          {text && (
            <dl className="mt-3 space-y-2 text-[0.95em] leading-relaxed">
              <div>
                <dt className="sr-only">{t('lab.explain')}</dt>
                <dd>{text.explain[lang]}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t('lab.proves')}</dt>
                <dd>{text.proves[lang]}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t('lab.notProves')}</dt>
                <dd>{text.notProves[lang]}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t('lab.next')}</dt>
                <dd>{text.next[lang]}</dd>
                {text.links?.map((link) => (
                  <dd key={link.href} className="mt-1">
                    <Link
                      href={localHref(link.href, lang)}
                      data-testid={TID.outcomeLink}
                      className="font-semibold text-blue-800 underline underline-offset-4 dark:text-blue-300"
                    >
                      {link.label[lang]} →
                    </Link>
                  </dd>
                ))}
              </div>
            </dl>
          )}
        </>
      )}
    </section>
  );
}
