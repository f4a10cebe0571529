// Where everything of the retry timeline goes, for one width in CSS pixels: a column of steps and two
// lanes (without / with the key), one row per event. The drawing is laid out at the width it is shown
// at (1 unit = 1 px), so text keeps its size on a phone instead of shrinking with a fixed viewBox.
// Text widths are estimated (no DOM here), with room to spare.
import type { EventKind, Lane, LaneStep, Timeline, Verdict } from '../../../src/labs/action-chain/index';
import {
  ATTEMPT_WORD,
  hostEvidence,
  LANE_TITLES,
  LANES,
  stepTag,
  summaryWords,
} from '../../../src/labs/action-chain/index';
import type { Lang } from '../../i18n/strings';
import { END, EVENT_GLOSS, LOST, MODEL_CLAIM } from './text';

export const FONT = 12;
export const SMALL = 11;
const PAD = 6;
const GAP = 8;
const TICKET = { w: 24, h: 18, gap: 4 };
const CHIP_H = 18;

export type Tone = 'plain' | 'good' | 'bad' | 'warn' | 'muted' | 'info';

/** A line of text at its baseline. */
export interface Line {
  text: string;
  tone: Tone;
  x: number;
  y: number;
}

export interface Chip {
  x: number;
  y: number;
  w: number;
  text: string;
  state: 'waiting' | 'answered' | 'unknown' | 'checked';
}

export interface Cell {
  /** what happened in this lane at this step (one or two lines) */
  tag: Line[];
  /** Side effects in the real system after this step, one ticket each (`more` not drawn for lack of room). */
  tickets: { n: number; x: number; duplicate: boolean; fresh: boolean }[];
  more: number;
  count: Line;
  ledgerY: number;
  /** the host's evidence, on a completion step */
  host: Line | null;
  chips: Chip[];
}

export interface Row {
  index: number;
  y: number;
  h: number;
  event: string;
  /** the step's number circle and its event name */
  marker: { cx: number; cy: number };
  eventAt: { x: number; y: number };
  /** gloss, "lost", the model's evidence and that it is the model's claim */
  notes: Line[];
  /** compact: the band across both lanes that holds the step's name */
  band: { y: number; h: number } | null;
  cells: Record<Lane, Cell>;
}

export interface TimelineLayout {
  width: number;
  height: number;
  /** narrow: each step's name on a line of its own above the lanes, which then take the full width */
  compact: boolean;
  lanes: Record<Lane, { x: number; w: number }>;
  header: { h: number; titles: Record<Lane, string[]> };
  rows: Row[];
  end: {
    y: number;
    h: number;
    label: Line;
    lanes: Record<Lane, { effects: number; number: Line; lines: Line[] }>;
  };
}

/** Estimated width of a text: CJK characters a full em, capitals and digits a little wider. */
export function textWidth(s: string, size: number): number {
  let em = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) as number;
    em += c >= 0x2e80 ? 1 : /[A-Z#@MWmw0-9]/.test(ch) ? 0.68 : ch === ' ' ? 0.32 : 0.6;
  }
  return em * size;
}

