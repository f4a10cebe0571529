// The admission lab's inputs: the arguments (JSON) and the business vocabulary of allowed cities.
import { useId } from 'react';
import type { AdmissionState } from '../../../src/labs/admission/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import type { LabInputsProps } from '../contract';
import { LabTextEditor } from '../LabTextEditor';
import { CITIES, CITIES_HINT } from './text';

export function AdmissionInputs({ lab, state, run, onEdit }: LabInputsProps<AdmissionState>) {
  const { lang } = useLabHost();
  const id = useId();
  return (
    <div className="space-y-3">
      <LabTextEditor
        lab={lab}
        field="args"
        run={run}
        value={state.args}
        onChange={(args) => onEdit({ ...state, args })}
        height="14rem"
      />
      <div>
        <label htmlFor={id} className="block text-sm font-semibold">
          {CITIES[lang]}
        </label>
        <textarea
          id={id}
          data-testid={TID.labCities}
          rows={3}
          value={state.allowedCities.join('\n')}
          onChange={(e) => onEdit({ ...state, allowedCities: e.target.value.split('\n') })}
          className="mt-1 block w-full rounded-md border border-slate-400 bg-white p-2 font-mono text-sm dark:border-slate-600 dark:bg-slate-900"
        />
        <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">{CITIES_HINT[lang]}</p>
      </div>
    </div>
  );
}
