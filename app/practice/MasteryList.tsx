// The page's mastery criteria as a checklist: each statement with a small quiz; ticked when answered right.
import { useState } from 'react';
import { useRoute } from '../routing/router';
import { useT } from '../i18n/use-t';
import { useProgress } from '../stores/progress';
import { useSavedProgress } from './hooks';
import { own } from '../../src/practice/index';
import { TID } from '../testids';
import type { MasteryItem } from '../../src/content-checks/index';
import { StatusIcon } from './StatusIcon';

export function MasteryList({ items }: { items: MasteryItem[] }) {
  const t = useT();
  return (
    <section
      data-testid={TID.practiceMastery}
      aria-labelledby="mastery-title"
      className="mt-10 border-t border-slate-300 pt-6 dark:border-slate-700"
    >
      <h2 id="mastery-title" className="text-2xl font-semibold">
        {t('quiz.title')}
      </h2>
      <p className="mt-1 text-slate-800 dark:text-slate-200">{t('quiz.intro')}</p>
      <ul className="mt-4 grid items-start gap-4 xl:grid-cols-2">
        {items.map((m) => (
          <MasteryCard key={m.id} item={m} />
        ))}
      </ul>
    </section>
  );
}

function MasteryCard({ item }: { item: MasteryItem }) {
  const t = useT();
  const { lang } = useRoute();
  const saved = useSavedProgress((p) => own(p.quiz, item.id));
  const savedChoice = saved?.choice ?? null;
  const [pick, setPick] = useState<string | null>(savedChoice);
  // The saved answer arrives after hydration (or from another tab): the radio buttons follow it.
  const [shownChoice, setShownChoice] = useState(savedChoice);
  if (shownChoice !== savedChoice) {
    setShownChoice(savedChoice);
    setPick(savedChoice);
  }
  const [feedback, setFeedback] = useState<'right' | 'wrong' | 'pick' | null>(null);
  const met = saved?.correct === true;
  const quiz = item.quiz;
  const check = () => {
    if (!quiz) return;
    if (pick === null) {
      setFeedback('pick');
      return;
    }
    const correct = pick === quiz.correct;
    useProgress.getState().answerQuiz(item.id, pick, correct);
    setFeedback(correct ? 'right' : 'wrong');
  };
  const name = `quiz-${item.id}`;
  return (
    <li
      data-mastery={item.id}
      data-met={String(met)}
      className="rounded border border-slate-300 p-4 dark:border-slate-700"
    >
      <p className="flex items-start gap-2 font-medium">
        <StatusIcon status={met ? 'done' : 'new'} />
        <span>
          {item.statement[lang]}{' '}
          <span className="text-sm font-normal text-slate-700 dark:text-slate-300">
            ({met ? t('quiz.met') : t('quiz.unmet')})
          </span>
        </span>
      </p>
      {quiz && (
        <fieldset className="mt-3">
          <legend className="mb-2 leading-relaxed">{quiz.question[lang]}</legend>
          <div className="space-y-1.5">
            {quiz.options.map((o) => (
              <label key={o.id} className="flex items-start gap-2 leading-relaxed">
                <input
                  type="radio"
                  name={name}
                  value={o.id}
                  checked={pick === o.id}
                  onChange={() => {
                    setPick(o.id);
                    setFeedback(null);
                  }}
                  className="mt-1.5 h-4 w-4 shrink-0"
                />
                <span>{o[lang]}</span>
              </label>
            ))}
          </div>
          <button
            type="button"
            onClick={check}
            className="mt-3 rounded border border-slate-500 px-3 py-1 text-sm font-medium hover:bg-slate-100 dark:border-slate-400 dark:hover:bg-slate-800"
          >
            {t('quiz.check')}
          </button>
          <div aria-live="polite" className="mt-2 text-sm">
            {feedback === 'pick' && <p>{t('quiz.pickFirst')}</p>}
            {feedback === 'wrong' && <p className="text-rose-800 dark:text-rose-300">✗ {t('quiz.wrong')}</p>}
            {(feedback === 'right' || (feedback === null && met)) && (
              <p className="rounded bg-emerald-50 p-2 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100">
                {feedback === 'right' && <span className="font-semibold">✓ {t('quiz.right')} </span>}
                {quiz.explanation[lang]}
              </p>
            )}
          </div>
        </fieldset>
      )}
    </li>
  );
}
