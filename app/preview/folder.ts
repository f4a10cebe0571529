// Opening a local folder of wiki pages: the File System Access API where the browser has it, a
// multi-file (directory) picker elsewhere. Files are read once into memory; nothing is uploaded.
import type { PreviewFile } from './protocol';

interface DirHandle {
  kind: 'directory';
  name: string;
  entries(): AsyncIterable<[string, DirHandle | FileHandle]>;
}
interface FileHandle {
  kind: 'file';
  name: string;
  getFile(): Promise<File>;
}

export interface OpenedFolder {
  name: string;
  files: PreviewFile[];
}

const SKIP = new Set(['node_modules', '.git', 'dist']);
const MAX_FILES = 2000;

export function hasDirectoryPicker(): boolean {
  return typeof (window as unknown as { showDirectoryPicker?: unknown }).showDirectoryPicker === 'function';
}

/** Shows the browser's folder picker; null when the user cancels. */
export async function pickDirectory(): Promise<OpenedFolder | null> {
  const picker = (window as unknown as { showDirectoryPicker(o?: object): Promise<DirHandle> })
    .showDirectoryPicker;
  let root: DirHandle;
  try {
    root = await picker.call(window, { mode: 'read' });
  } catch {
    return null;
  }
  const files: PreviewFile[] = [];
  const walk = async (dir: DirHandle, prefix: string) => {
    for await (const [name, handle] of dir.entries()) {
      if (files.length >= MAX_FILES) return;
      if (handle.kind === 'directory') {
        if (!SKIP.has(name) && !name.startsWith('.')) await walk(handle, `${prefix}${name}/`);
      } else if (/\.md$/i.test(name)) {
        files.push({ path: prefix + name, source: await (await handle.getFile()).text() });
      }
    }
  };
  await walk(root, '');
  return { name: root.name, files: sortFiles(files) };
}

/** Files from `<input type=file multiple webkitdirectory>` (paths relative to the chosen folder). */
export async function readFileList(list: FileList): Promise<OpenedFolder> {
  const all = [...list].filter((f) => /\.md$/i.test(f.name));
  const rel = (f: File) => (f as File & { webkitRelativePath?: string }).webkitRelativePath || f.name;
  const first = all[0] ? rel(all[0]) : '';
  const name = first.includes('/') ? first.split('/')[0]! : 'files';
  const files = await Promise.all(
    all.slice(0, MAX_FILES).map(async (f) => {
      const p = rel(f);
      return { path: p.includes('/') ? p.slice(p.indexOf('/') + 1) : p, source: await f.text() };
    }),
  );
  return { name, files: sortFiles(files.filter((f) => !f.path.split('/').some((s) => SKIP.has(s)))) };
}

function sortFiles(files: PreviewFile[]): PreviewFile[] {
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
