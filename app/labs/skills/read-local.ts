// Reading a local skill folder or dropped files into the lab, in the browser only (nothing is uploaded):
// the File System Access API where the browser has it, a directory <input> or dropped items elsewhere.
// Every way ends in the same plan (`planLoad`) and the same checks (`finishLoad`), which apply the state's
// size limits and say plainly what was left out or why the whole load was refused.
import type { Bilingual } from '../../../src/i18n/index';
import { MAX_FILE_CHARS, MAX_FILES, MAX_PATH_CHARS, MAX_TOTAL_CHARS } from '../../../src/labs/skills/index';

/** A file found while walking, not read yet. */
export interface Candidate {
  path: string;
  size: number;
  read(): Promise<string>;
}

export interface Skipped {
  path: string;
  why: 'hidden' | 'binary' | 'too-large' | 'long-path';
}

export type LoadResult =
  | { ok: true; files: { path: string; text: string }[]; skipped: Skipped[] }
  | { ok: false; reason: Bilingual; skipped: Skipped[] };

/** Walking stops here: a folder this big is not a skill folder (a home directory picked by mistake). */
export const MAX_WALK = 1000;
/** UTF-8 needs at most 4 bytes a character: a bigger file cannot fit MAX_FILE_CHARS. */
const MAX_BYTES = 4 * MAX_FILE_CHARS;
const IGNORED = new Set(['node_modules', '__pycache__']);

const hidden = (path: string) => path.split('/').some((s) => s.startsWith('.') || IGNORED.has(s));

/**
 * Paths relative to what a host would see as the skills directory. A chosen folder that holds a
 * SKILL.md itself is one skill, so its name stays as the first segment; a folder of skill folders
 * (or a common parent of dropped folders) is dropped from the paths.
 */
export function rootPaths(paths: readonly string[]): string[] {
  const first = paths.map((p) => (p.includes('/') ? p.slice(0, p.indexOf('/')) : null));
  const root = first[0];
  if (!root || first.some((r) => r !== root)) return [...paths];
  if (paths.some((p) => p.toLowerCase() === `${root}/skill.md`.toLowerCase())) return [...paths];
  return paths.map((p) => p.slice(root.length + 1));
}

/** Which candidates to read, or why not to read any. */
export function planLoad(
  found: readonly Candidate[],
  truncated: boolean,
): { read: Candidate[]; skipped: Skipped[] } | { refuse: Bilingual } {
  if (truncated)
    return {
      refuse: {
        zh: `这个文件夹里超过 ${MAX_WALK} 个文件，不像是 Skill 文件夹。请选一个 Skill 文件夹，或只包含几个 Skill 的文件夹。`,
        en: `This folder holds more than ${MAX_WALK} files, which is not a skill folder. Pick one skill folder, or a folder with just a few skills.`,
      },
    };
  const rel = rootPaths(found.map((c) => c.path));
  const skipped: Skipped[] = [];
  const read: Candidate[] = [];
  found.forEach((c, i) => {
    const path = rel[i]!;
    if (hidden(path)) skipped.push({ path, why: 'hidden' });
    else if (path.length > MAX_PATH_CHARS) skipped.push({ path, why: 'long-path' });
    else if (c.size > MAX_BYTES) skipped.push({ path, why: 'too-large' });
    else read.push({ ...c, path });
  });
  if (read.length === 0)
    return { refuse: { zh: '没有找到可以读取的文件。', en: 'No file that could be read was found.' } };
  if (read.length > MAX_FILES)
    return {
      refuse: {
        zh: `共有 ${read.length} 个文件，本实验最多装 ${MAX_FILES} 个。请只选一两个 Skill 文件夹。`,
        en: `There are ${read.length} files; the lab holds at most ${MAX_FILES}. Pick just one or two skill folders.`,
      },
    };
  return { read, skipped };
}

/** The read texts checked against the limits: binary and oversized files are left out, never cut. */
export function finishLoad(texts: readonly { path: string; text: string }[], skipped: Skipped[]): LoadResult {
  const files: { path: string; text: string }[] = [];
  const out = [...skipped];
  for (const f of texts) {
    if (f.text.includes('\u0000')) out.push({ path: f.path, why: 'binary' });
    else if (f.text.length > MAX_FILE_CHARS) out.push({ path: f.path, why: 'too-large' });
    else files.push(f);
  }
  const total = files.reduce((n, f) => n + f.text.length, 0);
  if (total > MAX_TOTAL_CHARS)
    return {
      ok: false,
      skipped: out,
      reason: {
        zh: `这些文件共 ${total.toLocaleString('zh-CN')} 个字符，超过本实验的上限 ${MAX_TOTAL_CHARS.toLocaleString('zh-CN')}。请少选几个 Skill。`,
        en: `These files hold ${total.toLocaleString('en')} characters, over the lab’s limit of ${MAX_TOTAL_CHARS.toLocaleString('en')}. Pick fewer skills.`,
      },
    };
  if (files.length === 0)
    return { ok: false, skipped: out, reason: { zh: '没有可用的文本文件。', en: 'No usable text file.' } };
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { ok: true, files, skipped: out };
}

