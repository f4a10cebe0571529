// A practice task answered in a lab: the fixed parts of its start (the lab's own context panel), the
// editor of the lab's practice text with markers, and the lab's live outcome on it.
import { problemText } from '../../src/labs/index';
import { useMemo, useState } from 'react';
import type { PracticeTask } from '../../src/content-checks/index';
import { runTaskLab, startText } from '../../src/practice/index';
import { CodeEditor } from '../editor/CodeEditor';
import { fill } from '../i18n/strings';
import { useT } from '../i18n/use-t';
import { LabHostContext } from '../labs/host';
import { markersForField } from '../labs/markers';
import { LabTaskPath } from './LabTaskPath';
import type { LabBundle } from '../labs/registry';
import { useRunRevision } from '../labs/use-lab-run';
import { useShellHost } from '../labs/use-shell-host';
import { useRoute } from '../routing/router';
import { TID } from '../testids';
import { labelled } from '../../src/i18n/index';

export function LabTaskInput({
  task,
  bundle,
  text,
  onChange,
}: {
  task: PracticeTask;
  bundle: LabBundle;
  text: string | null;
  onChange(text: string | null): void;
}) {
  const t = useT();
  const { lang } = useRoute();
  const lab = bundle.module;
  const host = useShellHost(lab.slug);
  // A lab whose run reads more than its text (the skills lab's tokenizer) may ask for a re-run.
  const rev = useRunRevision();
  const run = useMemo(() => {
    void rev;
    return runTaskLab(task, text, lab);
  }, [task, text, lab, rev]);
  // The last text the learner had (kept while a lab's context panel sets it aside, e.g. "times out").
  // It follows the text whenever there is one: the saved work replaces the start after hydration.
  const [typed, setTyped] = useState<string>(() => text ?? startText(task, lab) ?? '');
  if (text !== null && text !== typed) setTyped(text);
  const field = lab.fields.find((f) => f.key === lab.practice.field)!;
  const markers = useMemo(
    () => markersForField(lab, run, field.key, text ?? '', lang),
    [lab, run, field, text, lang],
  );
  const Context = bundle.ui.PracticeContext;
  const editorId = `editor-${task.id}`;
  return (
    <div>
      {Context && (
        <LabHostContext.Provider value={host}>
          <Context
            host={host}
            start={task.start}
            text={text}
            typed={typed}
            onText={(v: string | null) => onChange(v)}
          />
        </LabHostContext.Provider>
      )}
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${editorId}-label`} className="font-semibold">
          {t('practice.input')}
        </h3>
        <button
          type="button"
          onClick={() => {
            onChange(startText(task, lab));
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
            language={
              field.language === 'json' || field.language === 'markdown' ? field.language : 'plaintext'
            }
            value={text}
            onChange={onChange}
            ariaLabel={`${t('practice.input')} (${field.label[lang]})`}
            jsonSchema={field.schema}
            path={`practice/${task.id}/${field.file}`}
            markers={markers}
            height="16rem"
            testId={TID.practiceEditor}
          />
        </div>
      )}
      {run && (
        <p className="mt-2 text-sm" aria-live="polite">
          <span className="font-semibold">{labelled(lang, t('practice.liveOutcome'))}</span>
          <output
            data-testid={TID.practiceOutcome}
            data-outcome={run.outcome}
            className="rounded bg-slate-800 px-2 py-0.5 font-mono text-white dark:bg-slate-200 dark:text-slate-950"
          >
            {run.outcome}
          </output>
          {run.parseError && (
            <span className="ml-2 text-rose-800 dark:text-rose-300">
              {labelled(lang, fill(t('pos.lineColumn'), run.parseError), problemText(run.parseError, lang))}
            </span>
          )}
        </p>
      )}
      {run && <LabTaskPath bundle={bundle} run={run} />}
    </div>
  );
}
