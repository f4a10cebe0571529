// One practice task: goal, what counts as done, the learner's input (lab editor, choices or numbers),
// the live lab outcome, Check (Ctrl/Cmd+Enter), feedback, the hint ladder, and after success the
// explanation and reference answer.
import { useEffect, useEffectEvent, useState } from 'react';
import { useRoute } from '../routing/router';
import { useT } from '../i18n/use-t';
import { useProgress } from '../stores/progress';
import { useSavedProgress } from './hooks';
import { TID } from '../testids';
import type { PracticeTask } from '../../src/content-checks/index';
import {
  checkTask,
  initialAnswer,
  own,
  type CheckResult,
  type LearnerAnswer,
} from '../../src/practice/index';
import { useLabBundle } from '../labs/lab-view';
import { ChoicesInput, NumbersInput } from './AnswerInputs';
import { LabTaskInput } from './LabTaskInput';
import { PageCallInput } from './PageCallInput';
import { checkPageTask } from './page-call-run';

interface Props {
  task: PracticeTask;
  /** the page the tasks belong to (a page-function task calls one of its functions) */
  pageId: string;
  number: number;
  total: number;
  locked: boolean;
  onPrev(): void;
  onNext(): void;
}

const BUTTON =
  'rounded border border-slate-500 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-400 dark:hover:bg-slate-800';

