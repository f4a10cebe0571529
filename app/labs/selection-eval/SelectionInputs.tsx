// The selection-eval lab's inputs: the design (part of the lab state) and the two case sets side by
// side, each with the marker of a problem found in it (line and column).
import { useId } from 'react';
import { COLUMNS, type SelectionState } from '../../../src/labs/selection-eval/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import type { LabInputsProps } from '../contract';
import { LabTextEditor } from '../LabTextEditor';
import { SegmentedOptions } from '../SegmentedOptions';
import { AFTER, BEFORE, DESIGN, DESIGNS, FORMAT, FORMAT_NOTE } from './text';

type Design = SelectionState['design'];

export function SelectionInputs({ lab, state, run, onEdit }: LabInputsProps<SelectionState>) {
  const { lang } = useLabHost();
  const pane = (field: 'before' | 'after', title: string) => (
    <div className="min-w-0 space-y-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      <LabTextEditor
        lab={lab}
        field={field}
        run={run}
        value={state[field]}
        onChange={(text) => onEdit({ ...state, [field]: text })}
        height="16rem"
        // A case is a CSV row: wrapped at half width it would break inside an id or a tool name.
        wrap={false}
        testId={field === 'before' ? TID.selectionBefore : TID.labEditor}
      />
    </div>
  );
  return (
    <div className="@container space-y-3">
      <DesignSwitch design={state.design} onDesign={(design) => onEdit({ ...state, design })} />
      <div className="grid gap-3 @xl:grid-cols-2">
        {pane('before', BEFORE[lang])}
        {pane('after', AFTER[lang])}
      </div>
      <p className="text-xs text-slate-800 dark:text-slate-200">
        {FORMAT[lang]}{' '}
        {COLUMNS.map((c, i) => (
          <span key={c}>
            {i > 0 && ', '}
            <code>{c}</code>
          </span>
        ))}
        . {FORMAT_NOTE[lang]}
      </p>
    </div>
  );
}

function DesignSwitch({ design, onDesign }: { design: Design; onDesign(d: Design): void }) {
  const { lang } = useLabHost();
  const name = useId();
  const hintId = useId();
  return (
    <fieldset data-testid={TID.selectionDesign} data-design={design} aria-describedby={hintId}>
      <div className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-2 text-sm font-semibold">{DESIGN[lang]}</legend>
        <SegmentedOptions
          name={name}
          value={design}
          options={(Object.keys(DESIGNS) as Design[]).map((d) => [d, DESIGNS[d].label[lang]] as const)}
          onChange={onDesign}
        />
      </div>
      <p id={hintId} className="mt-1 text-sm text-slate-800 dark:text-slate-200">
        {DESIGNS[design].hint[lang]}
      </p>
    </fieldset>
  );
}
