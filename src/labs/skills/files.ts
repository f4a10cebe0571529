/**
 * The file set as a skills directory (like `~/.agents/skills/`): each top-level folder is one skill
 * folder, found by the `SKILL.md` directly inside it; every other file in the folder is one of its
 * resources. Paths are virtual (the learner's files never leave the browser), always relative, with
 * forward slashes.
 */
import { msg, type Message } from '../../i18n/index.ts';
import { createLineIndex } from '../../json/index.ts';
import type { RuleId } from './rules.ts';

export interface SkillFile {
  path: string;
  text: string;
  /** Position in the state's file list. */
  index: number;
}

export interface SkillFolder {
  /** The top-level folder name, which the skill's `name` must equal. */
  folder: string;
  /** `<folder>/SKILL.md`, exactly so spelled. */
  skillMd?: SkillFile;
  /** `<folder>/skill.md` or another spelling that differs only in letter case. */
  caseVariant?: SkillFile;
  /** Every other file of the folder, in file-list order. */
  resources: SkillFile[];
}

/** One problem, at a place in one file (or in the file list when `path` is empty). */
export interface SkillProblem {
  rule: RuleId;
  /** The file it is in; '' for the file set as a whole. */
  path: string;
  /** The skill folder it concerns, if any. */
  folder?: string;
  /** 0-based UTF-16 offsets into the file's text, half-open. */
  start: number;
  end: number;
  /** 1-based, as editors show them. */
  line: number;
  column: number;
  /** What was seen: a value or name as data, or the words around it as a catalogue message. */
  detail: Message;
}

/** Builds problems for one text, converting offsets to line and column once per text. */
export function problemsIn(path: string, text: string, folder?: string) {
  let index: ReturnType<typeof createLineIndex> | undefined;
  return (rule: RuleId, start: number, end: number, detail: Message | string): SkillProblem => {
    index ??= createLineIndex(text);
    const s = Math.max(0, Math.min(text.length, start));
    const e = Math.max(s, Math.min(text.length, end));
    const { line, column } = index.position(s);
    return {
      rule,
      path,
      ...(folder === undefined ? {} : { folder }),
      start: s,
      end: e,
      line,
      column,
      // a bare string is data (a quoted value, a name): it reads the same in both languages
      detail: typeof detail === 'string' ? msg('skills.d.data', { value: detail }) : detail,
    };
  };
}

/** Why a path is not a clean relative path, or null when it is. */
export function pathProblem(path: string): Message | null {
  if (path === '') return msg('skills.path.empty');
  if (path.startsWith('/')) return msg('skills.path.absolute');
  if (path.includes('\\')) return msg('skills.path.backslash');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return msg('skills.path.control');
  for (const seg of path.split('/')) {
    if (seg === '') return msg('skills.path.emptySegment');
    if (seg === '.' || seg === '..') return msg('skills.path.dotSegment', { seg });
  }
  return null;
}

/** A leading "./" is only a way of writing a relative path. */
export function normalizePath(path: string): string {
  let p = path;
  while (p.startsWith('./')) p = p.slice(2);
  return p;
}

export interface FileSet {
  folders: SkillFolder[];
  /** Every usable file by normalized path. */
  byPath: Map<string, SkillFile>;
  problems: SkillProblem[];
}

export function groupFiles(files: readonly { path: string; text: string }[]): FileSet {
  const problems: SkillProblem[] = [];
  const byPath = new Map<string, SkillFile>();
  const folders = new Map<string, SkillFolder>();
  files.forEach((f, index) => {
    const at = problemsIn(f.path, f.text);
    const path = normalizePath(f.path);
    const bad = pathProblem(path);
    if (bad !== null) {
      problems.push(
        at('path-invalid', 0, 0, msg('skills.d.pathBad', { path: JSON.stringify(f.path), why: bad })),
      );
      return;
    }
    if (byPath.has(path)) {
      problems.push(
        at('path-duplicate', 0, 0, msg('skills.d.pathDuplicate', { path: JSON.stringify(path) })),
      );
      return;
    }
    const file: SkillFile = { path, text: f.text, index };
    byPath.set(path, file);
    const slash = path.indexOf('/');
    if (slash < 0) {
      const quoted = { path: JSON.stringify(path) };
      const why =
        path === 'SKILL.md' ? msg('skills.d.skillMdAtTop', quoted) : msg('skills.d.notInFolder', quoted);
      problems.push(at('file-outside-skill', 0, 0, why));
      return;
    }
    const name = path.slice(0, slash);
    const rest = path.slice(slash + 1);
    let folder = folders.get(name);
    if (!folder) {
      folder = { folder: name, resources: [] };
      folders.set(name, folder);
    }
    if (rest === 'SKILL.md') folder.skillMd = file;
    else if (rest.toLowerCase() === 'skill.md' && !folder.caseVariant) folder.caseVariant = file;
    else folder.resources.push(file);
  });
  for (const folder of folders.values()) {
    if (folder.skillMd) {
      // A lowercase twin beside the real SKILL.md is just another file of the folder.
      if (folder.caseVariant) {
        folder.resources.push(folder.caseVariant);
        folder.resources.sort((a, b) => a.index - b.index);
      }
      folder.caseVariant = undefined;
      continue;
    }
    const v = folder.caseVariant;
    if (v) {
      problems.push(problemsIn(v.path, v.text, folder.folder)('skill-md-case', 0, 0, JSON.stringify(v.path)));
    } else {
      const first = folder.resources[0];
      const at = problemsIn(first?.path ?? '', first?.text ?? '', folder.folder);
      problems.push(
        at('skill-md-missing', 0, 0, msg('skills.d.noSkillMd', { folder: JSON.stringify(folder.folder) })),
      );
    }
  }
  return { folders: [...folders.values()], byPath, problems };
}
