// One practice task: goal, what counts as done, the learner's input (lab editor, choices or numbers),
// the live lab outcome, Check (Ctrl/Cmd+Enter), feedback, the hint ladder, and after success the
// explanation and reference answer.
import { useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { useRoute } from '../routing/router';
import { useT } from '../i18n/use-t';
import { useProgress } from '../stores/progress';
import { TID } from '../testids';
import { CodeEditor } from '../editor/CodeEditor';
import type { EditorMarker } from '../editor/types';
import type {
  AdmissionStart,
  ChoicesCheck,
  ClassifierStart,
  NumbersCheck,
  PracticeTask,
} from '../../src/curriculum/types';
import {
  checkTask,
  initialAnswer,
  runTaskLab,
  startText,
  type CheckResult,
  type LearnerAnswer,
} from '../../src/practice/check';

interface Props {
  task: PracticeTask;
  number: number;
  total: number;
  locked: boolean;
  onPrev(): void;
  onNext(): void;
}

/** The label colon of each language. */
const colon = (lang: 'zh' | 'en') => (lang === 'zh' ? '：' : ': ');

const BUTTON =
  'rounded border border-slate-500 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-400 dark:hover:bg-slate-800';

export function TaskView({ task, number, total, locked, onPrev, onNext }: Props) {
  const t = useT();
  const { lang } = useRoute();
  const entry = useProgress((s) => s.tasks[task.id]);
  const answer: LearnerAnswer =
    entry?.lastInput && entry.lastInput.kind === initialAnswer(task).kind
      ? entry.lastInput
      : initialAnswer(task);
  const [result, setResult] = useState<CheckResult | null>(null);
  const [hints, setHints] = useState(0);
  const done = entry?.status === 'done';

  const edit = (a: LearnerAnswer) => {
    setResult(null);
    useProgress.getState().edit(task.id, a);
  };
  const check = () => {
    const r = checkTask(task, answer);
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
        {c.kind === 'lab-outcome' && answer.kind === 'lab' && (
          <LabInput task={task} text={answer.text} onChange={(text) => edit({ kind: 'lab', text })} />
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
        data-done={result ? String(result.done) : undefined}
        aria-live="polite"
        className="mt-3"
      >
        {result && (
          <div
            className={`rounded border p-3 ${
              result.done
                ? 'border-emerald-700 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100'
                : 'border-rose-700 bg-rose-50 text-rose-950 dark:bg-rose-950 dark:text-rose-100'
            }`}
          >
            <p className="font-semibold">
              {result.done ? `✓ ${t('practice.status.done')}` : `✗ ${t('practice.wrong')}`}
            </p>
            <ul className="mt-1 list-disc pl-5">
              {result.feedback.map((f, i) => (
                <li key={i}>{f[lang]}</li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <HintLadder
        task={task}
        shown={hints}
        onMore={() => setHints((n) => Math.min(n + 1, task.hints.length))}
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

function LabInput({
  task,
  text,
  onChange,
}: {
  task: PracticeTask;
  text: string | null;
  onChange(text: string | null): void;
}) {
  const t = useT();
  const { lang } = useRoute();
  const run = useMemo(() => runTaskLab(task, text), [task, text]);
  const [typed, setTyped] = useState<string>(() => text ?? startText(task) ?? '');
  const markers: EditorMarker[] = useMemo(() => {
    if (!run) return [];
    if (run.parseError) {
      const o = run.parseError.offset;
      return [{ start: o, end: o + 1, message: run.parseError.message, severity: 'error' }];
    }
    if (run.focus) return [{ ...run.focus, severity: 'info' }];
    return [];
  }, [run]);
  const start = task.start;
  const editorId = `editor-${task.id}`;
  return (
    <div>
      {task.lab === 'admission' && start && (
        <p className="mb-2 text-sm">
          <span className="font-semibold">
            {t('practice.allowedCities')}
            {colon(lang)}
          </span>
          {(start as AdmissionStart).allowedCities.map((city) => (
            <code key={city} className="mr-1 rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">
              {city}
            </code>
          ))}
        </p>
      )}
      {task.lab === 'classifier' && start && (
        <div className="mb-2 flex flex-wrap items-center gap-x-6 gap-y-1 text-sm">
          <span>
            <span className="font-semibold">
              {t('practice.expectedId')}
              {colon(lang)}
            </span>
            <code className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">
              {(start as ClassifierStart).expectedId}
            </code>
          </span>
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              data-testid={TID.practiceTimeout}
              checked={text === null}
              onChange={(e) => onChange(e.target.checked ? null : typed)}
              className="h-4 w-4"
            />
            {t('practice.timeout')}
          </label>
        </div>
      )}
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${editorId}-label`} className="font-semibold">
          {t('practice.input')}
        </h3>
        <button
          type="button"
          onClick={() => {
            const s = startText(task);
            if (s !== null) setTyped(s);
            onChange(s);
          }}
          className="text-sm text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
        >
          {t('practice.restart')}
        </button>
      </div>
      {text === null ? (
        <p className="mt-1 rounded border border-dashed border-slate-500 p-4 text-sm text-slate-800 dark:text-slate-200">
          {t('practice.timeoutNote')}
        </p>
      ) : (
        <div className="mt-1">
          <CodeEditor
            language="json"
            value={text}
            onChange={(v) => {
              setTyped(v);
              onChange(v);
            }}
            ariaLabel={`${t('practice.input')} (JSON)`}
            path={`practice/${task.id}.json`}
            markers={markers}
            height="16rem"
            testId={TID.practiceEditor}
          />
        </div>
      )}
      {run && (
        <p className="mt-2 text-sm" aria-live="polite">
          <span className="font-semibold">
            {t('practice.liveOutcome')}
            {colon(lang)}
          </span>
          <output
            data-testid={TID.practiceOutcome}
            data-outcome={run.outcome}
            className="rounded bg-slate-800 px-2 py-0.5 font-mono text-white dark:bg-slate-200 dark:text-slate-950"
          >
            {run.outcome}
          </output>
          {run.parseError && (
            <span className="ml-2 text-rose-800 dark:text-rose-300">
              {run.parseError.line}:{run.parseError.column} {run.parseError.message}
            </span>
          )}
        </p>
      )}
    </div>
  );
}

function ChoicesInput({
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

function NumbersInput({
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
        {correct ? `✓ ${t('practice.right')}` : `✗ ${t('practice.wrong')}`}
        {colon(lang)}
      </span>{' '}
      {children}
    </p>
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
