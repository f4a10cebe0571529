// The skills lab's own UI words for its files side (tree, editor, problems, verdicts, loading), in both
// languages. The extras panels' words are in text-extras.ts.
import type { Bilingual } from '../../../src/i18n/index';
import type { Lang } from '../../../src/i18n/index';
import type { HostAction, Severity } from '../../../src/labs/skills/index';

type B = Readonly<Bilingual>;

export const FILES = {
  heading: { zh: 'Skill 文件夹', en: 'Skill folders' },
  tree: { zh: '文件（每个顶层文件夹是一个 Skill）', en: 'Files (each top-level folder is a skill)' },
  treeHelp: {
    zh: '方向键移动，Enter 打开，F2 改名，Delete 删除。',
    en: 'Arrow keys move, Enter opens, F2 renames, Delete deletes.',
  },
  editing: { zh: '正在编辑', en: 'Editing' },
  editorLabel: { zh: '文件内容', en: 'File contents' },
  noFiles: {
    zh: '还没有文件。新建一个 Skill，或打开本地文件夹。',
    en: 'No files yet. Add a skill, or open a local folder.',
  },
  frontmatterHint: {
    zh: '开头两行 --- 之间是 YAML 头部（name、description…），其后是宿主激活时注入的正文。',
    en: 'Between the two --- lines is the YAML frontmatter (name, description…); below it is the body a host injects on activation.',
  },
} satisfies Record<string, B>;

export const ACTIONS = {
  group: { zh: '文件操作', en: 'File actions' },
  newSkill: { zh: '新建 Skill', en: 'New skill' },
  newFile: { zh: '新建文件', en: 'New file' },
  rename: { zh: '改名', en: 'Rename' },
  delete: { zh: '删除', en: 'Delete' },
  ok: { zh: '确定', en: 'OK' },
  cancel: { zh: '取消', en: 'Cancel' },
  skillName: { zh: '新 Skill 的名字（也是文件夹名）', en: 'Name of the new skill (also its folder name)' },
  fileIn: { zh: '新文件在 {folder}/ 下的路径', en: 'Path of the new file under {folder}/' },
  fileLoose: {
    zh: '新文件的路径（例如 my-skill/references/notes.md）',
    en: 'Path of the new file (e.g. my-skill/references/notes.md)',
  },
  renameTo: { zh: '{path} 的新路径', en: 'New path for {path}' },
  deleted: { zh: '已删除 {path}。“撤销”可以恢复。', en: 'Deleted {path}. Undo brings it back.' },
  added: { zh: '已新建 {path}。', en: 'Added {path}.' },
  renamed: { zh: '已改名为 {path}。', en: 'Renamed to {path}.' },
  newDescription: {
    zh: '说明这个 Skill 做什么、什么时候用（模型只凭这一行决定是否激活它）。',
    en: 'Says what this skill does and when to use it (the model decides from this line alone).',
  },
  newSteps: {
    zh: '1. 写出第一步。\n2. 写出第二步。',
    en: '1. Write the first step.\n2. Write the second step.',
  },
  newFileText: { zh: '# 参考资料\n', en: '# Notes\n' },
} satisfies Record<string, B>;

export const LOAD = {
  openFolder: { zh: '打开本地文件夹', en: 'Open a local folder' },
  openFiles: { zh: '打开文件', en: 'Open files' },
  dropHint: {
    zh: '也可以把 Skill 文件夹或文件拖到这里。文件只在本浏览器里读取，不会上传。',
    en: 'You can also drop a skill folder or files here. Files are read in this browser only, never uploaded.',
  },
  dropNow: { zh: '松开鼠标，读取这些文件', en: 'Drop to read these files' },
  reading: { zh: '正在读取…', en: 'Reading…' },
  loaded: {
    zh: '已从本地读取 {n} 个文件（替换了原来的文件；“撤销”可以换回）。',
    en: 'Read {n} files locally (they replace the previous files; Undo brings those back).',
  },
  refused: { zh: '没有载入：', en: 'Nothing loaded: ' },
  skipped: { zh: '略过：', en: 'Left out: ' },
  limits: {
    zh: '上限：{files} 个文件，每个 {file} 个字符，合计 {total} 个字符。',
    en: 'Limits: {files} files, {file} characters each, {total} characters in all.',
  },
} satisfies Record<string, B>;

