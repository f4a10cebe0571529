// The retry timeline of one readable timeline: the headline comparing the two lanes, the drawing laid
// out at the width it gets, the chosen step in words, every step in words, and the SVG export.
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  LANE_TITLES,
  LANES,
  stepText,
  type LaneStep,
  type Timeline,
} from '../../../src/labs/action-chain/index';
import { exportName, serializeDiagram } from '../../diagrams/svg-export';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import { layoutTimeline } from './timeline-layout';
import { stepLabel, TimelineSvg } from './TimelineSvg';
import { ALL_STEPS, EVENT_GLOSS, EXPORT_SVG, headline, KEYS_HINT, LEGEND } from './text';
import { labelled } from '../../../src/i18n/index';

/** The width the drawing gets: its container's, followed as the window or the panel resizes. */
function useWidth(ref: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(640);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const ro = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return width;
}

/** The step to show first: where the two lanes part (the duplicate appears), else the last one. */
function firstDifference(t: Timeline): number {
  const i = t.lanes.nokey.findIndex((s, k) => s.effects !== (t.lanes.key[k] as LaneStep).effects);
  return i >= 0 ? i : t.events.length - 1;
}

function StepWords({ timeline, index }: { timeline: Timeline; index: number }) {
  const { lang } = useLabHost();
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm md:grid-cols-2">
      {LANES.map((l) => (
        <div key={l}>
          <dt className="font-semibold">{LANE_TITLES[l][lang]}</dt>
          <dd>{stepText(timeline.lanes[l][index] as LaneStep, timeline, lang)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TimelineView({ timeline, exportable = true }: { timeline: Timeline; exportable?: boolean }) {
  const { lang, downloadBlob } = useLabHost();
  const box = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const width = useWidth(box);
  const layout = useMemo(() => layoutTimeline(timeline, width, lang), [timeline, width, lang]);
  const [picked, setPicked] = useState<number | null>(null);
  const count = timeline.events.length;
  const selected = Math.min(picked ?? firstDifference(timeline), count - 1);
  const { nokey, key } = timeline.summary;

  const exportSvg = () => {
    if (!svg.current) return;
    const { text } = serializeDiagram(svg.current, { transparent: false });
    downloadBlob(new Blob([text], { type: 'image/svg+xml' }), exportName('action-chain', 'timeline', 'svg'));
  };

  return (
    <div className="space-y-3">
      <p
        data-testid={TID.acTimelineHeadline}
        data-nokey-effects={nokey.effects}
        data-key-effects={key.effects}
        className={`rounded-md border-l-4 p-2 text-sm ${
          nokey.effects > key.effects
            ? 'border-rose-700 bg-rose-50 dark:border-rose-400 dark:bg-rose-950'
            : 'border-slate-500 bg-slate-50 dark:bg-slate-900'
        }`}
      >
        {headline(nokey.effects, key.effects, lang)}
      </p>
      <div ref={box} className="w-full overflow-x-auto" data-testid={TID.acTimelineDrawing}>
        {count > 0 && (
          <TimelineSvg
            timeline={timeline}
            layout={layout}
            selected={selected}
            onSelect={setPicked}
            lang={lang}
            svgRef={svg}
          />
        )}
      </div>
      {count === 0 ? null : (
        <>
          <p className="text-xs text-slate-700 dark:text-slate-300">
            {LEGEND[lang]} {KEYS_HINT[lang]}
          </p>
          <div
            data-testid={TID.acTimelineStep}
            data-step={selected}
            className="rounded-md border border-slate-300 p-3 dark:border-slate-700"
          >
            <p className="mb-1 font-semibold">
              {labelled(lang, stepLabel(selected, lang))}
              <code>{timeline.events[selected]}</code>{' '}
              {lang === 'zh' && `（${EVENT_GLOSS[timeline.events[selected]!].zh}）`}
            </p>
            <StepWords timeline={timeline} index={selected} />
          </div>
          <details className="rounded-md border border-slate-300 p-3 dark:border-slate-700">
            <summary className="cursor-pointer font-semibold">{ALL_STEPS[lang]}</summary>
            <ol className="mt-2 space-y-3">
              {timeline.events.map((event, i) => (
                <li key={i}>
                  <p className="font-semibold">
                    {stepLabel(i, lang)} <code>{event}</code>
                  </p>
                  <StepWords timeline={timeline} index={i} />
                </li>
              ))}
            </ol>
          </details>
          {exportable && (
            <button type="button" className="btn" data-testid={TID.acTimelineExport} onClick={exportSvg}>
              {EXPORT_SVG[lang]}
            </button>
          )}
        </>
      )}
    </div>
  );
}
