// Renders its children only in the browser, after hydration. The server (and the hydrating client)
// render the fallback, so both agree; used for screens whose state lives in localStorage.
import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';

export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children : fallback;
}
