// The tool-review lab's inputs: the mode switch (part of the lab state), then one editor in review mode,
// or the pinned snapshot and the new tools/list side by side in diff mode, each with all its markers.
import { useEffect, useId, useMemo } from 'react';
import { switchMode, type ToolReviewState } from '../../../src/labs/tool-review/index';
import { useRoute } from '../../routing/router';
import { TID } from '../../testids';
import type { LabInputsProps } from '../contract';
import { LabTextEditor } from '../LabTextEditor';
import { marksFor } from './marks';
import { MarkList } from './MarkList';
import { useReveal, type ReviewField } from './reveal';
import { CURRENT_DIFF, CURRENT_REVIEW, MODE, MODE_DIFF, MODE_HINT, MODE_REVIEW, PINNED } from './text';

type Mode = ToolReviewState['mode'];

export function ToolReviewInputs({ lab, state, run, onEdit }: LabInputsProps<ToolReviewState>) {
  const { lang } = useRoute();
  const target = useReveal((s) => s.target);
  const clear = useReveal((s) => s.clear);
  // The editor has acted on the request (child effects run first): forget it.
  useEffect(() => {
    if (target) clear();
  }, [target, clear]);

  const pane = (field: ReviewField, title: string, height: string) => (
    <Pane
      key={field}
      field={field}
      title={title}
      height={height}
      {...{ lab, run, state, onEdit }}
      reveal={target?.field === field ? target : null}
    />
  );
  return (
    <div className="@container space-y-3">
      {/* A mode switch is not an edit of the learner's text: the scenario stays unedited. */}
      <ModeSwitch
        mode={state.mode}
        onMode={(mode) => onEdit(switchMode(state, mode), { keepEdited: true })}
      />
      <p className="text-sm text-slate-800 dark:text-slate-200">{MODE_HINT[state.mode][lang]}</p>
      {state.mode === 'review' ? (
        pane('current', CURRENT_REVIEW[lang], '22rem')
      ) : (
        <div className="grid gap-3 @xl:grid-cols-2">
          {pane('pinned', PINNED[lang], '20rem')}
          {pane('current', CURRENT_DIFF[lang], '20rem')}
        </div>
      )}
    </div>
  );
}

function ModeSwitch({ mode, onMode }: { mode: Mode; onMode(mode: Mode): void }) {
  const { lang } = useRoute();
  const name = useId();
  const options: [Mode, string][] = [
    ['review', MODE_REVIEW[lang]],
    ['diff', MODE_DIFF[lang]],
  ];
  return (
    <fieldset data-testid={TID.toolReviewMode} data-mode={mode} className="flex flex-wrap items-center gap-2">
      <legend className="float-left mr-2 text-sm font-semibold">{MODE[lang]}</legend>
      {options.map(([value, label]) => (
        <label
          key={value}
          className={`cursor-pointer rounded-md border px-3 py-1 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-blue-700 ${
            mode === value
              ? 'border-blue-800 bg-blue-800 font-semibold text-white dark:border-blue-300 dark:bg-blue-300 dark:text-slate-950'
              : 'border-slate-500 bg-white hover:bg-slate-100 dark:bg-slate-900 dark:hover:bg-slate-800'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={mode === value}
            onChange={() => onMode(value)}
            className="sr-only"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

function Pane({
  lab,
  run,
  state,
  onEdit,
  field,
  title,
  height,
  reveal,
}: Omit<LabInputsProps<ToolReviewState>, 'state'> & {
  state: ToolReviewState;
  field: ReviewField;
  title: string;
  height: string;
  reveal: { start: number; end: number } | null;
}) {
  const { lang } = useRoute();
  const text = state[field];
  const marks = useMemo(() => marksFor(lab, run, field, text, lang), [lab, run, field, text, lang]);
  return (
    <div className="min-w-0 space-y-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      <LabTextEditor
        lab={lab}
        field={field}
        run={run}
        value={text}
        onChange={(next) => onEdit({ ...state, [field]: next })}
        height={height}
        testId={field === 'pinned' ? TID.toolReviewPinned : TID.labEditor}
        markers={marks}
        reveal={reveal}
      />
      <MarkList field={field} marks={marks} />
    </div>
  );
}
