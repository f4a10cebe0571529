// The retry timeline's layout keeps every mark inside its lane and every row below the last, at phone,
// tablet and desktop widths, in both languages, for the scenarios and for generated event sequences.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import scenarioFile from '../../../content/labs/action-chain/scenarios.json';
import { runTimeline, type Timeline } from '../../../src/labs/action-chain/index';
import {
  CHIP_H,
  layoutTimeline,
  SMALL,
  textWidth,
  TICKET,
  wrap,
  type TimelineLayout,
} from './timeline-layout';

const WIDTHS = [300, 358, 390, 539, 540, 700, 760, 1200];

function played(text: string): Timeline | null {
  const r = runTimeline(text);
  return r.ok ? r.value : null;
}

const scenarioTimelines = scenarioFile.scenarios.map((s) => played(s.state.timeline)!);

const arbEvent = fc.oneof(
  fc.constantFrom('call', 'retry', 'timeout', 'response', 'recheck', 'complete'),
  fc.constantFrom({ event: 'retry', lost: true }, { event: 'call', lost: true }),
  fc.string({ maxLength: 40 }).map((evidence) => ({ event: 'complete', evidence })),
);
const arbTimeline = fc
  .array(arbEvent, { maxLength: 14 })
  .map((events) => played(JSON.stringify({ tool: 'create_ticket', key: 'tk-1', events })))
  .filter((t): t is Timeline => t !== null);

/** Every problem of a layout, as sentences (empty when all is in place). */
function problems(t: Timeline, l: TimelineLayout): string[] {
  const out: string[] = [];
  const inside = (what: string, x: number, w: number, lane: { x: number; w: number }) => {
    if (x < lane.x || x + w > lane.x + lane.w + 0.5)
      out.push(`${what} [${x}, ${x + w}] leaves lane [${lane.x}, ${lane.x + lane.w}]`);
  };
  if (l.lanes.key.x + l.lanes.key.w > l.width) out.push('the second lane leaves the drawing');
  let bottom = l.header.h;
  l.rows.forEach((r, i) => {
    if (r.y < bottom) out.push(`row ${i} starts above the one before it ends`);
    bottom = r.y + r.h;
    for (const lane of ['nokey', 'key'] as const) {
      const c = r.cells[lane];
      const box = l.lanes[lane];
      for (const line of c.tag)
        inside(`row ${i} ${lane} tag "${line.text}"`, line.x, textWidth(line.text, 12 * 1.1), box);
      if (c.tickets.length + c.more !== (t.lanes[lane][i]?.effects ?? -1))
        out.push(`row ${i} ${lane}: tickets do not add up`);
      for (const tk of c.tickets) inside(`row ${i} ${lane} ticket ${tk.n}`, tk.x, TICKET.w, box);
      inside(`row ${i} ${lane} count`, c.count.x, textWidth(c.count.text, SMALL), box);
      if (c.host) inside(`row ${i} ${lane} host line`, c.host.x, textWidth(c.host.text, SMALL), box);
      for (const chip of c.chips) {
        inside(`row ${i} ${lane} chip "${chip.text}"`, chip.x, chip.w, box);
        if (chip.y + CHIP_H > r.y + r.h) out.push(`row ${i} ${lane} chip "${chip.text}" below its row`);
      }
    }
    for (const n of r.notes)
      if (n.x + textWidth(n.text, SMALL) > (l.compact ? l.width : l.lanes.nokey.x))
        out.push(`row ${i} note "${n.text}" too wide`);
  });
  if (l.end.y < bottom) out.push('the end row overlaps the last step');
  for (const lane of ['nokey', 'key'] as const)
    for (const line of l.end.lanes[lane].lines)
      inside(`end ${lane} "${line.text}"`, line.x, textWidth(line.text, SMALL), l.lanes[lane]);
  if (l.height < l.end.y + l.end.h) out.push('the drawing is shorter than its content');
  return out;
}

describe('retry timeline layout', () => {
  it('keeps everything in place for every scenario, at every width, in both languages', () => {
    for (const t of scenarioTimelines)
      for (const width of WIDTHS)
        for (const lang of ['zh', 'en'] as const)
          expect(problems(t, layoutTimeline(t, width, lang)), `${width} ${lang}`).toEqual([]);
  });

  it('keeps everything in place for generated event sequences', () => {
    fc.assert(
      fc.property(
        arbTimeline,
        fc.constantFrom(...WIDTHS),
        fc.constantFrom('zh' as const, 'en' as const),
        (t, width, lang) => {
          expect(problems(t, layoutTimeline(t, width, lang))).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('lays out at the width it is shown at, narrow ones with the step names above the lanes', () => {
    const t = scenarioTimelines[0]!;
    expect(layoutTimeline(t, 390, 'en')).toMatchObject({ width: 390, compact: true });
    expect(layoutTimeline(t, 700, 'en')).toMatchObject({ width: 700, compact: false });
    expect(layoutTimeline(t, 2000, 'en').width).toBe(760);
    expect(layoutTimeline(t, 100, 'en').width).toBe(300);
  });

  it('marks the second ticket of the lane without a key as a duplicate, made at the retry', () => {
    const t = played(JSON.stringify({ tool: 't', key: 'k', events: ['call', 'timeout', 'retry'] }))!;
    const retry = layoutTimeline(t, 700, 'en').rows[2]!;
    expect(retry.cells.nokey.tickets.map((x) => [x.n, x.duplicate, x.fresh])).toEqual([
      [1, false, false],
      [2, true, true],
    ]);
    expect(retry.cells.key.tickets.map((x) => [x.n, x.duplicate, x.fresh])).toEqual([[1, false, false]]);
    expect(retry.cells.nokey.chips.map((c) => c.text)).toEqual(['#1 unknown', '#2 waiting']);
  });

  it('wraps at spaces and between CJK characters', () => {
    expect(wrap('Without an idempotency key', 90, 12)).toEqual(['Without an', 'idempotency', 'key']);
    expect(wrap('不带幂等键', 30, 12)).toEqual(['不带', '幂等', '键']);
  });
});
