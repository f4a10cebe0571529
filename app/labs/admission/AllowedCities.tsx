// A practice task of the admission lab shows its fixed vocabulary beside the editor.
import type { AdmissionState } from '../../../src/labs/admission/index';
import { useLabHost } from '../host';
import type { PracticeContextProps } from '../contract';
import { ALLOWED } from './text';
import { labelled } from '../../../src/i18n/index';

export function AllowedCities({ start }: PracticeContextProps<AdmissionState>) {
  const { lang } = useLabHost();
  return (
    <p className="mb-2 text-sm">
      <span className="font-semibold">{labelled(lang, ALLOWED)}</span>
      {start.allowedCities.map((city) => (
        <code key={city} className="mr-1 rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">
          {city}
        </code>
      ))}
    </p>
  );
}
