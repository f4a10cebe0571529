// The classifier lab's inputs: the response (or "no response arrived"), the id of this request, and the
// spec-revision switch whose notes sit right above the verdict.
import { useEffect, useId, useRef } from 'react';
import type { ClassifierState } from '../../../src/labs/classifier/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import type { LabInputsProps } from '../contract';
import { LabTextEditor } from '../LabTextEditor';
import { RevisionNotes } from './RevisionNotes';
import { EXPECTED_ID, TIMEOUT, TIMEOUT_NOTE } from './text';

export function ClassifierInputs({ lab, state, run, onEdit }: LabInputsProps<ClassifierState>) {
  const { lang } = useLabHost();
  const id = useId();
  // Remember the text while "no response" is ticked, so unticking brings it back.
  const lastText = useRef(state.response ?? '');
  useEffect(() => {
    if (state.response !== null) lastText.current = state.response;
  }, [state.response]);
  const timedOut = state.response === null;
  return (
    <div className="space-y-3">
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          data-testid={TID.labTimeout}
          checked={timedOut}
          onChange={(e) => onEdit({ ...state, response: e.target.checked ? null : lastText.current })}
          className="h-4 w-4"
        />
        {TIMEOUT[lang]}
      </label>
      {timedOut ? (
        <p
          className="rounded-md border border-dashed border-slate-500 p-4 text-sm"
          data-testid={TID.labEditor}
        >
          {TIMEOUT_NOTE[lang]}
        </p>
      ) : (
        <LabTextEditor
          lab={lab}
          field="response"
          run={run}
          value={state.response ?? ''}
          onChange={(response) => onEdit({ ...state, response })}
          height="16rem"
        />
      )}
      <div>
        <label htmlFor={id} className="block text-sm font-semibold">
          {EXPECTED_ID[lang]}
        </label>
        <input
          id={id}
          data-testid={TID.labExpectedId}
          value={state.expectedId}
          onChange={(e) => onEdit({ ...state, expectedId: e.target.value })}
          className="mt-1 block w-56 rounded-md border border-slate-400 bg-white px-2 py-1 font-mono text-sm dark:border-slate-600 dark:bg-slate-900"
        />
      </div>
      <RevisionNotes state={state} run={run} onEdit={onEdit} />
    </div>
  );
}
