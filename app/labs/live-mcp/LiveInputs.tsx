// The live panel: the demo server in a Web Worker, the SDK client connected to it, fault switches, a
// tool call, the captured reply with its links and what the SDK did, and the message log. A finished
// call writes its capture into the lab state, so the verdict and the lit diagram follow it.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { capturedFrom, type FaultId, type LiveState } from '../../../src/labs/live-mcp/index';
import { useRoute } from '../../routing/router';
import type { LabInputsProps } from '../contract';
import { CapturePanel } from './CapturePanel';
import { ConnectionStatus } from './ConnectionStatus';
import { FaultSwitches } from './FaultSwitches';
import { LiveConnection } from './live-connection';
import { MessageLogView } from './MessageLogView';
import { ToolCall } from './ToolCall';

export function LiveInputs({ state, run, onEdit }: LabInputsProps<LiveState>) {
  const { lang } = useRoute();
  const [conn] = useState(() => new LiveConnection());
  const snap = useSyncExternalStore(conn.subscribe, conn.getSnapshot, conn.getSnapshot);
  // The server speaks the page's language; a language switch starts a new session.
  useEffect(() => {
    conn.start(lang);
    return () => conn.stop();
  }, [conn, lang]);
  const faultKey = state.faults.join(',');
  useEffect(() => {
    conn.setFaults(faultKey ? (faultKey.split(',') as FaultId[]) : []);
  }, [conn, faultKey]);
  // A call finishes later: its capture goes into the state as it is then, not as it was at the click.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  const call = async (args: unknown) => {
    const capture = await conn.call(latest.current.tool, args);
    if (capture) onEdit({ ...latest.current, captured: capturedFrom(capture) });
  };

  return (
    <div className="space-y-4">
      <ConnectionStatus snap={snap} onRestart={() => conn.start(lang)} />
      <FaultSwitches state={state} onEdit={onEdit} />
      <ToolCall
        state={state}
        run={run}
        snap={snap}
        onEdit={onEdit}
        onCall={(args) => void call(args)}
        onCancel={() => conn.cancel()}
        onList={() => void conn.listTools()}
      />
      <CapturePanel state={state} run={run} snap={snap} />
      <MessageLogView log={snap.log} />
    </div>
  );
}
