// A lazy screen whose code the route preparer loads before the page renders (on the server before
// prerendering, in the browser before hydrating and before a visit within the app). Once loaded, the
// screen renders without a Suspense boundary: React hydrates a server-rendered boundary in a pass of
// its own after the rest of the page, when `useHydrated` is already true, so a screen inside one would
// render the browser's state (saved progress, the query) against HTML made without it.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

type Module<P> = { default: ComponentType<P> };

export function preparedLazy<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  const prepare = (): Promise<void> =>
    load().then((m) => {
      loaded = m;
    });
  const Lazy = lazy(load);
  /** The screen, at once when prepared; otherwise (a failed prepare) it loads behind `fallback`. */
  function Screen({ fallback, ...props }: P & { fallback: ReactNode }) {
    // Decided once: switching from one form to the other would mount the screen afresh.
    const [ready] = useState(() => loaded);
    if (ready) return <ready.default {...(props as P)} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P)} />
      </Suspense>
    );
  }
  return { prepare, Screen };
}
