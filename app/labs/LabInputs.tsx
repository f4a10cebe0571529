// The editable inputs of each lab. Markers point at the parse error or at the field that decided.
import { useEffect, useId, useRef } from 'react';
import type { LabSlug } from '../../src/labs/registry';
import type { LabRun, LabStates } from '../../src/labs/run';
import { CodeEditor } from '../editor/CodeEditor';
import type { EditorMarker } from '../editor/types';
import { useT } from '../i18n/use-t';
import { TID } from '../testids';
import { INPUT_SCHEMAS } from '../../src/labs/input-schemas';

export function markersFor(run: LabRun, text: string): EditorMarker[] {
  if (run.parseError) {
    const o = Math.min(run.parseError.offset, text.length);
    return [{ start: o, end: o + 1, message: run.parseError.message, severity: 'error' }];
  }
  if (run.focus)
    return [
      {
        start: run.focus.start,
        end: run.focus.end,
        message: `${run.outcome}: ${run.focus.message}`,
        severity: run.outcome === 'accepted' || run.outcome === 'verify_business' ? 'info' : 'warning',
      },
    ];
  return [];
}

interface Props<S extends LabSlug> {
  slug: S;
  state: LabStates[S];
  run: LabRun;
  onEdit(state: LabStates[S]): void;
  height?: string;
}

export function LabInputs<S extends LabSlug>(props: Props<S>) {
  if (props.slug === 'admission') return <AdmissionInputs {...(props as unknown as Props<'admission'>)} />;
  if (props.slug === 'classifier') return <ClassifierInputs {...(props as unknown as Props<'classifier'>)} />;
  return <PlannerInputs {...(props as unknown as Props<'planner'>)} />;
}

function AdmissionInputs({ state, run, onEdit, height = '14rem' }: Props<'admission'>) {
  const t = useT();
  const id = useId();
  return (
    <div className="space-y-3">
      <CodeEditor
        language="json"
        path="toollab/admission-args.json"
        jsonSchema={INPUT_SCHEMAS.admission.schema}
        ariaLabel={t('lab.input.args')}
        testId={TID.labEditor}
        value={state.args}
        onChange={(args) => onEdit({ ...state, args })}
        markers={markersFor(run, state.args)}
        height={height}
      />
      <div>
        <label htmlFor={id} className="block text-sm font-semibold">
          {t('lab.input.cities')}
        </label>
        <textarea
          id={id}
          data-testid={TID.labCities}
          rows={3}
          value={state.allowedCities.join('\n')}
          onChange={(e) => onEdit({ ...state, allowedCities: e.target.value.split('\n') })}
          className="mt-1 block w-full rounded-md border border-slate-400 bg-white p-2 font-mono text-sm dark:border-slate-600 dark:bg-slate-900"
        />
        <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">{t('lab.input.citiesHint')}</p>
      </div>
    </div>
  );
}

function ClassifierInputs({ state, run, onEdit, height = '16rem' }: Props<'classifier'>) {
  const t = useT();
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
        {t('lab.input.timeout')}
      </label>
      {timedOut ? (
        <p
          className="rounded-md border border-dashed border-slate-500 p-4 text-sm"
          data-testid={TID.labEditor}
        >
          {t('lab.input.timeoutNote')}
        </p>
      ) : (
        <CodeEditor
          language="json"
          path="toollab/classifier-response.json"
          jsonSchema={INPUT_SCHEMAS.classifier.schema}
          ariaLabel={t('lab.input.response')}
          testId={TID.labEditor}
          value={state.response ?? ''}
          onChange={(response) => onEdit({ ...state, response })}
          markers={markersFor(run, state.response ?? '')}
          height={height}
        />
      )}
      <div>
        <label htmlFor={id} className="block text-sm font-semibold">
          {t('lab.input.expectedId')}
        </label>
        <input
          id={id}
          data-testid={TID.labExpectedId}
          value={state.expectedId}
          onChange={(e) => onEdit({ ...state, expectedId: e.target.value })}
          className="mt-1 block w-56 rounded-md border border-slate-400 bg-white px-2 py-1 font-mono text-sm dark:border-slate-600 dark:bg-slate-900"
        />
      </div>
    </div>
  );
}

function PlannerInputs({ state, run, onEdit, height = '20rem' }: Props<'planner'>) {
  const t = useT();
  return (
    <CodeEditor
      language="json"
      path="toollab/planner-input.json"
      jsonSchema={INPUT_SCHEMAS.planner.schema}
      ariaLabel={t('lab.input.plan')}
      testId={TID.labEditor}
      value={state.input}
      onChange={(input) => onEdit({ input })}
      markers={markersFor(run, state.input)}
      height={height}
    />
  );
}