export function TaskView({ task, pageId, number, total, locked, onPrev, onNext }: Props) {
  const t = useT();
  const { lang } = useRoute();
  const entry = useSavedProgress((p) => own(p.tasks, task.id));
  // A lab task needs its lab: loading it suspends this task view (a move to another task is a
  // transition, so the task before stays on screen meanwhile).
  const bundle = useLabBundle(task.lab);
  const lab = bundle?.module;
  const first = initialAnswer(task, lab);
  const answer: LearnerAnswer =
    entry?.lastInput && entry.lastInput.kind === first.kind ? entry.lastInput : first;
  const [result, setResult] = useState<CheckResult | null>(null);
  const hints = Math.min(entry?.hints ?? 0, task.hints.length);
  const done = entry?.status === 'done';
  // After a reload (or a new edit) there is no check result on screen: a task already done says so.
  const shownResult: CheckResult | null = result ?? (done ? { done: true, feedback: [] } : null);

  const edit = (a: LearnerAnswer) => {
    setResult(null);
    useProgress.getState().edit(task.id, a);
  };
  const [calling, setCalling] = useState(false);
  const check = () => {
    if (task.check.kind === 'page-function' && answer.kind === 'lab') {
      // the page function runs in the page lab's Python worker: the verdict arrives later
      setCalling(true);
      void checkPageTask(task.check, pageId, lang, answer.text ?? '').then((r) => {
        setCalling(false);
        setResult(r);
        useProgress.getState().check(task.id, r.done, answer);
      });
      return;
    }
    const r = checkTask(task, answer, lab);
    setResult(r);
    useProgress.getState().check(task.id, r.done, answer);
  };

  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.altKey) {
      e.preventDefault();
      e.stopPropagation();
      check();
    } else if (e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
      if (e.key === 'ArrowRight') {
        e.preventDefault();
        onNext();
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        onPrev();
      }
    }
  });
  useEffect(() => {
    // Capture phase: the editor (Monaco) must not swallow Ctrl/Cmd+Enter first.
    const h = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', h, true);
    return () => window.removeEventListener('keydown', h, true);
  }, []);

  const c = task.check;
  const headingId = `task-${task.id}-title`;
  return (
    <article
      data-testid={TID.practiceTask}
      data-task={task.id}
      aria-labelledby={headingId}
      className="min-w-0"
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('practice.task')} {number}/{total}
      </p>
      <h2 id={headingId} className="text-2xl font-semibold">
        {task.title[lang]}
      </h2>
      <dl className="mt-3 space-y-2">
        <div>
          <dt className="font-semibold">{t('practice.goal')}</dt>
          <dd className="leading-relaxed">{task.goal[lang]}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t('practice.doneWhen')}</dt>
          <dd className="leading-relaxed">{task.done[lang]}</dd>
        </div>
      </dl>

      <div className="mt-5">
        {c.kind === 'lab-outcome' && answer.kind === 'lab' && bundle && (
          <LabTaskInput
            task={task}
            bundle={bundle}
            text={answer.text}
            onChange={(text) => edit({ kind: 'lab', text })}
          />
        )}
        {c.kind === 'lab-outcome' && task.lab && !bundle && <p role="alert">{t('lab.unknown')}</p>}
        {c.kind === 'page-function' && answer.kind === 'lab' && (
          <PageCallInput
            taskId={task.id}
            check={c}
            pageId={pageId}
            text={answer.text ?? ''}
            onChange={(text) => edit({ kind: 'lab', text })}
          />
        )}
        {c.kind === 'choices' && answer.kind === 'choices' && (
          <ChoicesInput
            task={task}
            check={c}
            picks={answer.picks}
            result={result}
            onChange={(picks) => edit({ kind: 'choices', picks })}
          />
        )}
        {c.kind === 'numbers' && answer.kind === 'numbers' && (
          <NumbersInput
            task={task}
            check={c}
            values={answer.values}
            result={result}
            onChange={(values) => edit({ kind: 'numbers', values })}
          />
        )}
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          data-testid={TID.practiceCheck}
          onClick={check}
          disabled={calling}
          aria-busy={calling || undefined}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          className="rounded bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900 dark:bg-blue-600 dark:hover:bg-blue-500"
        >
          {t('practice.check')} <span className="text-xs font-normal opacity-90">Ctrl/⌘+Enter</span>
        </button>
        {entry && entry.attempts > 0 && (
          <span className="text-sm text-slate-700 dark:text-slate-300">
            {t('practice.attempts')} {entry.attempts} {t('practice.attemptsSuffix')}
          </span>
        )}
      </div>

      <div
        data-testid={TID.practiceFeedback}
        data-done={shownResult ? String(shownResult.done) : undefined}
        aria-live="polite"
        className="mt-3"
      >
        {shownResult && (
          <div
            className={`rounded border p-3 ${
              shownResult.done
                ? 'border-emerald-700 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100'
                : 'border-rose-700 bg-rose-50 text-rose-950 dark:bg-rose-950 dark:text-rose-100'
            }`}
          >
            <p className="font-semibold">
              {shownResult.done ? `✓ ${t('practice.status.done')}` : `✗ ${t('practice.wrong')}`}
            </p>
            {shownResult.feedback.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {shownResult.feedback.map((f, i) => (
                  <li key={i}>{f[lang]}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>

      <HintLadder
        task={task}
        shown={hints}
        onMore={() => useProgress.getState().showHints(task.id, Math.min(hints + 1, task.hints.length))}
      />

      {done &&
        (locked ? (
          <p
            data-testid={TID.practiceLocked}
            className="mt-5 rounded border border-amber-700 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
          >
            🔒 {t('practice.locked')}
          </p>
        ) : (
          <section
            data-testid={TID.practiceAnswer}
            aria-labelledby={`${headingId}-answer`}
            className="mt-5 rounded border border-emerald-700 p-4 dark:border-emerald-500"
          >
            <h3 id={`${headingId}-answer`} className="text-lg font-semibold">
              {t('practice.explanation')}
            </h3>
            <p className="mt-1 leading-relaxed">{task.answer[lang]}</p>
            {task.answer.input !== undefined && (
              <>
                <h4 className="mt-3 font-semibold">{t('practice.reference')}</h4>
                <pre className="mt-1 overflow-auto rounded bg-slate-100 p-3 text-sm dark:bg-slate-900">
                  <code>{task.answer.input}</code>
                </pre>
              </>
            )}
          </section>
        ))}

      <div className="mt-6 flex justify-between gap-3 border-t border-slate-300 pt-4 dark:border-slate-700">
        <button type="button" onClick={onPrev} className={BUTTON} aria-keyshortcuts="Alt+ArrowLeft">
          ← {t('practice.prev')}
        </button>
        <button type="button" onClick={onNext} className={BUTTON} aria-keyshortcuts="Alt+ArrowRight">
          {t('practice.next')} →
        </button>
      </div>
    </article>
  );
}

function HintLadder({ task, shown, onMore }: { task: PracticeTask; shown: number; onMore(): void }) {
  const t = useT();
  const { lang } = useRoute();
  const all = shown >= task.hints.length;
  return (
    <section aria-labelledby={`hints-${task.id}`} className="mt-5">
      <h3 id={`hints-${task.id}`} className="font-semibold">
        {t('practice.hints')} ({shown}/{task.hints.length})
      </h3>
      <ol data-testid={TID.practiceHints} aria-live="polite" className="mt-1 list-decimal space-y-1 pl-6">
        {task.hints.slice(0, shown).map((h, i) => (
          <li key={i} className="leading-relaxed">
            {h[lang]}
          </li>
        ))}
      </ol>
      <button
        type="button"
        data-testid={TID.practiceHintNext}
        onClick={onMore}
        disabled={all}
        className={`${BUTTON} mt-2`}
      >
        {all ? t('practice.noMoreHints') : t('practice.nextHint')}
      </button>
    </section>
  );
}
