// The entries of a live session's message log, as React state (the log replaces its array on change).
import { useSyncExternalStore } from 'react';
import type { LogEntry, MessageLog } from '../../../src/labs/live-mcp/index';

export function useLogEntries(log: MessageLog): readonly LogEntry[] {
  return useSyncExternalStore(
    (cb) => log.subscribe(cb),
    () => log.entries,
    () => log.entries,
  );
}
