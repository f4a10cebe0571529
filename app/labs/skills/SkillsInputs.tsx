// The skills lab's inputs: the file tree beside the editor of the open file (markers for every problem
// of that file, with its rule), loading from disk, every problem as a list that opens its place, and
// per skill the strict verdict beside the lenient host's.
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  RULES,
  normalizePath,
  type SkillProblem,
  type SkillsAnalysis,
  type SkillsState,
  type Severity,
} from '../../../src/labs/skills/index';
import { labelled, t, withAside } from '../../../src/i18n/index';
import type { EditorMarker } from '../../editor/types';
import { TID } from '../../testids';
import type { LabInputsProps } from '../contract';
import { FileActions, type NameForm } from './FileActions';
import { FileTree } from './FileTree';
import { LoadFiles } from './LoadFiles';
import { ProblemList } from './ProblemList';
import { SkillVerdicts } from './SkillVerdicts';
import { deleteFile, replaceFiles } from './file-ops';
import { ACTIONS, FILES, SEVERITY, fillIn } from './text';
import { useTokenizer } from './use-tokenizer';

/** The lab's analysis of this run (undefined while a run is pending). */
export function analysisOf(run: { value?: unknown }): SkillsAnalysis | undefined {
  const v = run.value as SkillsAnalysis | undefined;
  return v && typeof v === 'object' && 'folder' in v ? v : undefined;
}

/** The file a problem is in: the exact path, else the same path written with a leading "./". */
function fileIndexOf(files: readonly { path: string }[], path: string): number {
  const exact = files.findIndex((f) => f.path === path);
  return exact >= 0 ? exact : files.findIndex((f) => normalizePath(f.path) === path);
}

export function SkillsInputs({ host, state, run, onEdit }: LabInputsProps<SkillsState>) {
  const { lang, CodeEditor, moveCursor } = host;
  useTokenizer();
  const a = analysisOf(run);
  const [openPath, setOpenPath] = useState<string | null>(null);
  const [form, setForm] = useState<NameForm | null>(null);
  const [said, setSaid] = useState('');
  const [cursor, setCursor] = useState<{ line: number; column: number; seq: number } | null>(null);
  const editorBox = useRef<HTMLDivElement>(null);

  const files = state.files;
  const found = openPath === null ? -1 : files.findIndex((f) => f.path === openPath);
  const selected = found >= 0 ? found : files.length > 0 ? 0 : -1;
  const file = files[selected];

  const problems = useMemo(() => a?.folder.problems ?? [], [a]);
  const counts = useMemo(() => {
    const m = new Map<string, Record<Severity, number>>();
    for (const p of problems) {
      const i = fileIndexOf(files, p.path);
      if (i < 0) continue;
      const key = files[i]!.path;
      const c = m.get(key) ?? { error: 0, warning: 0, info: 0 };
      c[RULES[p.rule].severity]++;
      m.set(key, c);
    }
    return m;
  }, [problems, files]);
  const markers = useMemo((): EditorMarker[] => {
    if (!file) return [];
    return problems
      .filter((p) => fileIndexOf(files, p.path) === selected)
      .map((p) => {
        const rule = RULES[p.rule];
        return {
          start: p.start,
          end: Math.max(p.end, p.start + 1),
          severity: rule.severity,
          message: `${labelled(lang, withAside(lang, p.rule, SEVERITY[rule.severity]), rule.message)}${t(lang, p.detail) ? ` — ${t(lang, p.detail)}` : ''}\n${rule.fix[lang]}`,
        };
      });
  }, [problems, files, selected, file, lang]);

  useEffect(() => {
    if (cursor && editorBox.current) void moveCursor(editorBox.current, cursor.line, cursor.column);
  }, [cursor, moveCursor]);

  const apply = (next: SkillsState, message: string, open?: string) => {
    host.commit(next, { record: true });
    setSaid(message);
    if (open !== undefined) setOpenPath(open);
  };
  const openProblem = (p: SkillProblem) => {
    const i = fileIndexOf(files, p.path);
    if (i < 0) return;
    setOpenPath(files[i]!.path);
    setCursor((c) => ({ line: p.line, column: p.column, seq: (c?.seq ?? 0) + 1 }));
  };

  return (
    <section aria-labelledby="skills-files-h" className="@container space-y-3">
      <h2 id="skills-files-h" className="text-lg font-semibold">
        {FILES.heading[lang]}
      </h2>
      <LoadFiles
        onLoad={(loaded) => {
          host.commit(replaceFiles(state, loaded), { record: true });
          const first = loaded.find((f) => /(^|\/)SKILL\.md$/.test(f.path)) ?? loaded[0];
          setOpenPath(first?.path ?? null);
          setSaid('');
        }}
      >
        <div className="grid gap-3 @xl:grid-cols-[12rem_minmax(0,1fr)]">
          <div className="min-w-0 space-y-2">
            <FileActions state={state} selected={selected} form={form} setForm={setForm} apply={apply} />
            <FileTree
              files={files}
              selected={selected}
              counts={counts}
              onOpen={(i) => setOpenPath(files[i]?.path ?? null)}
              onRename={(i) => setForm({ kind: 'rename', index: i })}
              onDelete={(i) => {
                const path = files[i]?.path;
                if (path !== undefined) apply(deleteFile(state, i), fillIn(ACTIONS.deleted[lang], { path }));
              }}
            />
            <p className="text-xs text-slate-700 dark:text-slate-300">{FILES.treeHelp[lang]}</p>
            <p role="status" className="text-xs">
              {said}
            </p>
          </div>
          <div ref={editorBox} className="min-w-0">
            {file ? (
              <>
                <p className="mb-1 text-sm">
                  {labelled(lang, FILES.editing)}
                  <code className="font-mono font-semibold">{file.path}</code>
                </p>
                <CodeEditor
                  language={/\.(md|markdown)$/i.test(file.path) ? 'markdown' : 'plaintext'}
                  path={`toollab/skills/${file.path}`}
                  ariaLabel={labelled(lang, FILES.editorLabel, file.path)}
                  testId={TID.labEditor}
                  value={file.text}
                  onChange={(text) =>
                    onEdit({ ...state, files: files.map((f, i) => (i === selected ? { ...f, text } : f)) })
                  }
                  markers={markers}
                  height="22rem"
                />
                <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                  {FILES.frontmatterHint[lang]}
                </p>
              </>
            ) : (
              <p className="text-sm">{FILES.noFiles[lang]}</p>
            )}
          </div>
        </div>
      </LoadFiles>
      {a && <ProblemList problems={problems} counts={a.folder.counts} onOpen={openProblem} />}
      {a && <SkillVerdicts a={a} />}
    </section>
  );
}
