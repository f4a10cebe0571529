// New skill, new file, rename and delete, for the tree. Names are typed into a small inline form (Enter
// confirms, Escape cancels) that says at once why a path cannot be used. Every change can be undone.
import { useEffect, useId, useRef, useState } from 'react';
import type { SkillsState } from '../../../src/labs/skills/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import { addFile, deleteFile, folderOf, newPathProblem, renameFile, skillTemplate } from './file-ops';
import { ACTIONS, fillIn } from './text';

export type NameForm =
  { kind: 'skill' } | { kind: 'file'; folder: string } | { kind: 'rename'; index: number };

export function FileActions({
  state,
  selected,
  form,
  setForm,
  apply,
}: {
  state: SkillsState;
  /** Index of the open file (-1: none). */
  selected: number;
  form: NameForm | null;
  setForm(form: NameForm | null): void;
  /** Commits a change (recorded for Undo), says what happened and opens `open` if given. */
  apply(next: SkillsState, said: string, open?: string): void;
}) {
  const { lang } = useLabHost();
  const file = state.files[selected];
  const folder = file ? folderOf(file.path) : '';
  return (
    <div className="space-y-2">
      <div role="group" aria-label={ACTIONS.group[lang]} className="flex flex-wrap gap-1">
        <button
          type="button"
          className="btn-small"
          data-testid={TID.skillsNewSkill}
          onClick={() => setForm({ kind: 'skill' })}
        >
          {ACTIONS.newSkill[lang]}
        </button>
        <button
          type="button"
          className="btn-small"
          data-testid={TID.skillsNewFile}
          onClick={() => setForm({ kind: 'file', folder })}
        >
          {ACTIONS.newFile[lang]}
        </button>
        <button
          type="button"
          className="btn-small"
          data-testid={TID.skillsRename}
          disabled={!file}
          onClick={() => setForm({ kind: 'rename', index: selected })}
        >
          {ACTIONS.rename[lang]}
        </button>
        <button
          type="button"
          className="btn-small"
          data-testid={TID.skillsDelete}
          disabled={!file}
          onClick={() =>
            file && apply(deleteFile(state, selected), fillIn(ACTIONS.deleted[lang], { path: file.path }))
          }
        >
          {ACTIONS.delete[lang]}
        </button>
      </div>
      {form && (
        <NameInput
          key={JSON.stringify(form)}
          state={state}
          form={form}
          onCancel={() => setForm(null)}
          onDone={(next, said, open) => {
            setForm(null);
            apply(next, said, open);
          }}
        />
      )}
    </div>
  );
}

function NameInput({
  state,
  form,
  onCancel,
  onDone,
}: {
  state: SkillsState;
  form: NameForm;
  onCancel(): void;
  onDone(next: SkillsState, said: string, open: string): void;
}) {
  const { lang } = useLabHost();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const initial = form.kind === 'rename' ? (state.files[form.index]?.path ?? '') : '';
  const [value, setValue] = useState(initial);
  // Focus goes back where it came from (the button or the tree item) when the form closes.
  const back = useRef<HTMLElement | null>(null);
  useEffect(() => {
    back.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    input.current?.focus();
    input.current?.select();
    return () => back.current?.focus();
  }, []);

  const typed = value.trim();
  const path =
    form.kind === 'skill'
      ? `${typed}/SKILL.md`
      : form.kind === 'file' && form.folder
        ? `${form.folder}/${typed}`
        : typed;
  const except = form.kind === 'rename' ? form.index : undefined;
  const problem = typed === '' ? null : newPathProblem(state.files, path, except);
  const label =
    form.kind === 'skill'
      ? ACTIONS.skillName[lang]
      : form.kind === 'file'
        ? form.folder
          ? fillIn(ACTIONS.fileIn[lang], { folder: form.folder })
          : ACTIONS.fileLoose[lang]
        : fillIn(ACTIONS.renameTo[lang], { path: initial });

  const submit = () => {
    if (typed === '' || problem) return;
    if (form.kind === 'skill') {
      const text = skillTemplate(typed, ACTIONS.newDescription[lang], ACTIONS.newSteps[lang]);
      onDone(addFile(state, path, text), fillIn(ACTIONS.added[lang], { path }), path);
    } else if (form.kind === 'file') {
      onDone(addFile(state, path, ACTIONS.newFileText[lang]), fillIn(ACTIONS.added[lang], { path }), path);
    } else {
      onDone(renameFile(state, form.index, path), fillIn(ACTIONS.renamed[lang], { path }), path);
    }
  };

  return (
    <form
      className="space-y-1 rounded-md border border-slate-400 p-2 dark:border-slate-600"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onCancel();
        }
      }}
    >
      <label htmlFor={id} className="block text-xs font-semibold">
        {label}
      </label>
      <input
        id={id}
        ref={input}
        data-testid={TID.skillsNameInput}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        spellCheck={false}
        autoCapitalize="off"
        className="block w-full rounded border border-slate-400 bg-white px-2 py-1 font-mono text-sm dark:border-slate-600 dark:bg-slate-900"
      />
      {problem && (
        <p id={`${id}-problem`} className="text-xs text-rose-800 dark:text-rose-300">
          {problem[lang]}
        </p>
      )}
      <div className="flex gap-1">
        <button type="submit" className="btn-small" disabled={typed === '' || problem !== null}>
          {ACTIONS.ok[lang]}
        </button>
        <button type="button" className="btn-small" onClick={onCancel}>
          {ACTIONS.cancel[lang]}
        </button>
      </div>
    </form>
  );
}
