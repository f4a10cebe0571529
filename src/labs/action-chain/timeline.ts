/**
 * The retry timeline: one sequence of host events played twice, once with the write sent without an
 * idempotency key and once with one, counting at every step the side effects in the real system and
 * what the host actually knows. It shows the "two tickets" failure (a retry after a timeout runs the
 * write again), its fix (the server recognises the key), that a timed-out write stays unknown until a
 * recheck, and that completion is accepted only on the host's own recheck, never on the model's word.
 *
 * Input (JSON): `{"tool": "create_ticket", "key": "tk-2041", "events": [...]}` where each event is a
 * name or an object: `call` / `retry` (optionally `{"event": "retry", "lost": true}`: the request never
 * reached the server), `timeout`, `response`, `recheck`, `complete` (optionally with `"evidence"`: what
 * the model offers, e.g. "exit code 0"; shown, never decisive). Pure; never throws.
 */
import { msg, type Message } from '../../i18n/index.ts';
import { parseJson, type JsonPath, type JsonValue } from '../../json/index.ts';
import type { TextProblem } from '../contract.ts';

export const EVENT_KINDS = ['call', 'retry', 'timeout', 'response', 'recheck', 'complete'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export type Lane = 'nokey' | 'key';
export const LANES: readonly Lane[] = ['nokey', 'key'];

/** The host's view of one attempt (a request it sent). */
export type AttemptState = 'waiting' | 'answered' | 'unknown' | 'checked';
/** What the server really did with it. */
export type ServerAction = 'created' | 'replayed' | 'lost';

export interface Attempt {
  /** 1-based */
  n: number;
  state: AttemptState;
  server: ServerAction;
  /** The side effect it made or returned (1-based, the real system's numbering), null when lost. */
  effect: number | null;
}

export type Verdict = 'done' | 'in_flight' | 'no_recheck' | 'duplicate' | 'nothing';

export type Note =
  | { kind: 'sent'; attempt: number; server: ServerAction; effect: number | null }
  | { kind: 'timeout'; attempt: number }
  | { kind: 'response'; attempt: number; server: ServerAction; effect: number | null }
  | { kind: 'late'; attempt: number }
  | { kind: 'recheck'; effects: number; resolved: number[] }
  | { kind: 'complete'; verdict: Verdict; evidence: string | null; verified: number | null };

export interface LaneStep {
  /** index in `events` */
  index: number;
  event: EventKind;
  note: Note;
  /** every attempt so far, after this step */
  attempts: Attempt[];
  /** side effects in the real system after this step (the ground truth) */
  effects: number;
  /** what the host's last recheck showed, if one happened since the last send; null otherwise */
  verified: number | null;
}

export interface LaneSummary {
  effects: number;
  /** effects beyond the one the task asked for */
  duplicates: number;
  /** attempts still unknown at the end */
  unknown: number;
  /** the verdict of the last `complete`, if any */
  verdict: Verdict | null;
}

export interface Timeline {
  tool: string;
  key: string;
  events: EventKind[];
  lanes: Record<Lane, LaneStep[]>;
  summary: Record<Lane, LaneSummary>;
}

export type TimelineProblem = { message: Message; at: JsonPath };

export type TimelineRun =
  | { ok: true; value: Timeline }
  | { ok: false; problem: TimelineProblem }
  | { ok: false; parseError: TextProblem };

interface Event {
  kind: EventKind;
  lost: boolean;
  evidence: string | null;
}

const problem = (message: Message, at: JsonPath): TimelineProblem => ({ message, at });

function readEvents(input: JsonValue): { tool: string; key: string; events: Event[] } | TimelineProblem {
  if (input.kind !== 'object') return problem(msg('timeline.notObject'), []);
  for (const key of input.entries.keys())
    if (!['tool', 'key', 'events'].includes(key))
      return problem(msg('timeline.unknownField', { field: key }), [key]);
  const tool = input.entries.get('tool')?.value;
  if (tool?.kind !== 'string') return problem(msg('timeline.tool'), ['tool']);
  const key = input.entries.get('key')?.value;
  if (key?.kind !== 'string' || key.value === '') return problem(msg('timeline.key'), ['key']);
  const list = input.entries.get('events')?.value;
  if (list?.kind !== 'array') return problem(msg('timeline.events'), ['events']);
  const events: Event[] = [];
  for (let i = 0; i < list.items.length; i++) {
    const e = list.items[i] as JsonValue;
    const at: JsonPath = ['events', i];
    const names = EVENT_KINDS.join(', ');
    const object = e.kind === 'object' ? e : null;
    const name = e.kind === 'string' ? e : object?.entries.get('event')?.value;
    if (name?.kind !== 'string' || !(EVENT_KINDS as readonly string[]).includes(name.value))
      return problem(msg('timeline.eventKind', { i, names }), at);
    const kind = name.value as EventKind;
    let lost = false;
    let evidence: string | null = null;
    for (const [k, m] of object?.entries ?? []) {
      if (k === 'event') continue;
      if (k === 'lost' && (kind === 'call' || kind === 'retry') && m.value.kind === 'bool')
        lost = m.value.value;
      else if (k === 'evidence' && kind === 'complete' && m.value.kind === 'string') evidence = m.value.value;
      else return problem(msg('timeline.eventField', { i, field: k }), [...at, k]);
    }
    events.push({ kind, lost, evidence });
  }
  return { tool: tool.value, key: key.value, events };
}

/** Plays the events on one lane. Returns the steps, or the first event that cannot happen. */
function play(lane: Lane, events: Event[]): LaneStep[] | TimelineProblem {
  const attempts: Attempt[] = [];
  const steps: LaneStep[] = [];
  let effects = 0;
  let keySeenAt: number | null = null; // the effect the server stored under the key
  let verified: number | null = null;
  for (let i = 0; i < events.length; i++) {
    const e = events[i] as Event;
    const at: JsonPath = ['events', i];
    const waiting = attempts.find((a) => a.state === 'waiting');
    const last = attempts[attempts.length - 1];
    let note: Note;
    switch (e.kind) {
      case 'call':
      case 'retry': {
        if (e.kind === 'retry' && !last) return problem(msg('timeline.retryFirst', { i }), at);
        if (waiting) return problem(msg('timeline.stillWaiting', { i, n: waiting.n }), at);
        let server: ServerAction;
        let effect: number | null;
        if (e.lost) [server, effect] = ['lost', null];
        else if (lane === 'key' && keySeenAt !== null) [server, effect] = ['replayed', keySeenAt];
        else {
          effects += 1;
          [server, effect] = ['created', effects];
          if (lane === 'key') keySeenAt = effects;
        }
        const attempt: Attempt = { n: attempts.length + 1, state: 'waiting', server, effect };
        attempts.push(attempt);
        verified = null; // a send makes any earlier recheck stale
        note = { kind: 'sent', attempt: attempt.n, server, effect };
        break;
      }
      case 'timeout':
        if (!waiting) return problem(msg('timeline.nothingToTimeOut', { i }), at);
        waiting.state = 'unknown';
        note = { kind: 'timeout', attempt: waiting.n };
        break;
      case 'response':
        if (waiting) {
          if (waiting.server === 'lost')
            return problem(msg('timeline.lostNoResponse', { i, n: waiting.n }), at);
          waiting.state = 'answered';
          note = { kind: 'response', attempt: waiting.n, server: waiting.server, effect: waiting.effect };
        } else if (last && (last.state === 'unknown' || last.state === 'checked')) {
          if (last.server === 'lost') return problem(msg('timeline.lostNoLate', { i, n: last.n }), at);
          note = { kind: 'late', attempt: last.n };
        } else return problem(msg('timeline.nothingWaiting', { i }), at);
        break;
      case 'recheck': {
        const resolved: number[] = [];
        for (const a of attempts)
          if (a.state === 'unknown') {
            a.state = 'checked';
            resolved.push(a.n);
          }
        verified = effects;
        note = { kind: 'recheck', effects, resolved };
        break;
      }
      case 'complete': {
        const unknown = attempts.some((a) => a.state === 'unknown');
        const verdict: Verdict = waiting
          ? 'in_flight'
          : unknown || verified === null
            ? 'no_recheck'
            : verified > 1
              ? 'duplicate'
              : verified === 0
                ? 'nothing'
                : 'done';
        note = { kind: 'complete', verdict, evidence: e.evidence, verified };
        break;
      }
    }
    steps.push({
      index: i,
      event: e.kind,
      note,
      attempts: attempts.map((a) => ({ ...a })),
      effects,
      verified,
    });
  }
  return steps;
}

function summarize(steps: LaneStep[]): LaneSummary {
  const end = steps[steps.length - 1];
  const completes = steps.filter((s) => s.note.kind === 'complete');
  const lastComplete = completes[completes.length - 1]?.note;
  const effects = end?.effects ?? 0;
  return {
    effects,
    duplicates: Math.max(0, effects - 1),
    unknown: end ? end.attempts.filter((a) => a.state === 'unknown').length : 0,
    verdict: lastComplete?.kind === 'complete' ? lastComplete.verdict : null,
  };
}

/** The timeline of a parsed input. */
export function playTimeline(
  input: JsonValue,
): { ok: true; value: Timeline } | { ok: false; problem: TimelineProblem } {
  try {
    const read = readEvents(input);
    if ('message' in read) return { ok: false, problem: read };
    const nokey = play('nokey', read.events);
    if ('message' in nokey) return { ok: false, problem: nokey };
    const key = play('key', read.events);
    if ('message' in key) return { ok: false, problem: key };
    return {
      ok: true,
      value: {
        tool: read.tool,
        key: read.key,
        events: read.events.map((e) => e.kind),
        lanes: { nokey, key },
        summary: { nokey: summarize(nokey), key: summarize(key) },
      },
    };
  } catch (e) {
    const text = e instanceof Error ? e.message : String(e);
    return { ok: false, problem: problem(msg('lab.internalError', { detail: text }), []) };
  }
}

/** The timeline of a text the learner typed. Never throws. */
export function runTimeline(text: string, field = 'timeline'): TimelineRun {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, parseError: { ...parsed.error, field } };
  return playTimeline(parsed.value);
}
