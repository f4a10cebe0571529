// Export menu of a ported lab: its diagram and the current outcome as Markdown (the walkthrough step and
// scenario named). Finds the diagram in the lab or presenter it sits in.
import { useCallback } from 'react';
import type { LabRun } from '../../src/labs/index';
import type { LabBundle } from '../labs/registry';
import { outcomeMarkdown } from './export';
import { ExportDetails } from './ExportDetails';
import { useRoute } from '../routing/router';
import { useT } from '../i18n/use-t';
import { TID } from '../testids';

interface Props {
  bundle: LabBundle;
  state: unknown;
  run: LabRun;
  walkthrough?: { title: string; step: number; total: number };
  scenario?: { title: string; note?: string };
  /** Which edge of the button the menu opens from. */
  align?: 'left' | 'right';
}

const labDiagram = (menu: HTMLElement) =>
  menu
    .closest('[data-lab],[data-presenter]')
    ?.querySelector<SVGSVGElement>(`[data-testid="${TID.labDiagram}"] svg`) ?? null;

export function ExportMenu({ bundle, state, run, walkthrough, scenario, align = 'left' }: Props) {
  const t = useT();
  const { lang } = useRoute();
  const markdown = useCallback(
    () => outcomeMarkdown({ bundle, state, run, lang, walkthrough, scenario }),
    [bundle, state, run, lang, walkthrough, scenario],
  );
  return (
    <ExportDetails
      findSvg={labDiagram}
      missing={t('diagram.loading')}
      markdown={markdown}
      slug={bundle.module.slug}
      what={walkthrough ? `${run.outcome}-step-${walkthrough.step}` : run.outcome}
      align={align}
    />
  );
}
