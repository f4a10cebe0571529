// The export menu's body, shared by the ported labs and the page labs: the chart as SVG or PNG (2×,
// optionally transparent) and a Markdown snippet to copy or download. The caller says how to find its
// chart from the menu's own element (it sits in the lab or presenter it exports) and what the files say.
import { useEffect, useMemo, useRef, useState } from 'react';
import { downloadBlob, embeddedDiagramFont, exportName, serializeDiagram, svgToPng } from './export';
import { fill } from '../i18n/strings';
import { useT } from '../i18n/use-t';
import { TID } from '../testids';

interface Props {
  findSvg(menu: HTMLElement): SVGSVGElement | null;
  /** Said after "export failed" when there is no chart to export yet. */
  missing: string;
  /** Writes the Markdown snippet: called only while the menu is open or asked to copy or download. */
  markdown: () => string;
  /** The file name's parts: what was exported, and its state (outcome, step). */
  slug: string;
  what: string;
  /** Which edge of the button the menu opens from. */
  align?: 'left' | 'right';
  testId?: string;
}

export function ExportDetails({ findSvg, missing, markdown, slug, what, align = 'left', testId }: Props) {
  const t = useT();
  const ref = useRef<HTMLDetailsElement>(null);
  const [transparent, setTransparent] = useState(false);
  const [status, setStatus] = useState('');
  // The snippet goes into its text area only while the menu is open: a closed menu would otherwise
  // have its whole snippet rewritten on every key the learner types in the lab.
  const [open, setOpen] = useState(false);
  // Opened before the page hydrated: no toggle event will come for that.
  useEffect(() => setOpen(ref.current?.open ?? false), []);
  // Nor is it written while closed: that would be work on every key the learner types in the lab.
  const snippet = useMemo(() => (open ? markdown() : ''), [open, markdown]);

  const exportImage = async (kind: 'svg' | 'png') => {
    const svg = ref.current ? findSvg(ref.current) : null;
    if (!svg) {
      setStatus(`${t('classroom.exportFailed')} ${missing}`);
      return;
    }
    try {
      const font = await embeddedDiagramFont(svg);
      const { text, box } = serializeDiagram(svg, { transparent, font });
      const blob =
        kind === 'svg' ? new Blob([text], { type: 'image/svg+xml' }) : await svgToPng(text, box, 2);
      downloadBlob(blob, exportName(slug, what, kind));
      // a PNG is drawn here, in this machine's fonts, like the screen; an SVG is drawn wherever it opens
      const missing = kind === 'svg' ? (font?.missing ?? []) : [];
      setStatus(
        missing.length
          ? fill(t('classroom.exportFontMissing'), { count: missing.length, chars: missing.join(' ') })
          : '',
      );
    } catch (e) {
      setStatus(`${t('classroom.exportFailed')} ${String(e)}`);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(markdown());
      setStatus(t('classroom.copied'));
    } catch {
      setStatus(t('classroom.copyFailed'));
    }
  };

  return (
    <details
      ref={ref}
      className="classroom-export relative"
      data-testid={testId}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="btn cursor-pointer select-none" data-testid={TID.classroomExport}>
        {t('classroom.export')}
      </summary>
      <div
        className={`absolute z-30 mt-1 w-[min(30rem,92vw)] max-sm:fixed max-sm:inset-x-2 max-sm:bottom-2 max-sm:max-h-[80vh] max-sm:w-auto max-sm:overflow-auto space-y-3 rounded-md border border-slate-400 bg-white p-3 text-slate-900 shadow-lg dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 ${
          align === 'right' ? 'right-0' : 'left-0'
        }`}
      >
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            data-testid={TID.classroomTransparent}
            checked={transparent}
            onChange={(e) => setTransparent(e.target.checked)}
            className="h-4 w-4"
          />
          {t('classroom.transparent')}
        </label>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn"
            data-testid={TID.classroomExportSvg}
            onClick={() => void exportImage('svg')}
          >
            {t('classroom.exportSvg')}
          </button>
          <button
            type="button"
            className="btn"
            data-testid={TID.classroomExportPng}
            onClick={() => void exportImage('png')}
          >
            {t('classroom.exportPng')}
          </button>
        </div>
        <label className="block text-sm font-semibold">
          {t('classroom.markdown')}
          <textarea
            readOnly
            rows={6}
            value={snippet}
            data-testid={TID.classroomMarkdown}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white p-2 font-mono text-xs font-normal text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn" data-testid={TID.classroomCopyMd} onClick={() => void copy()}>
            {t('classroom.copyMd')}
          </button>
          <button
            type="button"
            className="btn"
            data-testid={TID.classroomDownloadMd}
            onClick={() =>
              downloadBlob(
                new Blob([markdown()], { type: 'text/markdown;charset=utf-8' }),
                exportName(slug, what, 'md'),
              )
            }
          >
            {t('classroom.downloadMd')}
          </button>
        </div>
        <p role="status" aria-live="polite" className="min-h-[1.25rem] text-sm">
          {status}
        </p>
      </div>
    </details>
  );
}
