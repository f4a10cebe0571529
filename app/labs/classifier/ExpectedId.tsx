// A practice task of the classifier shows the id it expects and the "no response" switch.
import type { ClassifierState } from '../../../src/labs/classifier/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import type { PracticeContextProps } from '../contract';
import { EXPECTED_ID, TIMEOUT } from './text';
import { labelled } from '../../../src/i18n/index';

export function ExpectedId({ start, text, onText, typed }: PracticeContextProps<ClassifierState>) {
  const { lang } = useLabHost();
  return (
    <div className="mb-2 flex flex-wrap items-center gap-x-6 gap-y-1 text-sm">
      <span>
        <span className="font-semibold">{labelled(lang, EXPECTED_ID)}</span>
        <code className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">{start.expectedId}</code>
      </span>
      <label className="inline-flex items-center gap-2">
        <input
          type="checkbox"
          data-testid={TID.practiceTimeout}
          checked={text === null}
          onChange={(e) => onText(e.target.checked ? null : typed)}
          className="h-4 w-4"
        />
        {TIMEOUT[lang]}
      </label>
    </div>
  );
}
