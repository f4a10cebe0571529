// `/preview`: the maintainers' page preview. A markdown editor beside the page rendered exactly as
// the topic reader shows it (same pipeline in a worker, the same article wiring, patched block by
// block), with the page's problems listed while typing. Everything stays in the browser: the draft is
// kept in localStorage.
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type MouseEvent,
} from 'react';
import { Layout } from '../components/Layout';
import { TopicHeader } from '../components/TopicHeader';
import { CodeEditor, useEditorMode } from '../editor/CodeEditor';
import { useT } from '../i18n/use-t';
import { useRoute, isPlainClick } from '../routing/router';
import { TID } from '../testids';
import { usePreview } from '../preview/store';
import { bundledPaths } from '../preview/bundled';
import { downloadMarkdown, downloadName, pathFor, type Origin } from '../preview/draft';
import { hasDirectoryPicker, pickDirectory, readFileList } from '../preview/folder';
import { toMarkers } from '../preview/diagnostics';
import { usePreviewRenderer } from '../preview/use-renderer';
import { DiagnosticsList } from '../preview/DiagnosticsList';
import { DraftNotices } from '../preview/DraftNotices';
import { PreviewArticle } from '../preview/PreviewArticle';
import { siteDrawings } from '../preview/site-drawings';
import { PreviewHeading } from '../preview/PreviewShell';
import { toPageData } from '../preview/page-data';
import { forgetPreviewSeed, previewSeed } from '../preview/seed';
import { moveCursor, watchTopLine } from '../editor/editor-bridge';
import { localizeDiagnostic, type Diagnostic, type Heading } from '../../src/content/index';
import { labelled } from '../../src/i18n/index';

const LivePageLabs = lazy(() => import('../page-labs/LivePageLabs'));

const button =
  'rounded-md border border-slate-400 px-3 py-1.5 text-sm text-slate-900 hover:bg-slate-100 disabled:opacity-50 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800';

// The site's frame stays out of the keystroke's render: only the body below reads the draft (every
// key changes it), so the header, its search box and the footer are not rendered again per key.
export default function PreviewPage() {
  return (
    <Layout wide>
      <PreviewBody />
    </Layout>
  );
}

