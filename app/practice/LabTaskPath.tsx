// What the lab makes of the learner's practice input, as the lab itself shows it: the lit flowchart
// and the outcome's explanation (the chip alone says which exit, not why or what it proves).
import { useMemo } from 'react';
import { errorText, highlightFor, type LabRun } from '../../src/labs/index';
import { DiagramToCome, LabDiagram } from '../labs/LabDiagram';
import { useHydrated } from '../hooks/use-hydrated';
import { chartFor, outcomeText } from '../labs/lab-view';
import { PanelBoundary } from '../labs/PanelBoundary';
import type { LabBundle } from '../labs/registry';
import { TraceList } from '../labs/TraceList';
import { useT } from '../i18n/use-t';
import { useRoute } from '../routing/router';
import { TID } from '../testids';

export function LabTaskPath({ bundle, run }: { bundle: LabBundle; run: LabRun }) {
  const t = useT();
  const { lang } = useRoute();
  const chart = chartFor(bundle, run);
  const highlight = useMemo(() => highlightFor(chart, run.trace), [chart, run]);
  const text = run.parseError ? undefined : outcomeText(bundle, run);
  const error = errorText(run, lang);
  // The drawing joins after hydration: it is most of a lab task's markup (up to 170 KB), below the
  // fold on every screen, and the prerendered page goes into every first visit's offline copy.
  const hydrated = useHydrated();
  return (
    <details
      open
      data-testid={TID.practicePath}
      data-outcome={run.outcome}
      className="mt-3 rounded-md border border-slate-300 p-3 dark:border-slate-700"
    >
      <summary className="cursor-pointer font-semibold">{t('practice.path')}</summary>
      <div className="mt-2 space-y-3">
        {text && (
          <div data-testid={TID.practicePathExplain}>
            <p className="font-semibold">{text.title[lang]}</p>
            {error && <code className="font-mono text-sm">{error}</code>}
            <p className="mt-1 leading-relaxed">{text.explain[lang]}</p>
          </div>
        )}
        <PanelBoundary name={t('diagram.label')}>
          {hydrated ? (
            <LabDiagram
              key={`${chart.id}-${lang}`}
              flowchart={chart}
              highlight={highlight}
              prebuilt={bundle.diagrams[lang]?.[chart.id]}
            />
          ) : (
            <DiagramToCome flowchart={chart} />
          )}
        </PanelBoundary>
        <TraceList trace={run.trace} flowchart={chart} />
      </div>
    </details>
  );
}
