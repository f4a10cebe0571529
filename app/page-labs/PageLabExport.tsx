// Export of a page lab: its flowchart with the current path lit, as SVG or PNG (2×, optionally
// transparent), and the call with what it gave as Markdown. Uses the classroom's export menu, so the
// file looks like the screen (the lit colours are baked in; the page's CSS does not travel).
import { useCallback } from 'react';
import type { RunReport } from '../../src/page-labs/index';
import { ExportDetails } from '../classroom/ExportDetails';
import { useRoute } from '../routing/router';
import { TID } from '../testids';
import { pageLabExportWhat, pageLabMarkdown } from './page-lab-export';
import { SHOW_WORDS } from './show-text';

interface Props {
  fn: string;
  call: string | null;
  report: RunReport;
  step?: { step: number; total: number; line: number };
  align?: 'left' | 'right';
}

const pageLabChart = (menu: HTMLElement) =>
  menu
    .closest('[data-page-lab],[data-page-lab-presenter]')
    ?.querySelector<SVGSVGElement>('svg.page-lab-chart') ?? null;

export function PageLabExport({ fn, call, report, step, align = 'left' }: Props) {
  const { lang } = useRoute();
  const markdown = useCallback(
    () => pageLabMarkdown({ fn, call, report, lang, step }),
    [fn, call, report, lang, step],
  );
  return (
    <ExportDetails
      findSvg={pageLabChart}
      missing={SHOW_WORDS[lang].diagramMissing}
      markdown={markdown}
      slug={`fn-${fn.replace(/_/g, '-')}`}
      what={pageLabExportWhat(report, step?.step)}
      align={align}
      testId={TID.pageLabExport}
    />
  );
}
