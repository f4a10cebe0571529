// Renders the previewed page in a worker ~150 ms after the last keystroke, then checks its mermaid
// diagrams with the mermaid adapter (on this thread: mermaid needs the DOM). Stale answers are dropped.
import { startTransition, useEffect, useRef, useState } from 'react';
import RenderWorker from './render.worker?worker';
import type { FromWorker, PageClaims, PreviewFile, ToWorker } from './protocol';
import { said, type DiagramBlock, type Diagnostic, type RenderedPage } from '../../src/content/index';
import { msg } from '../../src/i18n/index';
import { mermaidDiagnostic } from './diagnostics';
import { readerActive } from '../hooks/reader-intent';
import { siteDrawings, type SiteDrawings } from './site-drawings';

export interface PreviewResult {
  page: RenderedPage;
  claims: PageClaims;
  /** The text and path this result was rendered from. */
  source: string;
  path: string;
  /** Pipeline diagnostics plus mermaid's, sorted by position. */
  diagnostics: Diagnostic[];
  /** The key of each of the page's blocks (block-patch.ts). */
  blockKeys: readonly string[];
  /** Changes whenever the HTML changes (the article re-wires diagrams and buttons then). */
  version: number;
  /** False while the diagrams are still being checked. */
  complete: boolean;
}

const DEBOUNCE_MS = 150;

/** Parse results by language and diagram source: most diagrams do not change between keystrokes. */
const mermaidCache = new Map<string, string | null>();

async function checkDiagrams(
  diagrams: DiagramBlock[],
  offsets: number[],
  drawings: Promise<SiteDrawings>,
  lang: string,
): Promise<Diagnostic[]> {
  // A diagram the build drew unchanged parses: only the others need mermaid.
  const known = await drawings;
  if (diagrams.every((d) => known.has(d.source))) return [];
  // Loading mermaid is the heaviest part of opening the preview: it waits for the reader (until then the
  // problem list says the diagrams are still being checked).
  await readerActive();
  const { parseMermaid } = await import('../diagrams/mermaid');
  const out: Diagnostic[] = [];
  for (const [i, d] of diagrams.entries()) {
    if (known.has(d.source)) continue;
    const key = `${lang}\u0000${d.source}`;
    let error = mermaidCache.get(key);
    if (error === undefined) {
      // checked as it will be drawn: labels broken in the page's language
      error = await parseMermaid(d.source, { wrapLabels: lang });
      if (mermaidCache.size > 200) mermaidCache.clear();
      mermaidCache.set(key, error);
    }
    if (error) out.push(mermaidDiagnostic(d, offsets[i] ?? d.line - 1, error));
  }
  return out;
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k, i) => k === b[i]);

const byPosition = (a: Diagnostic, b: Diagnostic) =>
  a.line - b.line || a.column - b.column || String(a.rule).localeCompare(String(b.rule));

export function usePreviewRenderer(
  source: string,
  path: string,
  files: PreviewFile[] | null,
  enabled: boolean,
): { result: PreviewResult | null; failure: string | null } {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const sent = useRef<{ seq: number; source: string; path: string } | null>(null);
  const lastCheck = useRef<{ key: string; found: Diagnostic[] } | null>(null);
  const [result, setResult] = useState<PreviewResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const w = new RenderWorker();
    worker.current = w;
    w.onmessage = (ev: MessageEvent<FromWorker>) => {
      const m = ev.data;
      if (m.seq !== latest.current) return;
      // The worker may answer the same request again (once it knows the linked pages' anchors).
      const input =
        sent.current?.seq === m.seq ? { source: sent.current.source, path: sent.current.path } : null;
      if (!input) return;
      if (m.type === 'failed') {
        setFailure(m.message);
        return;
      }
      const base = [...m.page.diagnostics].sort(byPosition);
      // The same diagrams as the last check (the worker answering again, or an edit outside them): their
      // problems stay listed, instead of leaving the list and coming back once checked again.
      const diagramsKey = JSON.stringify([
        m.page.lang,
        m.page.frontmatter?.id,
        m.page.diagrams,
        m.diagramOffsets,
      ]);
      const known = lastCheck.current?.key === diagramsKey ? lastCheck.current.found : null;
      const checked = m.page.diagrams.length === 0 ? [] : known;
      // A transition: the new rendering is drawn between keystrokes, never ahead of the next one.
      startTransition(() => {
        setFailure(null);
        setResult((prev) => ({
          page: m.page,
          claims: m.claims,
          blockKeys: m.blockKeys,
          ...input,
          diagnostics: checked ? [...base, ...checked].sort(byPosition) : base,
          version: prev && sameKeys(prev.blockKeys, m.blockKeys) ? prev.version : (prev?.version ?? 0) + 1,
          complete: checked !== null,
        }));
      });
      if (checked) return;
      const drawings = siteDrawings(m.page.lang, m.page.frontmatter?.id);
      void checkDiagrams(m.page.diagrams, m.diagramOffsets, drawings, m.page.lang.split('-')[0]!)
        .then(
          (found) => {
            lastCheck.current = { key: diagramsKey, found };
            return found;
          },
          // Not remembered: mermaid failing to load is checked again on the next rendering.
          (e: unknown): Diagnostic[] => [
            {
              rule: 'mermaid',
              severity: 'warning',
              ...said(msg('content.mermaidLoad', { detail: e instanceof Error ? e.message : String(e) })),
              line: m.page.diagrams[0]!.line,
              column: 1,
            },
          ],
        )
        .then((extra) => {
          if (m.seq !== latest.current) return;
          setResult((prev) =>
            prev && prev.page === m.page
              ? { ...prev, diagnostics: [...base, ...extra].sort(byPosition), complete: true }
              : prev,
          );
        });
    };
    return () => {
      w.terminate();
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    worker.current?.postMessage({ type: 'files', files } satisfies ToWorker);
  }, [files]);

  useEffect(() => {
    if (!enabled) return;
    const seq = ++latest.current;
    const timer = setTimeout(() => {
      sent.current = { seq, source, path };
      worker.current?.postMessage({ type: 'render', seq, source, path } satisfies ToWorker);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [source, path, enabled]);

  return { result, failure };
}
