import { describe, expect, it } from 'vitest';
import scenarioFile from '../../../content/labs/action-chain/scenarios.json';
import type { ScenarioFile } from '../contract.ts';
import type { ActionChainState } from './state.ts';
import lab from './index.ts';

const scenarios = new Map(
  (scenarioFile as ScenarioFile<ActionChainState>).scenarios.map((s) => [s.id, s.state] as const),
);
const state = (id: string) => scenarios.get(id) as ActionChainState;
const breaker = (id: string) => {
  const b = lab.breakers.find((x) => x.id === id);
  if (!b) throw new Error(`no breaker ${id}`);
  return b;
};
const after = (id: string, from: string) => {
  const broken = breaker(id).apply(state(from));
  if (!broken) throw new Error(`${id} does not apply to ${from}`);
  return broken;
};

describe('action-chain breakers land on their branch', () => {
  it.each([
    ['invent-tool', 'ac-executed', 'unknown_tool'],
    ['drop-required', 'ac-executed', 'schema_invalid'],
    ['remove-identity', 'ac-executed', 'no_identity'],
    ['raise-amount', 'ac-executed', 'ask'],
    ['repeat-call', 'ac-executed', 'loop_blocked'],
    ['reuse-key', 'ac-executed', 'replayed'],
    ['reuse-key', 'ac-retry-without-key', 'replayed'],
    ['flip-read-only', 'ac-annotation-lies', 'ask'],
    ['flip-read-only', 'ac-executed', 'executed'],
  ])('%s on %s gives %s', (id, from, outcome) => {
    const broken = after(id, from);
    expect(broken.timeline).toBe(state(from).timeline);
    expect(lab.run(broken).outcome).toBe(outcome);
  });

  it('flipping readOnlyHint twice changes nothing the chain decides', () => {
    for (const id of ['ac-annotation-lies', 'ac-ask-amount', 'ac-default-deny']) {
      const once = after('flip-read-only', id);
      const twice = breaker('flip-read-only').apply(once) as ActionChainState;
      expect(once.input).not.toBe(state(id).input);
      expect(lab.run(once).outcome).toBe(lab.run(state(id)).outcome);
      expect(lab.run(twice).outcome).toBe(lab.run(state(id)).outcome);
    }
  });

  it('decline where the mistake does not apply', () => {
    expect(breaker('remove-identity').apply(state('ac-no-identity'))).toBeNull();
    expect(breaker('invent-tool').apply(state('ac-invented-tool'))).toBeNull();
    expect(breaker('raise-amount').apply(state('ac-loop'))).toBeNull();
    expect(breaker('repeat-call').apply(state('ac-loop'))).toBeNull();
    expect(breaker('reuse-key').apply(state('ac-retry-with-key'))).toBeNull();
    for (const b of lab.breakers) expect(b.apply({ input: '{ not json', timeline: '' }), b.id).toBeNull();
  });

  it('keep the values they do not touch exactly', () => {
    const input = JSON.stringify({
      registry: [{ name: 't', inputSchema: { type: 'object', required: ['a'] } }],
      identity: { user: 'u', roles: [] },
      ledger: [{ key: 'k', name: 'x', result: 'PLACEHOLDER' }],
      call: { id: 'c', name: 't', arguments: { a: 1, b: 'PLACEHOLDER' } },
    }).replaceAll('"PLACEHOLDER"', '[2.0, 123456789012345678901234567890, "\\ud83d\\ude00"]');
    const broken = breaker('remove-identity').apply({ input, timeline: '' }) as ActionChainState;
    expect(broken.input).toContain('2.0');
    expect(broken.input).toContain('123456789012345678901234567890');
    expect(broken.input).toContain('😀');
  });
});
