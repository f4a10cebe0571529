// Beside a skills practice task: which file the learner edits (the folder's first file) and the task's
// other files, read-only, since the check runs on the whole folder. The tokenizer is loaded here too, so
// a body's token count is exact when the task is checked.
import type { SkillsState } from '../../../src/labs/skills/index';
import { useLabHost } from '../host';
import type { PracticeContextProps } from '../contract';
import { PRACTICE, fillIn } from './text';
import { useTokenizer } from './use-tokenizer';

export function SkillsPracticeContext({ start }: PracticeContextProps<SkillsState>) {
  const { lang } = useLabHost();
  useTokenizer();
  const [first, ...rest] = start.files;
  if (!first) return null;
  return (
    <div className="mb-3 space-y-1 text-sm">
      <p>{fillIn(PRACTICE.edits[lang], { path: first.path })}</p>
      {rest.length > 0 && <p>{PRACTICE.others[lang]}</p>}
      {rest.map((f) => (
        <details key={f.path} className="rounded border border-slate-300 px-2 py-1 dark:border-slate-700">
          <summary className="cursor-pointer font-mono">{f.path}</summary>
          <pre className="mt-1 max-h-48 overflow-auto font-mono text-[0.8125rem] whitespace-pre-wrap">
            {f.text}
          </pre>
        </details>
      ))}
    </div>
  );
}
