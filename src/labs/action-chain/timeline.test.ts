import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGS, t, type Lang, type Message } from '../../i18n/index.ts';
import { arbPy, render } from '../testkit.ts';
import { EVENT_KINDS, runTimeline, type Timeline } from './timeline.ts';
import { stepText } from './timeline-text.ts';

/** A message as the reader sees it in `lang` (what the assertions read). */
const words = (m: Message | undefined, lang: Lang) => (m ? t(lang, m) : '');

const play = (events: unknown[], tool = 'create_ticket', key = 'tk-1'): Timeline => {
  const r = runTimeline(JSON.stringify({ tool, key, events }));
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r.value;
};
const problem = (text: string) => {
  const r = runTimeline(text);
  if (r.ok || !('problem' in r)) throw new Error(`expected a problem: ${JSON.stringify(r)}`);
  return r.problem;
};

describe('retry timeline', () => {
  it('two tickets without a key, one with it', () => {
    const t = play([
      'call',
      'timeout',
      'retry',
      'response',
      'recheck',
      { event: 'complete', evidence: 'exit code 0' },
    ]);
    expect(t.summary.nokey).toEqual({ effects: 2, duplicates: 1, unknown: 0, verdict: 'duplicate' });
    expect(t.summary.key).toEqual({ effects: 1, duplicates: 0, unknown: 0, verdict: 'done' });
    expect(t.lanes.key[2]?.note).toEqual({ kind: 'sent', attempt: 2, server: 'replayed', effect: 1 });
    expect(t.lanes.nokey[2]?.note).toEqual({ kind: 'sent', attempt: 2, server: 'created', effect: 2 });
  });
  it('a timed-out write stays unknown until a recheck, and a late response does not settle it', () => {
    const t = play(['call', 'timeout', 'response', 'complete', 'recheck', 'complete']);
    const states = t.lanes.key.map((s) => s.attempts[0]?.state);
    expect(states).toEqual(['waiting', 'unknown', 'unknown', 'unknown', 'checked', 'checked']);
    expect(t.lanes.key[2]?.note).toEqual({ kind: 'late', attempt: 1 });
    expect(t.lanes.key.map((s) => (s.note.kind === 'complete' ? s.note.verdict : null))).toEqual([
      null,
      null,
      null,
      'no_recheck',
      null,
      'done',
    ]);
  });
  it('completion needs the host’s own recheck: a response and an exit code are not enough', () => {
    const t = play(['call', 'response', { event: 'complete', evidence: 'exit code 0' }]);
    expect(t.summary.key.verdict).toBe('no_recheck');
    expect(play(['call', 'response', 'recheck', 'complete']).summary.key.verdict).toBe('done');
    // a send after the recheck makes it stale again
    expect(play(['call', 'response', 'recheck', 'call', 'response', 'complete']).summary.nokey.verdict).toBe(
      'no_recheck',
    );
    expect(play(['call', 'complete']).summary.key.verdict).toBe('in_flight');
  });
  it('a lost request: the recheck finds nothing, the retry is then right', () => {
    const t = play([
      { event: 'call', lost: true },
      'timeout',
      'recheck',
      'complete',
      'retry',
      'response',
      'recheck',
      'complete',
    ]);
    expect(t.lanes.nokey[3]?.note).toMatchObject({ kind: 'complete', verdict: 'nothing' });
    expect(t.summary.nokey).toEqual({ effects: 1, duplicates: 0, unknown: 0, verdict: 'done' });
    expect(t.summary.key).toEqual(t.summary.nokey);
  });
  it('refuses events that cannot happen, naming the event', () => {
    expect(problem('{"tool": "t", "key": "k", "events": ["retry"]}').at).toEqual(['events', 0]);
    expect(words(problem('{"tool": "t", "key": "k", "events": ["call", "call"]}').message, 'en')).toMatch(
      /still waiting/,
    );
    expect(problem('{"tool": "t", "key": "k", "events": ["timeout"]}').at).toEqual(['events', 0]);
    expect(problem('{"tool": "t", "key": "k", "events": ["call", "response", "response"]}').at).toEqual([
      'events',
      2,
    ]);
    const lost = problem(
      '{"tool": "t", "key": "k", "events": [{"event": "call", "lost": true}, "response"]}',
    );
    expect(words(lost.message, 'en')).toMatch(/lost/);
    expect(problem('{"tool": "t", "key": "k", "events": [{"event": "timeout", "lost": true}]}').at).toEqual([
      'events',
      0,
      'lost',
    ]);
    expect(problem('{"tool": "t", "key": "", "events": []}').at).toEqual(['key']);
    expect(words(problem('{"tool": "t", "key": "k", "events": ["wait"]}').message, 'zh')).toMatch(/call/);
    expect(problem('[]').at).toEqual([]);
    const parse = runTimeline('{"tool": ');
    expect(parse.ok === false && 'parseError' in parse && parse.parseError.field).toBe('timeline');
  });
  it('never throws; every step of every lane has a sentence in both languages', () => {
    const event = fc.oneof(
      fc.constantFrom(...EVENT_KINDS),
      fc.record({ event: fc.constantFrom(...EVENT_KINDS), lost: fc.boolean() }, { requiredKeys: ['event'] }),
      fc.record({ event: fc.constant('complete'), evidence: fc.string({ maxLength: 5 }) }),
    );
    const text = fc.oneof(
      fc.array(event, { maxLength: 10 }).map((events) => JSON.stringify({ tool: 't', key: 'k', events })),
      arbPy.map(render),
    );
    fc.assert(
      fc.property(text, (t) => {
        const r = runTimeline(t);
        if (!r.ok) return;
        for (const lane of ['nokey', 'key'] as const) {
          expect(r.value.lanes[lane]).toHaveLength(r.value.events.length);
          for (const step of r.value.lanes[lane]) {
            expect(step.effects).toBeGreaterThanOrEqual(0);
            for (const lang of LANGS) expect(stepText(step, r.value, lang)).toMatch(/\S/);
          }
        }
        // the keyed lane never has more side effects than the keyless one, and at most one
        expect(r.value.summary.key.effects).toBeLessThanOrEqual(Math.min(1, r.value.summary.nokey.effects));
      }),
      { numRuns: 2000 },
    );
  });
});
