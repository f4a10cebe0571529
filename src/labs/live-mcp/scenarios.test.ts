// The live lab's scenarios are real: each one's capture is what a fresh session with the demo server
// records today for the scenario's tool, arguments and fault switches (server in Chinese, as recorded).
import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioFile } from '../contract.ts';
import { loadLab } from '../registry.ts';
import { capturedFrom } from './capture.ts';
import { LiveSession } from './live-session.ts';
import { linkInThread } from './server-link.ts';
import type { LiveState } from './state.ts';

const scenarios = ((await loadLab('live-mcp')).scenarios as ScenarioFile<LiveState>).scenarios;
const open: LiveSession[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

describe('live-mcp scenarios', () => {
  it('start with no call, then show every fault that changes a call', () => {
    expect(scenarios[0]!.state.captured).toBeNull();
    const faults = new Set(scenarios.flatMap((s) => s.state.faults));
    expect(faults.size).toBe(8);
    for (const s of scenarios) expect(s.state.captured?.faults ?? s.state.faults).toEqual(s.state.faults);
  });

  it.each(scenarios.filter((s) => s.state.captured).map((s) => [s.id, s.state] as const))(
    '%s is what the demo server answers',
    async (_id, state) => {
      const recorded = state.captured!;
      // A call the SDK gave up on needs a short clock; one that was answered gets a roomy one.
      const timesOut = recorded.sdk.error?.code === -32001;
      const { session } = await LiveSession.open({
        link: linkInThread({ lang: 'zh', stepMs: 20 }),
        timeoutMs: timesOut ? 300 : 3000,
      });
      open.push(session);
      session.setFaults(state.faults);
      const capture = await session.callTool(state.tool, JSON.parse(state.args));
      expect(capturedFrom(capture)).toEqual(recorded);
    },
  );
});
