// The default inputs of a lab: one editor per text field, with the markers of the current run.
import type { LabInputsProps } from './contract';
import { LabTextEditor } from './LabTextEditor';

export function FieldEditors({ lab, state, run, onEdit }: LabInputsProps<unknown>) {
  const s = state as Record<string, unknown>;
  return (
    <div className="space-y-3">
      {lab.fields.map((f) => (
        <LabTextEditor
          key={f.key}
          lab={lab}
          field={f.key}
          run={run}
          value={typeof s[f.key] === 'string' ? (s[f.key] as string) : ''}
          onChange={(text) => onEdit({ ...s, [f.key]: text })}
        />
      ))}
    </div>
  );
}
