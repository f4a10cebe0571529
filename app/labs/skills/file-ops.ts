// The file set as the tree shows it (one folder per skill) and the edits the tree makes to it. Pure
// functions of the lab state: the components only choose which one to call.
import { t, type Bilingual } from '../../../src/i18n/index';
import {
  MAX_FILES,
  MAX_PATH_CHARS,
  normalizePath,
  pathProblem,
  type SkillsState,
} from '../../../src/labs/skills/index';

export interface TreeFile {
  /** Position in `state.files`. */
  index: number;
  path: string;
  /** The path inside its skill folder (the whole path for a file outside any folder). */
  label: string;
}

export interface TreeFolder {
  name: string;
  files: TreeFile[];
}

/** Top-level folders (skills) in first-seen order, then files that sit in no folder. */
export function treeOf(files: readonly { path: string }[]): { folders: TreeFolder[]; loose: TreeFile[] } {
  const folders = new Map<string, TreeFolder>();
  const loose: TreeFile[] = [];
  files.forEach((f, index) => {
    const p = normalizePath(f.path);
    const slash = p.indexOf('/');
    if (slash <= 0) {
      loose.push({ index, path: f.path, label: f.path });
      return;
    }
    const name = p.slice(0, slash);
    let folder = folders.get(name);
    if (!folder) {
      folder = { name, files: [] };
      folders.set(name, folder);
    }
    folder.files.push({ index, path: f.path, label: p.slice(slash + 1) });
  });
  // SKILL.md first inside each folder, the rest as listed.
  for (const f of folders.values())
    f.files.sort(
      (a, b) => Number(b.label === 'SKILL.md') - Number(a.label === 'SKILL.md') || a.index - b.index,
    );
  return { folders: [...folders.values()], loose };
}

/** The folder (skill) a path belongs to, or '' for a file outside any folder. */
export function folderOf(path: string): string {
  const p = normalizePath(path);
  const slash = p.indexOf('/');
  return slash > 0 ? p.slice(0, slash) : '';
}

/** Why `path` cannot be added (or given to file `except`), or null when it can. */
export function newPathProblem(
  files: readonly { path: string }[],
  path: string,
  except?: number,
): Bilingual | null {
  if (path.length > MAX_PATH_CHARS)
    return {
      zh: `路径最长 ${MAX_PATH_CHARS} 个字符`,
      en: `a path has at most ${MAX_PATH_CHARS} characters`,
    };
  const bad = pathProblem(normalizePath(path));
  if (bad !== null) return { zh: t('zh', bad), en: t('en', bad) };
  const target = normalizePath(path);
  if (files.some((f, i) => i !== except && normalizePath(f.path) === target))
    return { zh: '已经有同名的文件', en: 'a file with this path exists already' };
  if (except === undefined && files.length >= MAX_FILES)
    return { zh: `最多 ${MAX_FILES} 个文件`, en: `the lab holds at most ${MAX_FILES} files` };
  return null;
}

export function addFile(state: SkillsState, path: string, text: string): SkillsState {
  return { ...state, files: [...state.files, { path, text }] };
}

/** Renames one file; a requested resource that named the old path follows it. */
export function renameFile(state: SkillsState, index: number, path: string): SkillsState {
  const old = state.files[index]?.path;
  if (old === undefined || old === path) return state;
  return {
    ...state,
    files: state.files.map((f, i) => (i === index ? { ...f, path } : f)),
    requested: state.requested.map((r) => (r === old ? path : r)),
  };
}

/** Deletes one file, and the resource request that named it. */
export function deleteFile(state: SkillsState, index: number): SkillsState {
  const old = state.files[index]?.path;
  if (old === undefined) return state;
  return {
    ...state,
    files: state.files.filter((_, i) => i !== index),
    requested: state.requested.filter((r) => r !== old),
  };
}

/** A new skill's SKILL.md: valid from the start, so the learner sees what each line is for. */
export function skillTemplate(name: string, description: string, steps: string): string {
  return `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n\n${steps}\n`;
}

/** The files loaded from a folder replace the set; picks that no longer exist are dropped. */
export function replaceFiles(state: SkillsState, files: { path: string; text: string }[]): SkillsState {
  const paths = new Set(files.map((f) => normalizePath(f.path)));
  const folders = new Set([...paths].map(folderOf));
  return {
    ...state,
    files,
    active: state.active.filter((n) => folders.has(n)),
    requested: state.requested.filter((r) => paths.has(normalizePath(r))),
  };
}
