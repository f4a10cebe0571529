// One parameter's editor: JSON converted by the annotation, a Python expression where JSON cannot say
// it (or the reader prefers), or a folder of files for a `pathlib.Path`.
import { useId } from 'react';
import {
  specText,
  type ConvertError,
  type InputValue,
  type Param,
  type TypeSpec,
} from '../../src/page-labs/index';
import type { PageLabWords } from '../page-lab-runtime/text';

const area =
  'block w-full rounded border border-slate-400 bg-white p-2 font-mono text-sm text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100';
const small =
  'min-h-6 rounded border border-slate-400 px-2 py-0.5 text-xs hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800';

function rows(text: string) {
  return Math.min(12, Math.max(2, text.split('\n').length));
}

export function ParamEditor(props: {
  param: Param;
  spec: TypeSpec;
  value: InputValue;
  error: ConvertError | null;
  words: PageLabWords;
  onChange(v: InputValue): void;
}) {
  const { param, spec, value, error, words: w, onChange } = props;
  const id = useId();
  const label = w.param(param.name, param.annotation);
  const note =
    spec.k === 'expr'
      ? w.exprNote(specText(spec))
      : spec.k === 'path'
        ? w.filesNote
        : param.annotation === null
          ? w.untypedNote
          : null;
  const errorText = error ? w.convert(error) : null;

  if ('files' in value) {
    const entries = Object.entries(value.files);
    const set = (next: [string, string][]) => onChange({ files: Object.fromEntries(next) });
    return (
      <fieldset className="mb-3" data-param={param.name} data-kind="files">
        <legend className="text-sm font-medium">{label}</legend>
        <p className="text-xs text-slate-700 dark:text-slate-300">{note}</p>
        {entries.map(([path, text], i) => (
          <div key={i} className="mt-2">
            <div className="flex gap-2">
              <input
                aria-label={w.fileName}
                className={`${area} py-1`}
                value={path}
                onChange={(e) => set(entries.map((x, j) => (j === i ? [e.target.value, x[1]] : x)))}
              />
              <button type="button" className={small} onClick={() => set(entries.filter((_, j) => j !== i))}>
                {w.removeFile}
              </button>
            </div>
            <textarea
              aria-label={`${label} · ${path}`}
              className={`${area} mt-1`}
              rows={rows(text)}
              spellCheck={false}
              value={text}
              onChange={(e) => set(entries.map((x, j) => (j === i ? [x[0], e.target.value] : x)))}
            />
          </div>
        ))}
        <button
          type="button"
          className={`${small} mt-2`}
          onClick={() => set([...entries, [`file-${entries.length + 1}.txt`, '']])}
        >
          {w.addFile}
        </button>
        {errorText && (
          <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {errorText}
          </p>
        )}
      </fieldset>
    );
  }

  const python = 'python' in value;
  const text = python ? value.python : value.json;
  const canJson = spec.k !== 'expr' && spec.k !== 'path';
  return (
    <div className="mb-3">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
          {python && <span className="ml-2 text-xs font-normal">(Python)</span>}
        </label>
        {canJson && (
          <button
            type="button"
            className={small}
            onClick={() => onChange(python ? { json: value.python } : { python: value.json })}
          >
            {python ? w.asJson : w.asPython}
          </button>
        )}
      </div>
      {note && <p className="text-xs text-slate-700 dark:text-slate-300">{note}</p>}
      <textarea
        id={id}
        data-param={param.name}
        data-mode={python ? 'python' : 'json'}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? `${id}-err` : undefined}
        className={area}
        rows={rows(text)}
        spellCheck={false}
        value={text}
        onChange={(e) => onChange(python ? { python: e.target.value } : { json: e.target.value })}
      />
      {errorText && (
        <p
          id={`${id}-err`}
          role="alert"
          data-testid="page-lab-input-error"
          className="mt-1 text-sm text-red-700 dark:text-red-300"
        >
          {errorText}
        </p>
      )}
    </div>
  );
}
