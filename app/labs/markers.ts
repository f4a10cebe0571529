// Editor markers of a run in one of the lab's texts: the parse error, or the field that decided.
import { focusText, problemText, type AnyLab, type LabRun } from '../../src/labs/index';
import type { Lang } from '../i18n/strings';
import type { EditorMarker } from '../editor/types';
import { labelled } from '../../src/i18n/index';

export function markersForField(
  lab: AnyLab,
  run: LabRun,
  field: string,
  text: string,
  lang: Lang,
): EditorMarker[] {
  const mine = (f: string | undefined) => f === undefined || f === field;
  if (run.parseError && mine(run.parseError.field)) {
    const o = Math.min(run.parseError.offset, text.length);
    return [{ start: o, end: o + 1, message: problemText(run.parseError, lang), severity: 'error' }];
  }
  if (run.focus && mine(run.focus.field))
    return [
      {
        start: run.focus.start,
        end: run.focus.end,
        message: labelled(lang, run.outcome, focusText(run.focus, lang)),
        severity: lab.happy.includes(run.outcome) ? 'info' : 'warning',
      },
    ];
  return [];
}
