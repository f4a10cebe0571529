// The editor of one text field of a lab: its language, its JSON Schema for completion, its label and
// the markers of the current run (the parse error, or the field that decided).
import type { AnyLab, LabRun } from '../../src/labs/index';
import { CodeEditor } from '../editor/CodeEditor';
import { useRoute } from '../routing/router';
import { TID } from '../testids';
import { markersForField } from './markers';

export function LabTextEditor({
  lab,
  field,
  run,
  value,
  onChange,
  height,
  testId = TID.labEditor,
}: {
  lab: AnyLab;
  field: string;
  run: LabRun;
  value: string;
  onChange(text: string): void;
  height?: string;
  testId?: string;
}) {
  const { lang } = useRoute();
  const f = lab.fields.find((x) => x.key === field)!;
  const language = f.language === 'json' || f.language === 'markdown' ? f.language : 'plaintext';
  return (
    <CodeEditor
      language={language}
      path={`toollab/${lab.slug}/${f.file}`}
      jsonSchema={f.schema}
      ariaLabel={f.label[lang]}
      testId={testId}
      value={value}
      onChange={onChange}
      markers={markersForField(lab, run, field, value)}
      height={height ?? (lab.fields.length > 1 ? '12rem' : '18rem')}
    />
  );
}
