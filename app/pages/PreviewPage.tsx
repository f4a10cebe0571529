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
import { pathFor, type Origin } from '../preview/draft';
import { toMarkers } from '../preview/diagnostics';
import { usePreviewRenderer } from '../preview/use-renderer';
import { DiagnosticsList } from '../preview/DiagnosticsList';
import { DraftNotices } from '../preview/DraftNotices';
import { openText, PreviewToolbar } from '../preview/PreviewToolbar';
import { PreviewArticle } from '../preview/PreviewArticle';
import { siteDrawings } from '../preview/site-drawings';
import { PreviewHeading } from '../preview/PreviewShell';
import { toPageData } from '../preview/page-data';
import { forgetPreviewSeed, previewSeed } from '../preview/seed';
import { moveCursor, watchTopLine } from '../editor/editor-bridge';
import { localizeDiagnostic, type Diagnostic, type Heading } from '../../src/content/index';
import { labelled } from '../../src/i18n/index';

const LivePageLabs = lazy(() => import('../page-labs/LivePageLabs'));

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
  // The editor's problems are those of the worker's latest answer for the text on screen. While it has
  // not answered for a newer text, the last ones stay: Monaco moves their squiggles with the edits,
  // where clearing them would blink every squiggle off and on at each key.
  const [marked, setMarked] = useState({ source: '', diagnostics });
  if (result && result.source === source && marked.diagnostics !== diagnostics)
    setMarked({ source, diagnostics });
  const markers = useMemo(() => toMarkers(marked.source, marked.diagnostics), [marked]);

  const editorBox = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
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

  const page = result?.page;
  const pageData = useMemo(() => (result ? toPageData(result.page, result.claims) : null), [result]);
  const drawingsLang = page?.lang ?? 'zh';
  const drawingsId = page?.frontmatter?.id;
  const drawings = useMemo(() => siteDrawings(drawingsLang, drawingsId), [drawingsLang, drawingsId]);
  const blocks = useMemo(() => (page ? (page.blocks ?? [page.html]) : null), [page]);
  // The seed's page, shown while the draft on screen is still the one the page was prerendered with.
  const seeded = !page && shownSeed && source === shownSeed.source ? shownSeed : null;
  const header = pageData ?? (page ? null : seeded?.header);

  return (
    <>
      <PreviewHeading />

      <PreviewToolbar origin={origin} loaded={loaded} />
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
              changeAfterKey
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
                <DeferredPageLabs source={source} />
              </Suspense>
            )}
          </div>
        </section>
      </div>
    </>
  );
}

/**
 * The page labs re-read the draft's python at low priority, never inside a keystroke's own render. The
 * deferred copy lives here, not in the body: its second, low-priority render is then this and the labs
 * alone, not the whole preview again.
 */
function DeferredPageLabs({ source }: { source: string }) {
  return <LivePageLabs source={useDeferredValue(source)} />;
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
