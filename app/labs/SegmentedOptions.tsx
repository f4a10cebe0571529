// The options of a segmented switch: one radio per option, drawn as a row of buttons (the radio stays
// for keyboard and screen readers, hidden visually). The caller wraps them in its fieldset and legend.
const PICKED =
  'border-blue-800 bg-blue-800 font-semibold text-white dark:border-blue-300 dark:bg-blue-300 dark:text-slate-950';
const OTHER = 'border-slate-500 bg-white hover:bg-slate-100 dark:bg-slate-900 dark:hover:bg-slate-800';

export function SegmentedOptions<V extends string>({
  name,
  value,
  options,
  onChange,
}: {
  /** The radio group's name (from useId). */
  name: string;
  value: V;
  /** Each option's value and label, in order. */
  options: readonly (readonly [V, string])[];
  onChange(next: V): void;
}) {
  return (
    <>
      {options.map(([v, label]) => (
        <label
          key={v}
          className={`cursor-pointer rounded-md border px-3 py-1 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-blue-700 ${
            value === v ? PICKED : OTHER
          }`}
        >
          <input
            type="radio"
            name={name}
            value={v}
            checked={value === v}
            onChange={() => onChange(v)}
            className="sr-only"
          />
          {label}
        </label>
      ))}
    </>
  );
}
