// The step list beside the diagram: the same trace, in words.
import { memo } from 'react';
import { stepDetail, type LabFlowchart, type TraceStep } from '../../src/labs/index';
import { useRoute } from '../routing/router';
import { useT } from '../i18n/use-t';

export const TraceList = memo(function TraceList({
  trace,
  flowchart,
}: {
  trace: TraceStep[];
  flowchart: LabFlowchart;
}) {
  const { lang } = useRoute();
  const t = useT();
  const label = (id: string) => {
    const n = flowchart.nodes.find((x) => x.id === id);
    return n ? (lang === 'zh' ? n.zh : n.en) : id;
  };
  return (
    <ol aria-label={t('lab.steps')} className="space-y-1 text-sm" data-testid="trace">
      {trace.map((s, i) => {
        const last = i === trace.length - 1;
        const detail = stepDetail(s, lang);
        return (
          <li key={i} data-node={s.node} className="flex gap-2">
            <span
              aria-hidden="true"
              className={
                last
                  ? 'text-amber-700 dark:text-amber-300'
                  : s.pass
                    ? 'text-emerald-700 dark:text-emerald-300'
                    : 'text-rose-700 dark:text-rose-300'
              }
            >
              {last ? '■' : s.pass ? '✓' : '✗'}
            </span>
            <span>
              <span className={last ? 'font-semibold' : ''}>{label(s.node)}</span>
              {!last && <span className="sr-only">{s.pass ? t('lab.stepPass') : t('lab.stepFail')}</span>}
              {detail && (
                <span className="ml-1 font-mono text-xs text-slate-700 dark:text-slate-300">{detail}</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
});
