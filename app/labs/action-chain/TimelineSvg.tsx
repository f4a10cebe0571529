// The retry timeline drawn as SVG from its layout: a row per event, the lane without the key beside the
// lane with it, the tickets of the ledger growing step by step, each request's state as a pill. Rows are
// buttons (one tab stop; arrow keys move), so the drawing is reachable and readable without a mouse.
// Colours are classes (light and dark); sizes and fonts are attributes, so an exported file keeps them.
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import {
  LANE_TITLES,
  LANES,
  stepText,
  type Lane,
  type LaneStep,
  type Timeline,
} from '../../../src/labs/action-chain/index';
import type { Lang } from '../../i18n/strings';
import {
  CHIP_H,
  FONT,
  PAD,
  SMALL,
  TICKET,
  type Cell,
  type Chip,
  type Line,
  type Tone,
  type TimelineLayout,
} from './timeline-layout';
import { STEP, SVG_TITLE } from './text';
import { labelled } from '../../../src/i18n/index';

const SANS =
  "system-ui, -apple-system, 'Segoe UI', 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";
const MONO = "ui-monospace, 'SFMono-Regular', 'DejaVu Sans Mono', 'Noto Sans Mono CJK SC', monospace";

const TONE: Record<Tone, string> = {
  plain: 'fill-slate-900 dark:fill-slate-100',
  good: 'fill-emerald-800 dark:fill-emerald-300',
  bad: 'fill-rose-800 dark:fill-rose-300',
  warn: 'fill-amber-800 dark:fill-amber-300',
  muted: 'fill-slate-600 dark:fill-slate-400',
  info: 'fill-sky-800 dark:fill-sky-300',
};
const CHIP: Record<Chip['state'], string> = {
  unknown: 'fill-amber-100 stroke-amber-700 dark:fill-amber-950 dark:stroke-amber-400',
  waiting: 'fill-white stroke-slate-500 dark:fill-slate-900 dark:stroke-slate-400',
  answered: 'fill-slate-100 stroke-slate-500 dark:fill-slate-800 dark:stroke-slate-400',
  checked: 'fill-sky-100 stroke-sky-700 dark:fill-sky-950 dark:stroke-sky-400',
};
const TICKET_CLASS = {
  first: 'fill-emerald-100 stroke-emerald-700 dark:fill-emerald-950 dark:stroke-emerald-400',
  duplicate: 'fill-rose-200 stroke-rose-700 dark:fill-rose-950 dark:stroke-rose-400',
};

export const stepLabel = (i: number, lang: Lang) => STEP[lang].replace('{n}', String(i + 1));

/** What a screen reader hears on a row: the step, its event, and both lanes' sentences. */
function rowLabel(t: Timeline, i: number, lang: Lang): string {
  const lanes = LANES.map((l) =>
    labelled(lang, LANE_TITLES[l], stepText(t.lanes[l][i] as LaneStep, t, lang)),
  );
  return `${labelled(lang, stepLabel(i, lang), t.events[i]!)}. ${lanes.join(' ')}`;
}

function Text({
  line,
  size = SMALL,
  bold = false,
  mono = false,
}: {
  line: Line;
  size?: number;
  bold?: boolean;
  mono?: boolean;
}) {
  return (
    <text
      x={line.x}
      y={line.y}
      fontSize={size}
      fontWeight={bold ? 700 : undefined}
      fontFamily={mono ? MONO : undefined}
      className={TONE[line.tone]}
    >
      {line.text}
    </text>
  );
}

function LaneCell({ cell, lane }: { cell: Cell; lane: Lane }) {
  return (
    <g data-lane={lane}>
      {cell.tag.map((line, k) => (
        <Text key={k} line={line} size={FONT} bold />
      ))}
      {cell.tickets.map((tk) => (
        <g key={tk.n} data-ticket={tk.n} data-duplicate={tk.duplicate ? 'true' : 'false'}>
          <rect
            x={tk.x}
            y={cell.ledgerY}
            width={TICKET.w}
            height={TICKET.h}
            rx={3}
            strokeWidth={tk.fresh ? 2.5 : 1}
            className={tk.duplicate ? TICKET_CLASS.duplicate : TICKET_CLASS.first}
          />
          <text
            x={tk.x + TICKET.w / 2}
            y={cell.ledgerY + 13}
            fontSize={10}
            textAnchor="middle"
            className={TONE.plain}
          >
            #{tk.n}
          </text>
        </g>
      ))}
      <Text line={cell.count} mono />
      {cell.host && <Text line={cell.host} />}
      {cell.chips.map((c) => (
        <g key={c.text} data-attempt-state={c.state}>
          <rect
            x={c.x}
            y={c.y}
            width={c.w}
            height={CHIP_H}
            rx={9}
            strokeDasharray={c.state === 'unknown' || c.state === 'waiting' ? '3 2' : undefined}
            className={CHIP[c.state]}
          />
          <text
            x={c.x + 6}
            y={c.y + 13}
            fontSize={SMALL}
            className={c.state === 'unknown' ? TONE.warn : TONE.plain}
          >
            {c.text}
          </text>
        </g>
      ))}
    </g>
  );
}

