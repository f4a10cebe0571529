// Every marker of one text of the tool-review lab, in the reader's language: in review mode each finding
// at its field, in diff mode each classified change in the text it points into (a removed tool or
// parameter in the pinned list, the rest in the new one) and each suspected injected instruction. When
// there is no answer to mark up (unreadable JSON, a bad shape), the run's own marker is used.
import { labelled, type Lang } from '../../../src/i18n/index';
import type { AnyLab, LabRun } from '../../../src/labs/index';
import { INJECTION_LABELS, RULE_BY_ID, type ToolReviewValue } from '../../../src/labs/tool-review/index';
import type { EditorMarker } from '../../editor/types';
import { markersForField } from '../markers';
import type { ReviewField } from './reveal';
import { CLASS, FLAGS } from './text';

export interface Mark extends EditorMarker {
  /** 1-based */
  line: number;
  /** 1-based */
  column: number;
}

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const nl = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: offset - nl };
}

const byOffset = (a: Mark, b: Mark) => a.start - b.start || a.end - b.end;

export function marksFor(lab: AnyLab, run: LabRun, field: ReviewField, text: string, lang: Lang): Mark[] {
  const value = run.value as ToolReviewValue | undefined;
  if (run.parseError || !value)
    return markersForField(lab, run, field, text, lang).map((m) => ({ ...m, ...position(text, m.start) }));
  if (value.mode === 'review') {
    if (field !== 'current') return [];
    return value.findings
      .map((f) => ({
        start: f.span.start,
        end: f.span.end,
        line: f.line,
        column: f.column,
        severity: f.severity,
        message: labelled(lang, RULE_BY_ID.get(f.rule)?.title[lang] ?? f.rule, f.detail),
      }))
      .sort(byOffset);
  }
  const marks: Mark[] = [];
  for (const t of value.tools) {
    for (const c of t.changes)
      if (c.where === field)
        marks.push({
          start: c.span.start,
          end: c.span.end,
          line: c.line,
          column: c.column,
          severity: c.cls === 'breaking' ? 'error' : 'info',
          message: labelled(
            lang,
            t.name,
            `${CLASS[c.cls][lang]} · ${c.label[lang]}${c.param ? ` (${c.param})` : ''}`,
          ),
        });
    if (field === 'current')
      for (const fl of t.flags)
        marks.push({
          start: fl.span.start,
          end: fl.span.end,
          line: fl.line,
          column: fl.column,
          severity: 'error',
          message: labelled(
            lang,
            t.name,
            labelled(lang, `${FLAGS[lang]} · ${INJECTION_LABELS[fl.rule][lang]}`, `“${fl.match}”`),
          ),
        });
  }
  return marks.sort(byOffset);
}