/** Greedy line breaking: at spaces, and between any two CJK characters. */
export function wrap(s: string, width: number, size: number): string[] {
  const tokens = s.match(/[\u2e80-\uffff]|[^\s\u2e80-\uffff]+\s*|\s+/g) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const t of tokens) {
    if (line !== '' && textWidth((line + t).trimEnd(), size) > width) {
      lines.push(line.trimEnd());
      line = t.trimStart();
    } else line += t;
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/** The text cut to fit `width`, with an ellipsis when cut. */
export function fit(s: string, width: number, size: number): string {
  if (textWidth(s, size) <= width) return s;
  const chars = [...s];
  while (chars.length > 0 && textWidth(chars.join('') + '…', size) > width) chars.pop();
  return chars.join('') + '…';
}

/** At most `max` lines; the last one cut with an ellipsis when there is more. */
function lines(s: string, width: number, size: number, max: number): string[] {
  const all = wrap(s, width, size);
  if (all.length <= max) return all;
  return [...all.slice(0, max - 1), fit(all.slice(max - 1).join(' '), width, size)];
}

/** How a lane's label at a step reads: a duplicate is bad, a replay good, a timeout a warning. */
function cellTone(step: LaneStep): Tone {
  const note = step.note;
  switch (note.kind) {
    case 'sent':
      return note.server === 'lost'
        ? 'muted'
        : note.server === 'replayed'
          ? 'good'
          : (note.effect ?? 0) > 1
            ? 'bad'
            : 'plain';
    case 'timeout':
      return 'warn';
    case 'late':
      return 'muted';
    case 'recheck':
      return 'info';
    case 'complete':
      return verdictTone(note.verdict);
    default:
      return 'plain';
  }
}

export function verdictTone(v: Verdict): Tone {
  return v === 'done' ? 'good' : v === 'duplicate' || v === 'nothing' ? 'bad' : 'warn';
}

/** One lane's cell of one step, from `top` down. */
function layCell(step: LaneStep, before: number, x: number, w: number, top: number, lang: Lang): Cell {
  const inner = w - 2 * PAD;
  const tone = cellTone(step);
  // bold: about a tenth wider than the estimate
  const tag: Line[] = lines(stepTag(step, lang), inner, FONT * 1.1, 2).map((text, k) => ({
    text,
    tone,
    x: x + PAD,
    y: top + 15 + 15 * k,
  }));
  const ledgerY = top + 6 + 15 * tag.length;
  const countFor = (more: number) => (more > 0 ? `+${more} ` : '') + `= ${step.effects}`;
  const slot = TICKET.w + TICKET.gap;
  let shown = step.effects;
  while (shown > 0 && shown * slot + textWidth(countFor(step.effects - shown), SMALL) + 2 > inner) shown--;
  const tickets = Array.from({ length: shown }, (_, i) => ({
    n: i + 1,
    x: x + PAD + i * slot,
    duplicate: i > 0,
    fresh: i + 1 > before,
  }));
  const more = step.effects - shown;
  const count: Line = {
    text: countFor(more),
    tone: step.effects > 1 ? 'bad' : 'plain',
    x: x + PAD + shown * slot + (shown > 0 ? 2 : 0),
    y: ledgerY + 13,
  };
  let y = ledgerY + TICKET.h + 6;
  let host: Line | null = null;
  if (step.note.kind === 'complete') {
    host = {
      text: fit(hostEvidence(step.note.verified, lang), inner, SMALL),
      tone: 'info',
      x: x + PAD,
      y: y + 11,
    };
    y += 18;
  }
  let cx = x + PAD;
  const chips: Chip[] = [];
  for (const a of step.attempts) {
    const text = `#${a.n} ${ATTEMPT_WORD[a.state][lang]}`;
    const cw = Math.min(inner, textWidth(text, SMALL) + 14);
    if (cx + cw > x + w - PAD && cx > x + PAD) {
      cx = x + PAD;
      y += CHIP_H + 4;
    }
    chips.push({ x: cx, y, w: cw, text: fit(text, cw - 10, SMALL), state: a.state });
    cx += cw + 4;
  }
  return { tag, tickets, more, count, ledgerY, host, chips };
}

function cellBottom(c: Cell): number {
  const last = c.chips[c.chips.length - 1];
  return last ? last.y + CHIP_H : c.host ? c.host.y + 4 : c.ledgerY + TICKET.h;
}

/** The small lines about a step: its gloss (zh), "lost", the model's evidence and whose claim it is. */
function stepNotes(t: Timeline, i: number, lang: Lang): { text: string; tone: Tone }[] {
  const event = t.events[i] as EventKind;
  const notes: { text: string; tone: Tone }[] = [];
  if (lang === 'zh') notes.push({ text: EVENT_GLOSS[event].zh, tone: 'muted' });
  else if (event === 'complete') notes.push({ text: EVENT_GLOSS.complete.en, tone: 'muted' });
  const note = (t.lanes.nokey[i] as LaneStep).note;
  if (note.kind === 'sent' && note.server === 'lost') notes.push({ text: LOST[lang], tone: 'muted' });
  if (note.kind === 'complete' && note.evidence !== null) {
    notes.push({ text: `“${note.evidence}”`, tone: 'plain' });
    notes.push({ text: MODEL_CLAIM[lang], tone: 'muted' });
  }
  return notes;
}

export function layoutTimeline(t: Timeline, requested: number, lang: Lang): TimelineLayout {
  const width = Math.round(Math.min(760, Math.max(300, requested)));
  const compact = width < 540;
  const stepW = compact ? 0 : 132;
  const left = compact ? 0 : stepW + GAP;
  const laneW = Math.floor((width - left - GAP - 1) / 2);
  const lanes = { nokey: { x: left, w: laneW }, key: { x: left + laneW + GAP, w: laneW } };
  const titles = {
    nokey: wrap(LANE_TITLES.nokey[lang], laneW - 2 * PAD, FONT),
    key: wrap(LANE_TITLES.key[lang], laneW - 2 * PAD, FONT),
  };
  const headerH = 12 + 16 * Math.max(titles.nokey.length, titles.key.length);
  const rows: Row[] = [];
  let y = headerH + 4;
  t.events.forEach((event, i) => {
    const notes = stepNotes(t, i, lang);
    let placed: Line[];
    let cellsTop: number;
    let stepBottom: number;
    if (compact) {
      // one line: number, event, the gloss; then the other notes joined on a second line if any
      const [gloss, ...rest] = lang === 'zh' || event === 'complete' ? notes : [null, ...notes];
      const eventEnd = 26 + textWidth(event, FONT) + 8;
      placed = gloss
        ? [{ ...gloss, text: fit(gloss.text, width - eventEnd, SMALL), x: eventEnd, y: y + 20 }]
        : [];
      const more = rest.filter((n): n is { text: string; tone: Tone } => n !== null);
      if (more.length > 0)
        placed.push({
          text: fit(more.map((n) => n.text).join(' · '), width - 30, SMALL),
          tone: 'plain',
          x: 26,
          y: y + 36,
        });
      cellsTop = y + (more.length > 0 ? 40 : 26);
      stepBottom = cellsTop;
    } else {
      placed = notes.map((n, k) => ({
        ...n,
        text: fit(n.text, stepW - 30, SMALL),
        x: 26,
        y: y + 36 + 15 * k,
      }));
      cellsTop = y;
      stepBottom = y + 26 + notes.length * 15;
    }
    const before = (lane: Lane) => (i > 0 ? (t.lanes[lane][i - 1] as LaneStep).effects : 0);
    const cells = {
      nokey: layCell(t.lanes.nokey[i] as LaneStep, before('nokey'), lanes.nokey.x, laneW, cellsTop, lang),
      key: layCell(t.lanes.key[i] as LaneStep, before('key'), lanes.key.x, laneW, cellsTop, lang),
    };
    const h = Math.max(cellBottom(cells.nokey), cellBottom(cells.key), stepBottom) - y + 10;
    rows.push({
      index: i,
      y,
      h,
      event,
      marker: { cx: 11, cy: y + 16 },
      eventAt: { x: 26, y: y + 20 },
      notes: placed,
      band: compact ? { y, h: cellsTop - y } : null,
      cells,
    });
    y += h;
  });
  const endTop = y + 4;
  const endLanes = {} as TimelineLayout['end']['lanes'];
  const labelH = compact ? 22 : 0;
  for (const lane of LANES) {
    const s = t.summary[lane];
    const x = lanes[lane].x + PAD;
    const textX = x + 16 + 16 * String(s.effects).length;
    const words: { text: string; tone: Tone }[] = [
      { text: summaryWords.effects(s.effects, lang), tone: 'plain' },
    ];
    if (s.duplicates > 0) words.push({ text: summaryWords.duplicates(s.duplicates, lang), tone: 'bad' });
    if (s.unknown > 0) words.push({ text: summaryWords.unknown(s.unknown, lang), tone: 'warn' });
    if (s.verdict) words.push({ text: summaryWords.verdict(s.verdict, lang), tone: verdictTone(s.verdict) });
    const room = lanes[lane].x + laneW - PAD - textX;
    const out: Line[] = [];
    for (const w of words)
      for (const text of lines(w.text, room, SMALL, 2))
        out.push({ text, tone: w.tone, x: textX, y: endTop + labelH + 16 + 15 * out.length });
    endLanes[lane] = {
      effects: s.effects,
      number: { text: String(s.effects), tone: s.effects > 1 ? 'bad' : 'plain', x, y: endTop + labelH + 30 },
      lines: out,
    };
  }
  const endH = labelH + 16 + 15 * Math.max(2, endLanes.nokey.lines.length, endLanes.key.lines.length);
  const end = {
    y: endTop,
    h: endH,
    label: { text: END[lang], tone: 'plain' as Tone, x: compact ? 6 : 4, y: endTop + 16 },
    lanes: endLanes,
  };
  return { width, height: endTop + endH + 2, compact, lanes, header: { h: headerH, titles }, rows, end };
}

export { TICKET, CHIP_H, PAD };
