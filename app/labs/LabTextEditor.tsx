// The editor of one text field of a lab: its language, its JSON Schema for completion, its label and
// the markers of the current run (the parse error, or the field that decided). A lab whose run finds
// several problems in one text passes them all as `markers`; `reveal` brings a range into view and
// selects it (a finding clicked in a panel below), in Monaco and in the plain text area alike.
import { useEffect, useRef } from 'react';
import type { AnyLab, LabRun } from '../../src/labs/index';
import { CodeEditor } from '../editor/CodeEditor';
import type { EditorMarker } from '../editor/types';
import { useRoute } from '../routing/router';
import { TID } from '../testids';
import { markersForField } from './markers';

/** A range to bring into view; a new object each time, so asking twice for one range works. */
export interface RevealRequest {
  start: number;
  end: number;
}

export function LabTextEditor({
  lab,
  field,
  run,
  value,
  onChange,
  height,
  testId = TID.labEditor,
  markers,
  reveal,
  wrap,
}: {
  lab: AnyLab;
  field: string;
  run: LabRun;
  value: string;
  onChange(text: string): void;
  height?: string;
  testId?: string;
  /** Every marker of this text; without it, the run's parse error or deciding field. */
  markers?: EditorMarker[];
  reveal?: RevealRequest | null;
  /** `false` for text whose lines are records: see CodeEditorProps.wrap. */
  wrap?: boolean;
}) {
  const { lang } = useRoute();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!reveal || !el) return;
    el.scrollIntoView({ block: 'nearest' });
    // The plain text area has no reveal of its own: select the range and scroll its line into view.
    const area = el.querySelector<HTMLTextAreaElement>('textarea[data-editor="plain"]');
    if (!area) return;
    area.focus({ preventScroll: true });
    area.setSelectionRange(reveal.start, reveal.end);
    const line = area.value.slice(0, reveal.start).split('\n').length - 1;
    const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 20;
    area.scrollTop = Math.max(0, (line - 2) * lineHeight);
  }, [reveal]);
  const f = lab.fields.find((x) => x.key === field)!;
  const language = f.language === 'json' || f.language === 'markdown' ? f.language : 'plaintext';
  return (
    <div ref={box}>
      <CodeEditor
        language={language}
        path={`toollab/${lab.slug}/${f.file}`}
        jsonSchema={f.schema}
        ariaLabel={f.label[lang]}
        testId={testId}
        value={value}
        onChange={onChange}
        markers={markers ?? markersForField(lab, run, field, value, lang)}
        reveal={reveal}
        wrap={wrap}
        height={height ?? (lab.fields.length > 1 ? '12rem' : '18rem')}
      />
    </div>
  );
}
