// Renders its children only in the browser, after hydration. The server (and the hydrating client)
// render the fallback, so both agree; used for screens whose state lives in localStorage.
import { useSyncExternalStore, type ReactNode } from 'react';

const noop = () => () => {};

export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const client = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  return client ? children : fallback;
}
