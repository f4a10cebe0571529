// Loading skills from the learner's disk: a folder (File System Access API where the browser has it, a
// directory <input> elsewhere), single files, or anything dropped on the files area. Read here, never
// uploaded; the state's size limits apply and the status line says what was loaded, left out or refused.
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { MAX_FILE_CHARS, MAX_FILES, MAX_TOTAL_CHARS } from '../../../src/labs/skills/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import { hasDirectoryPicker, pickFolder, readDrop, readFileList, type LoadResult } from './read-local';
import { LOAD, SKIP_WHY, fillIn, num } from './text';
import { listed, sentence, withAside } from '../../../src/i18n/index';

export function LoadFiles({
  onLoad,
  children,
}: {
  /** Replaces the files with the loaded ones; returns nothing to say (the status line is here). */
  onLoad(files: { path: string; text: string }[]): void;
  children: ReactNode;
}) {
  const { lang } = useLabHost();
  const folderInput = useRef<HTMLInputElement>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ text: string; bad: boolean } | null>(null);
  const [over, setOver] = useState(false);

  const report = async (p: Promise<LoadResult | null>) => {
    setStatus({ text: LOAD.reading[lang], bad: false });
    let r: LoadResult | null;
    try {
      r = await p;
    } catch (e) {
      setStatus({ text: `${LOAD.refused[lang]}${String(e)}`, bad: true });
      return;
    }
    if (r === null) {
      setStatus(null);
      return;
    }
    const skipped = r.skipped.length
      ? ` ${sentence(
          lang,
          LOAD.skipped[lang] +
            listed(
              lang,
              r.skipped.map((s) => withAside(lang, s.path, SKIP_WHY[s.why])),
            ),
        )}`
      : '';
    if (!r.ok) {
      setStatus({ text: `${LOAD.refused[lang]}${r.reason[lang]}${skipped}`, bad: true });
      return;
    }
    onLoad(r.files);
    setStatus({ text: fillIn(LOAD.loaded[lang], { n: r.files.length }) + skipped, bad: false });
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    setOver(false);
    // The items must be read during the event: readDrop takes them before its first await.
    void report(readDrop(e.dataTransfer));
  };

  const limits = fillIn(LOAD.limits[lang], {
    files: MAX_FILES,
    file: num(MAX_FILE_CHARS, lang),
    total: num(MAX_TOTAL_CHARS, lang),
  });

  return (
    <div
      data-testid={TID.skillsDrop}
      data-over={over}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
      className={`space-y-2 rounded-lg border-2 p-2 ${
        over ? 'border-dashed border-blue-700 dark:border-blue-300' : 'border-transparent'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-small"
          data-testid={TID.skillsOpenFolder}
          onClick={() => (hasDirectoryPicker() ? void report(pickFolder()) : folderInput.current?.click())}
        >
          {LOAD.openFolder[lang]}
        </button>
        <button type="button" className="btn-small" onClick={() => filesInput.current?.click()}>
          {LOAD.openFiles[lang]}
        </button>
        <input
          ref={folderInput}
          type="file"
          multiple
          hidden
          data-testid={TID.skillsFolderInput}
          {...{ webkitdirectory: '' }}
          onChange={(e) => {
            if (e.target.files?.length) void report(readFileList(e.target.files));
            e.target.value = '';
          }}
        />
        <input
          ref={filesInput}
          type="file"
          multiple
          hidden
          data-testid={TID.skillsFilesInput}
          onChange={(e) => {
            if (e.target.files?.length) void report(readFileList(e.target.files));
            e.target.value = '';
          }}
        />
        <p className="text-xs text-slate-700 dark:text-slate-300">
          {over ? LOAD.dropNow[lang] : LOAD.dropHint[lang]} {limits}
        </p>
      </div>
      <p
        role="status"
        data-testid={TID.skillsLoadStatus}
        className={`text-sm ${status?.bad ? 'font-semibold text-rose-800 dark:text-rose-300' : ''}`}
      >
        {status?.text}
      </p>
      {children}
    </div>
  );
}