async function load(found: Candidate[], truncated: boolean): Promise<LoadResult> {
  const plan = planLoad(found, truncated);
  if ('refuse' in plan) return { ok: false, reason: plan.refuse, skipped: [] };
  const texts = await Promise.all(plan.read.map(async (c) => ({ path: c.path, text: await c.read() })));
  return finishLoad(texts, plan.skipped);
}

const fromFile = (path: string, file: File): Candidate => ({
  path,
  size: file.size,
  read: () => file.text(),
});

// --- File System Access API ---------------------------------------------------------------------

interface DirHandle {
  kind: 'directory';
  name: string;
  values(): AsyncIterable<DirHandle | FileHandle>;
}
interface FileHandle {
  kind: 'file';
  name: string;
  getFile(): Promise<File>;
}

type Picker = (o?: { mode?: 'read' }) => Promise<DirHandle>;

export function hasDirectoryPicker(): boolean {
  return typeof (window as unknown as { showDirectoryPicker?: unknown }).showDirectoryPicker === 'function';
}

/** The browser's folder picker; null when the learner cancels. */
export async function pickFolder(): Promise<LoadResult | null> {
  const picker = (window as unknown as { showDirectoryPicker: Picker }).showDirectoryPicker;
  let root: DirHandle;
  try {
    root = await picker.call(window, { mode: 'read' });
  } catch {
    return null;
  }
  const found: Candidate[] = [];
  let truncated = false;
  const walk = async (dir: DirHandle, prefix: string): Promise<void> => {
    for await (const h of dir.values()) {
      if (found.length >= MAX_WALK) {
        truncated = true;
        return;
      }
      if (h.kind === 'directory') {
        if (!hidden(h.name)) await walk(h, `${prefix}${h.name}/`);
      } else {
        const file = await h.getFile();
        found.push(fromFile(prefix + h.name, file));
      }
    }
  };
  await walk(root, `${root.name}/`);
  return load(found, truncated);
}

// --- <input type=file> (with or without webkitdirectory) ---------------------------------------

export function readFileList(list: FileList): Promise<LoadResult> {
  const all = [...list];
  const rel = (f: File) => (f as File & { webkitRelativePath?: string }).webkitRelativePath || f.name;
  return load(
    all.slice(0, MAX_WALK).map((f) => fromFile(rel(f), f)),
    all.length > MAX_WALK,
  );
}

// --- drag and drop -----------------------------------------------------------------------------

interface Entry {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  fullPath: string;
  file?(ok: (f: File) => void, fail: (e: unknown) => void): void;
  createReader?(): { readEntries(ok: (es: Entry[]) => void, fail: (e: unknown) => void): void };
}

/** Dropped files and folders (folders through the entries API every current browser has). */
export async function readDrop(dt: DataTransfer): Promise<LoadResult> {
  const entries = [...dt.items]
    .map((i) => (i.kind === 'file' ? (i.webkitGetAsEntry() as Entry | null) : null))
    .filter((e): e is Entry => e !== null);
  if (entries.length === 0) return readFileList(dt.files);
  const found: Candidate[] = [];
  let truncated = false;
  const walk = async (e: Entry): Promise<void> => {
    if (found.length >= MAX_WALK) {
      truncated = true;
      return;
    }
    const path = e.fullPath.replace(/^\/+/, '');
    if (e.isFile && e.file) {
      const file = await new Promise<File>((ok, fail) => e.file!(ok, fail));
      found.push(fromFile(path, file));
    } else if (e.isDirectory && e.createReader && !hidden(e.name)) {
      const reader = e.createReader();
      // readEntries answers in batches; an empty batch means the folder is done.
      for (;;) {
        const batch = await new Promise<Entry[]>((ok, fail) => reader.readEntries(ok, fail));
        if (batch.length === 0) break;
        for (const child of batch) await walk(child);
        if (truncated) return;
      }
    }
  };
  for (const e of entries) await walk(e);
  return load(found, truncated);
}