export const SKIP_WHY: Readonly<Record<'hidden' | 'binary' | 'too-large' | 'long-path', B>> = {
  hidden: { zh: '隐藏文件', en: 'hidden' },
  binary: { zh: '二进制文件', en: 'binary' },
  'too-large': { zh: '过大', en: 'too large' },
  'long-path': { zh: '路径过长', en: 'path too long' },
};

export const PROBLEMS = {
  heading: { zh: '所有问题', en: 'All problems' },
  none: { zh: '没有发现问题。', en: 'No problems found.' },
  setLevel: { zh: '（整个文件集）', en: '(the file set)' },
  open: { zh: '打开 {where}', en: 'Open {where}' },
  fix: { zh: '怎么改：', en: 'Fix: ' },
  source: { zh: '依据：', en: 'Rule from: ' },
  count: { zh: '{e} 个错误 · {w} 个警告 · {i} 条提示', en: '{e} errors · {w} warnings · {i} notes' },
} satisfies Record<string, B>;

export const SEVERITY: Readonly<Record<Severity, B>> = {
  error: { zh: '错误', en: 'error' },
  warning: { zh: '警告', en: 'warning' },
  info: { zh: '提示', en: 'note' },
};

/** A symbol beside each severity word, so severity is never told by colour alone. */
export const SEVERITY_MARK: Readonly<Record<Severity, string>> = { error: '✕', warning: '⚠', info: 'ℹ' };

export const VERDICTS = {
  heading: { zh: '严格校验与宽松宿主', en: 'Strict check and lenient host' },
  intro: {
    zh: '严格：规范与参考工具 skills-ref 的结论。宽松：按客户端实现指南加载的宿主会怎么做（能加载就警告后加载，无法披露的才跳过）。',
    en: 'Strict: what the specification and the reference tooling skills-ref conclude. Lenient: what a host following the client implementation guide does (warn and load where it can, skip only what it cannot disclose).',
  },
  skill: { zh: 'Skill 文件夹', en: 'Skill folder' },
  name: { zh: 'name', en: 'name' },
  strict: { zh: '严格校验', en: 'Strict check' },
  host: { zh: '宽松的宿主', en: 'Lenient host' },
  problems: { zh: '问题', en: 'Problems' },
  body: { zh: '正文 token', en: 'Body tokens' },
  lines: { zh: 'SKILL.md 行数', en: 'SKILL.md lines' },
  pass: { zh: '✓ 通过', en: '✓ passes' },
  fail: { zh: '✕ 不通过', en: '✕ fails' },
  none: { zh: '没有 Skill 文件夹。', en: 'No skill folder.' },
} satisfies Record<string, B>;

export const HOST: Readonly<Record<HostAction, B>> = {
  load: { zh: '✓ 加载', en: '✓ loads it' },
  warn: { zh: '⚠ 警告后加载', en: '⚠ loads it, with a warning' },
  skip: { zh: '✕ 跳过', en: '✕ skips it' },
};

export const PRACTICE = {
  edits: { zh: '你编辑的是 {path}。', en: 'You are editing {path}.' },
  others: {
    zh: '任务里的其他文件保持不变（只读）：',
    en: 'The task’s other files stay as they are (read-only):',
  },
} satisfies Record<string, B>;

/** Fills `{name}` placeholders: the one fill function of the catalogue. */
export { fill as fillIn } from '../../../src/i18n/index';

/** A number as the language writes it (for display only; test contracts use plain integers). */
export function num(n: number, lang: Lang): string {
  return n.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en');
}
