// The preview's toolbar: which draft is shown (a bundled page, a page of an opened folder), opening a
// folder or a file, clearing, and downloading the draft; then the line naming where the draft is from.
// Memoised: it reads no text, so a key typed in the draft does not render it again.
import { memo, useRef, type ChangeEvent } from 'react';
import { useT } from '../i18n/use-t';
import { useRoute } from '../routing/router';
import { TID } from '../testids';
import { labelled } from '../../src/i18n/index';
import { usePreview } from './store';
import { bundledPaths } from './bundled';
import { downloadMarkdown, downloadName, type Origin } from './draft';
import { hasDirectoryPicker, pickDirectory, readFileList } from './folder';
import { previewSeed } from './seed';
import { useChoiceBeforeHydration } from '../hooks/choices-before-hydration';

const button =
  'rounded-md border border-slate-400 px-3 py-1.5 text-sm text-slate-900 hover:bg-slate-100 disabled:opacity-50 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800';

/** Opens a dropped or chosen file as the draft. */
export async function openText(file: File): Promise<void> {
  usePreview.getState().openFile(file.name, await file.text());
}

/** Opens what the start menu names: a bundled page or a page of the opened folder. */
function openChoice(value: string) {
  if (value.startsWith('bundled:')) void usePreview.getState().openBundled(value.slice('bundled:'.length));
  else if (value.startsWith('folder:')) usePreview.getState().openFolderPage(value.slice('folder:'.length));
}

/**
 * A page picked in the prerendered menu before the scripts ran opens once they have, if the draft is
 * still the default one it was picked over. Saved work that replaced the default draft wins: it was not
 * on screen when the page was picked, and picking a page replaces the draft.
 */
function openIfDraftIsDefault(choice: string) {
  const seed = previewSeed();
  if (seed && usePreview.getState().source === seed.source) openChoice(choice);
}

/** The draft as it is at the click (the store's text: the button is off until the draft has loaded). */
function download() {
  const { origin, source } = usePreview.getState();
  downloadMarkdown(downloadName(origin, source), source);
}

export const PreviewToolbar = memo(function PreviewToolbar({
  origin,
  loaded,
}: {
  origin: Origin;
  loaded: boolean;
}) {
  const t = useT();
  const { lang } = useRoute();
  const folder = usePreview((s) => s.folder);
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const startMenu = useRef<HTMLSelectElement>(null);
  useChoiceBeforeHydration(startMenu, openIfDraftIsDefault);

  const openFolder = async () => {
    if (!hasDirectoryPicker()) {
      folderInput.current?.click();
      return;
    }
    const opened = await pickDirectory();
    if (opened && opened.files.length > 0) usePreview.getState().openFolder(opened);
  };
  const onFolderInput = async (e: ChangeEvent<HTMLInputElement>) => {
    const list = e.target.files;
    if (!list || list.length === 0) return;
    const opened = await readFileList(list);
    e.target.value = '';
    if (opened.files.length > 0) usePreview.getState().openFolder(opened);
  };
  const onFileInput = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void openText(file);
  };

  const selectValue =
    origin.kind === 'bundled'
      ? `bundled:${origin.path}`
      : origin.kind === 'folder' && folder
        ? `folder:${origin.path}`
        : '';

  const sourceLabel =
    origin.kind === 'bundled'
      ? labelled(lang, t('preview.source.bundled'), origin.path)
      : origin.kind === 'folder'
        ? labelled(lang, `${t('preview.source.folder')} ${origin.name}`, origin.path)
        : origin.kind === 'file'
          ? labelled(lang, t('preview.source.file'), origin.name)
          : t('preview.source.paste');
  return (
    <>
      <div className="mt-4 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          <span className="font-medium">{t('preview.start')}</span>
          <select
            ref={startMenu}
            data-testid={TID.previewStart}
            value={selectValue}
            onChange={(e) => openChoice(e.target.value)}
            className="mt-1 max-w-[20rem] rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm dark:border-slate-500 dark:bg-slate-900"
          >
            <option value="">{t('preview.choose')}</option>
            {folder && (
              <optgroup label={labelled(lang, t('preview.folderPages'), folder.name)}>
                {folder.files.map((f) => (
                  <option key={f.path} value={`folder:${f.path}`}>
                    {f.path}
                  </option>
                ))}
              </optgroup>
            )}
            <optgroup label={t('preview.bundled')}>
              {bundledPaths.map((p) => (
                <option key={p} value={`bundled:${p}`}>
                  {p}
                </option>
              ))}
            </optgroup>
          </select>
        </label>
        <button
          type="button"
          className={button}
          data-testid={TID.previewOpenFolder}
          onClick={() => void openFolder()}
        >
          {t('preview.openFolder')}
        </button>
        <button type="button" className={button} onClick={() => fileInput.current?.click()}>
          {t('preview.openFile')}
        </button>
        <button
          type="button"
          className={button}
          data-testid={TID.previewClear}
          onClick={() => usePreview.getState().clear()}
        >
          {t('preview.clear')}
        </button>
        <button
          type="button"
          className={button}
          data-testid={TID.previewDownload}
          disabled={!loaded}
          onClick={download}
        >
          {t('preview.download')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".md,.markdown,text/markdown,text/plain"
          data-testid={TID.previewFileInput}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFileInput}
        />
        <input
          ref={folderInput}
          type="file"
          multiple
          {...{ webkitdirectory: '' }}
          data-testid={TID.previewFolderInput}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void onFolderInput(e)}
        />
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {labelled(lang, t('preview.source'))}
        <span className="font-mono">{sourceLabel}</span> · {t('preview.saved')} · {t('preview.dropHint')}
      </p>
    </>
  );
});
