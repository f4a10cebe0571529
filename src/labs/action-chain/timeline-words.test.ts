import { describe, expect, it } from 'vitest';
import scenarioFile from '../../../content/labs/action-chain/scenarios.json';
import lab from './index.ts';
import { runTimeline, type Timeline } from './timeline.ts';
import { laneText, stepTag } from './timeline-words.ts';

const play = (events: unknown[]): Timeline => {
  const r = runTimeline(JSON.stringify({ tool: 'create_ticket', key: 'tk-1', events }));
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r.value;
};

describe('timeline words', () => {
  it('write each lane as a line per step and its end', () => {
    const t = play([
      'call',
      'timeout',
      'retry',
      'response',
      'recheck',
      { event: 'complete', evidence: 'exit code 0' },
    ]);
    expect(laneText(t, 'nokey', 'en').split('\n')).toEqual([
      '1 call      → new #1 · ledger 1',
      '2 timeout   timed out: #1 unknown · ledger 1',
      '3 retry     → new #2 · ledger 2',
      '4 response  ← answer to #2 · ledger 2',
      '5 recheck   recheck: 2 effects · ledger 2',
      '6 complete  ✗ duplicate · ledger 2',
      'End: 2 side effects; 1 duplicate; completion: ✗ duplicate',
    ]);
    expect(laneText(t, 'key', 'zh').split('\n').slice(2)).toEqual([
      '3 retry     → 认出键，返回 #1 · 账本 1',
      '4 response  ← #2 的答复 · 账本 1',
      '5 recheck   回查：1 个副作用 · 账本 1',
      '6 complete  ✓ 准予完成 · 账本 1',
      '结果：1 个副作用；申请完成：✓ 准予完成',
    ]);
  });

  it('name a lost request, a late answer and what is still unknown', () => {
    const t = play([{ event: 'call', lost: true }, 'timeout', 'retry', 'timeout', 'response']);
    expect(t.lanes.key.map((s) => stepTag(s, 'en'))).toEqual([
      '→ lost, no effect',
      'timed out: #1 unknown',
      '→ new #1',
      'timed out: #2 unknown',
      '← #2 late, ignored',
    ]);
    expect(laneText(t, 'key', 'en').split('\n').pop()).toBe('End: 1 side effect; 2 requests still unknown');
  });

  it('give the presenter and the export both lanes of a scenario, and only the texts of a broken one', () => {
    const state = scenarioFile.scenarios[0]!.state;
    const labels = lab.describe(state, 'en').map((b) => [b.label, b.code]);
    expect(labels).toEqual([
      ['Host configuration and the call', 'json'],
      ['Retry timeline', 'json'],
      ['Retry timeline · Without an idempotency key', 'text'],
      ['Retry timeline · With an idempotency key', 'text'],
    ]);
    expect(lab.describe({ ...state, timeline: '{"events": 3}' }, 'zh')).toHaveLength(2);
  });
});