function PreviewBody() {
  const t = useT();
  const { lang } = useRoute();
  const mode = useEditorMode();
  const store = usePreview();
  const { loaded, folder, init, setSource } = store;
  // Until the draft is loaded (on the server, and while hydrating), the screen shows the default draft
  // the page was prerendered with; the worker's first answer for the same text then takes over.
  const seed = previewSeed();
  const shownSeed = seed?.lang === lang ? seed : null;
  const source = loaded || !shownSeed ? store.source : shownSeed.source;
  const origin: Origin = loaded || !shownSeed ? store.origin : { kind: 'bundled', path: shownSeed.path };
  const path = pathFor(origin, source);
  const files = useMemo(() => folder?.files ?? null, [folder]);
  const { result, failure } = usePreviewRenderer(source, path, files, loaded);
  const busy = !loaded || !result || result.source !== source || result.path !== path || !result.complete;
  // The pipeline writes its diagnostics in English; the reader gets them in the UI language.
  const diagnostics = useMemo(
    () => (result?.diagnostics ?? []).map((d) => localizeDiagnostic(d, lang)),
    [result, lang],
  );
  const markers = useMemo(
    () => (result && result.source === source ? toMarkers(source, diagnostics) : []),
    [result, source, diagnostics],
  );

  const editorBox = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    void init(lang);
  }, [init, lang]);
  useEffect(() => {
    if (result) forgetPreviewSeed();
  }, [result]);

  // Synced scrolling: the editor's top line → the last heading at or above it, at the pane's top.
  const headings = result?.page.headings;
  useEffect(() => {
    const box = editorBox.current;
    if (!box || !headings) return;
    return watchTopLine(box, (line) => scrollPreviewTo(scroller.current, headings, line));
  }, [headings, mode]);

  // After following a link into another page of the folder, show the anchor it pointed to.
  const version = result?.version;
  useEffect(() => {
    if (version === undefined) return;
    const anchor = usePreview.getState().takeAnchor();
    const pane = scroller.current;
    if (!pane || anchor === null) return;
    const el = anchor ? pane.querySelector<HTMLElement>(`[id="${CSS.escape(anchor)}"]`) : null;
    if (el) el.scrollIntoView({ block: 'start' });
    else pane.scrollTop = 0;
  }, [version]);

  const pick = useCallback((d: Diagnostic) => {
    if (editorBox.current) void moveCursor(editorBox.current, d.line, d.column);
  }, []);

  // Links inside an opened folder switch the preview to that file instead of leaving the page.
  const onArticleClick = (e: MouseEvent<HTMLDivElement>) => {
    if (!folder || !result || !isPlainClick(e)) return;
    const a = (e.target as HTMLElement).closest<HTMLAnchorElement>('a[data-link="internal"]');
    const href = a?.getAttribute('href');
    if (!href) return;
    const link = result.page.links.find((l) => l.resolved === href && l.target?.path);
    const target = link?.target;
    if (!target?.path || !folder.files.some((f) => f.path === target.path)) return;
    e.preventDefault();
    e.stopPropagation();
    usePreview.getState().openFolderPage(target.path, target.anchor ?? '');
  };

  const openText = async (file: File) => {
    usePreview.getState().openFile(file.name, await file.text());
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    setDragging(false);
    const file = [...e.dataTransfer.files].find((f) => /\.(md|markdown|txt)$/i.test(f.name));
    if (!file) return;
    e.preventDefault();
    e.stopPropagation();
    void openText(file);
  };
  const onDragOver = (e: DragEvent<HTMLDivElement>) => {
    if (![...e.dataTransfer.types].includes('Files')) return;
    e.preventDefault();
    e.stopPropagation();
    e.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

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
  const onSelect = (value: string) => {
    if (value.startsWith('bundled:')) void usePreview.getState().openBundled(value.slice('bundled:'.length));
    else if (value.startsWith('folder:')) usePreview.getState().openFolderPage(value.slice('folder:'.length));
  };

  const sourceLabel =
    origin.kind === 'bundled'
      ? labelled(lang, t('preview.source.bundled'), origin.path)
      : origin.kind === 'folder'
        ? labelled(lang, `${t('preview.source.folder')} ${origin.name}`, origin.path)
        : origin.kind === 'file'
          ? labelled(lang, t('preview.source.file'), origin.name)
          : t('preview.source.paste');
  const page = result?.page;
  // The page labs re-read the draft's python at low priority, never inside a keystroke's own render.
  const labSource = useDeferredValue(source);
  const pageData = useMemo(() => (result ? toPageData(result.page, result.claims) : null), [result]);
  const drawings = siteDrawings(page?.lang ?? 'zh', page?.frontmatter?.id);
  const blocks = useMemo(() => (page ? (page.blocks ?? [page.html]) : null), [page]);
  // The seed's page, shown while the draft on screen is still the one the page was prerendered with.
  const seeded = !page && shownSeed && source === shownSeed.source ? shownSeed : null;
  const header = pageData ?? (page ? null : seeded?.header);

  return (
    <>
      <PreviewHeading />

      <div className="mt-4 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          <span className="font-medium">{t('preview.start')}</span>
          <select
            data-testid={TID.previewStart}
            value={selectValue}
            onChange={(e) => onSelect(e.target.value)}
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
          onClick={() => downloadMarkdown(downloadName(origin, source), source)}
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
      <DraftNotices />
      {origin.kind === 'folder' && !folder && (
        <p role="note" className="mt-2 text-sm text-amber-900 dark:text-amber-200">
          {t('preview.folderGone')}
        </p>
      )}

      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        {/* The editor and its problem list stay on screen together beside the rendering: both columns
            are one screen tall less the header and the footer (so the whole workspace is in view once
            scrolled to), the editor keeps its height and the list scrolls in what is left. */}
        <div className="min-w-0 lg:sticky lg:top-16 lg:flex lg:max-h-[calc(100vh-11rem)] lg:flex-col lg:self-start">
          <div
            ref={editorBox}
            onDragOverCapture={onDragOver}
            onDragLeave={() => setDragging(false)}
            onDropCapture={onDrop}
            className={`lg:shrink-0 ${
              dragging ? 'rounded-md outline-2 outline-offset-2 outline-blue-600 outline-dashed' : ''
            }`}
          >
            <CodeEditor
              value={source}
              onChange={setSource}
              language="markdown"
              ariaLabel={t('preview.editor')}
              path="preview/page.md"
              markers={markers}
              height="min(44rem, calc(100vh - 27rem))"
              testId={TID.previewEditor}
            />
          </div>
          <DiagnosticsList diagnostics={diagnostics} busy={busy} onPick={pick} />
          {failure && (
            <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
              {labelled(lang, t('preview.renderFailed'), failure)}
            </p>
          )}
        </div>

        <section aria-label={t('preview.rendering')} className="min-w-0 lg:sticky lg:top-16 lg:self-start">
          <div
            ref={scroller}
            data-testid={TID.previewRendering}
            data-path={result?.path}
            onClickCapture={onArticleClick}
            className="rounded-md border border-slate-300 p-4 lg:h-[calc(100vh-11rem)] lg:overflow-auto dark:border-slate-700"
            lang={langAttr(page?.lang ?? seeded?.header?.lang)}
          >
            {header ? (
              <TopicHeader page={header} />
            ) : (
              page && (
                // Invalid frontmatter: the reader would refuse the page; show its title plainly.
                <header className="mb-6 border-b border-slate-300 pb-4 dark:border-slate-700">
                  {page.breadcrumb && (
                    <p className="text-sm text-slate-700 dark:text-slate-300">{page.breadcrumb}</p>
                  )}
                  <h1 className="mt-1 text-3xl font-bold leading-tight">{page.title}</h1>
                </header>
              )
            )}
            {((page && blocks) || seeded) && (
              <PreviewArticle
                blocks={blocks}
                blockKeys={result?.blockKeys}
                drawings={drawings}
                serverHtml={seeded?.html}
              />
            )}
            {/* After the article: shown before it, the labs stood where the article then pushed them down. */}
            {page && blocks && (
              <Suspense fallback={null}>
                <LivePageLabs source={labSource} />
              </Suspense>
            )}
          </div>
        </section>
      </div>
    </>
  );
}

const langAttr = (lang: string | undefined) => (lang ? (lang === 'zh' ? 'zh-CN' : 'en') : undefined);

/** Scrolls the rendered page so the section the editor shows is at its top (no-op when stacked). */
function scrollPreviewTo(pane: HTMLElement | null, headings: readonly Heading[], line: number) {
  if (!pane || pane.scrollHeight <= pane.clientHeight + 1) return;
  if (getComputedStyle(pane).overflowY !== 'auto') return;
  let target: Heading | undefined;
  for (const h of headings) if (h.line <= line) target = h;
  if (!target || target.depth === 1) {
    pane.scrollTo({ top: 0 });
    return;
  }
  const el = pane.querySelector<HTMLElement>(`[id="${CSS.escape(target.id)}"]`);
  if (!el) return;
  const top = el.getBoundingClientRect().top - pane.getBoundingClientRect().top + pane.scrollTop - 8;
  pane.scrollTo({ top });
}