export function TimelineSvg({
  timeline,
  layout,
  selected,
  onSelect,
  lang,
  svgRef,
}: {
  timeline: Timeline;
  layout: TimelineLayout;
  selected: number;
  onSelect(i: number): void;
  lang: Lang;
  svgRef?: Ref<SVGSVGElement>;
}) {
  const titleId = useId();
  const [focused, setFocused] = useState<number | null>(null);
  const { width, height, lanes, header, rows, end } = layout;
  const last = rows.length - 1;
  const onKey = (e: KeyboardEvent<SVGGElement>, i: number) => {
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, i + 1),
      ArrowRight: Math.min(last, i + 1),
      ArrowUp: Math.max(0, i - 1),
      ArrowLeft: Math.max(0, i - 1),
      Home: 0,
      End: last,
    };
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(i);
    } else if (Object.hasOwn(moves, e.key)) {
      e.preventDefault();
      const next = moves[e.key] as number;
      onSelect(next);
      e.currentTarget.ownerSVGElement?.querySelector<SVGGElement>(`[data-step="${next}"]`)?.focus();
    }
  };
  return (
    <svg
      ref={svgRef}
      role="group"
      aria-labelledby={titleId}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      fontFamily={SANS}
      className="block max-w-full"
      data-compact={layout.compact ? 'true' : 'false'}
    >
      <title id={titleId}>{SVG_TITLE[lang]}</title>
      {LANES.map((l) => (
        <g key={l}>
          <rect
            x={lanes[l].x + 0.5}
            y={0.5}
            width={lanes[l].w - 1}
            height={end.y + end.h - 1}
            rx={6}
            className="fill-slate-50 stroke-slate-300 dark:fill-slate-900 dark:stroke-slate-700"
          />
          {header.titles[l].map((line, k) => (
            <text
              key={k}
              x={lanes[l].x + PAD}
              y={18 + 16 * k}
              fontSize={FONT}
              fontWeight={700}
              className={TONE.plain}
            >
              {line}
            </text>
          ))}
        </g>
      ))}
      {rows.map((r) => {
        const active = r.index === selected;
        return (
          <g
            key={r.index}
            data-step={r.index}
            data-event={r.event}
            role="button"
            tabIndex={active ? 0 : -1}
            aria-pressed={active}
            aria-label={rowLabel(timeline, r.index, lang)}
            onClick={() => onSelect(r.index)}
            onKeyDown={(e) => onKey(e, r.index)}
            onFocus={() => setFocused(r.index)}
            onBlur={() => setFocused(null)}
            className="cursor-pointer"
            style={{ outline: 'none' }}
          >
            <rect
              x={0}
              y={r.y}
              width={width}
              height={r.h}
              className={active ? 'fill-sky-100/70 dark:fill-sky-900/40' : 'fill-transparent'}
            />
            {r.band && (
              <rect
                x={0}
                y={r.band.y}
                width={width}
                height={r.band.h}
                className="fill-slate-200/70 dark:fill-slate-800/70"
              />
            )}
            <line x1={0} x2={width} y1={r.y} y2={r.y} className="stroke-slate-300 dark:stroke-slate-700" />
            <circle cx={r.marker.cx} cy={r.marker.cy} r={10} className="fill-slate-700 dark:fill-slate-300" />
            <text
              x={r.marker.cx}
              y={r.marker.cy + 4}
              fontSize={SMALL}
              fontWeight={700}
              textAnchor="middle"
              className="fill-white dark:fill-slate-900"
            >
              {r.index + 1}
            </text>
            <text
              x={r.eventAt.x}
              y={r.eventAt.y}
              fontSize={FONT}
              fontWeight={700}
              fontFamily={MONO}
              className={TONE.plain}
            >
              {r.event}
            </text>
            {r.notes.map((n, k) => (
              <Text key={k} line={n} />
            ))}
            {LANES.map((l) => (
              <LaneCell key={l} cell={r.cells[l]} lane={l} />
            ))}
            {focused === r.index && (
              <rect
                x={1.5}
                y={r.y + 1.5}
                width={width - 3}
                height={r.h - 3}
                rx={4}
                fill="none"
                strokeWidth={3}
                className="stroke-blue-700 dark:stroke-blue-300"
              />
            )}
          </g>
        );
      })}
      <g data-end="">
        <line
          x1={0}
          x2={width}
          y1={end.y}
          y2={end.y}
          strokeWidth={2}
          className="stroke-slate-400 dark:stroke-slate-500"
        />
        <Text line={end.label} size={FONT} bold />
        {LANES.map((l) => {
          const e = end.lanes[l];
          return (
            <g
              key={l}
              data-lane-end={l}
              data-effects={e.effects}
              data-verdict={timeline.summary[l].verdict ?? ''}
            >
              <Text line={e.number} size={26} bold />
              {e.lines.map((line, k) => (
                <Text key={k} line={line} />
              ))}
            </g>
          );
        })}
      </g>
    </svg>
  );
}
