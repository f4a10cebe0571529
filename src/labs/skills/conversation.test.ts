import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONVERSATION_DEFAULTS, MAX_TURNS, readConversation } from './conversation.ts';

const KNOWN = new Set(['weather-report', 'travel-checklist']);
const read = (text: string) => readConversation(text, KNOWN);
const where = (text: string) =>
  read(text).problems.map((p) => [p.severity, p.line, p.column, text.slice(p.start, p.end)]);

describe('readConversation', () => {
  it('fills every setting it is not given with its default', () => {
    const c = read('{"turns": ["weather-report"]}').conversation!;
    expect(c.settings).toEqual({
      systemTokens: CONVERSATION_DEFAULTS.systemTokens,
      summaryTokens: CONVERSATION_DEFAULTS.summaryTokens,
      cachedPrice: CONVERSATION_DEFAULTS.cachedPrice,
      pricePerMillion: CONVERSATION_DEFAULTS.pricePerMillion,
      staleBody: 'keep',
      forkSystemTokens: CONVERSATION_DEFAULTS.forkSystemTokens,
      forkResultTokens: CONVERSATION_DEFAULTS.forkResultTokens,
    });
    expect(c.catalogTokens).toBeNull();
    expect(c.steps).toMatchObject([
      { kind: 'turn', skill: 'weather-report', tokens: CONVERSATION_DEFAULTS.turnTokens },
    ]);
  });

  it('reads turns of every form', () => {
    const c = read(
      '{"turnTokens": 10, "turns": ["weather-report", null, "/compact", {"skill": "travel-checklist", "tokens": 99}, {}]}',
    ).conversation!;
    expect(c.steps.map((s) => (s.kind === 'compact' ? 'C' : `${s.skill}:${s.tokens}`))).toEqual([
      'weather-report:10',
      'null:10',
      'C',
      'travel-checklist:99',
      'null:10',
    ]);
  });

  it('bodyTokens may name skills outside the files, which makes them routable', () => {
    const r = read('{"bodyTokens": {"release-notes": 1500}, "turns": ["release-notes"]}');
    expect(r.problems).toEqual([]);
    expect(r.conversation!.bodyTokens).toEqual({ 'release-notes': 1500 });
  });

  it('an unknown skill is a warning and the turn runs without one', () => {
    const text = '{\n  "turns": ["weather-report", "Weather-Report"]\n}';
    expect(where(text)).toEqual([['warning', 2, 31, '"Weather-Report"']]);
    expect(read(text).conversation!.steps[1]).toMatchObject({ skill: null });
  });

  it.each([
    ['{"turns": []}', 'error', 1, 11, '[]'],
    ['{"turns": 3}', 'error', 1, 11, '3'],
    ['{}', 'error', 1, 1, '{}'],
    ['[1]', 'error', 1, 1, '[1]'],
    ['{"turns": ["weather-report"], "extra": 1}', 'error', 1, 31, '"extra"'],
    ['{"turns": ["weather-report"], "cachedPrice": 1.5}', 'error', 1, 46, '1.5'],
    ['{"turns": ["weather-report"], "systemTokens": -1}', 'error', 1, 47, '-1'],
    ['{"turns": ["weather-report"], "systemTokens": 2.0}', 'error', 1, 47, '2.0'],
    ['{"turns": ["weather-report"], "staleBody": "drop"}', 'error', 1, 44, '"drop"'],
    ['{"turns": [{"skill": "weather-report", "size": 3}]}', 'error', 1, 40, '"size"'],
    ['{"turns": [42]}', 'error', 1, 12, '42'],
    ['{"turns": ["weather-report",]}', 'error', 1, 28, ''],
  ])('%j → %s at %i:%i', (text, severity, line, column, slice) => {
    const r = read(text);
    expect(r.problems[0]).toMatchObject({ severity, line, column });
    expect(text.slice(r.problems[0]!.start, r.problems[0]!.end)).toBe(slice);
    expect(r.conversation).toBeNull();
  });

  it('caps the number of turns', () => {
    const turns = Array.from({ length: MAX_TURNS + 1 }, () => '"weather-report"').join(',');
    expect(read(`{"turns": [${turns}]}`).problems[0]!.message.en).toContain(`${MAX_TURNS} turns`);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.json({ maxDepth: 4 })),
        (text) => {
          const r = read(text);
          for (const p of r.problems) {
            expect(p.line).toBeGreaterThanOrEqual(1);
            expect(p.message.zh && p.message.en).toBeTruthy();
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
