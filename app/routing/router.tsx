// A small history router: the location lives in one external store so SSR can render any URL
// and the client re-renders on pushState/popstate. Links are real <a href> for no-JS and crawlers.
import {
  createContext,
  useContext,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
} from 'react';
import { hashId, parseLocation, type Location } from './routes';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Location | null = null;

function readWindow(): Location {
  return parseLocation(window.location.pathname, window.location.search, window.location.hash);
}

function emit() {
  current = readWindow();
  for (const l of listeners) l();
}

if (typeof window !== 'undefined')
  window.addEventListener('popstate', () => {
    void prepare(readWindow())
      .catch(() => undefined)
      .then(emit);
  });

function subscribe(l: Listener) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The server render sets this to the URL being rendered. */
export const ServerLocation = createContext<Location | null>(null);

export function useRoute(): Location {
  const server = useContext(ServerLocation);
  const loc = useSyncExternalStore(
    subscribe,
    () => (current ??= readWindow()),
    // During hydration the client has no server context: its snapshot is the window's URL.
    () => server ?? (current ??= readWindow()),
  );
  return server ?? loc;
}

type Preparer = (loc: Location) => Promise<void>;
let prepare: Preparer = async () => {};
/** Registers work that must finish before a route renders (loading its page data). */
export function setRoutePreparer(fn: Preparer) {
  prepare = fn;
}

export function navigate(href: string, opts: { replace?: boolean } = {}) {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const next = parseLocation(url.pathname, url.search, url.hash);
  void prepare(next)
    .catch(() => undefined)
    .then(() => commit(url, opts));
}

function commit(url: URL, opts: { replace?: boolean }) {
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  if (opts.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  emit();
  if (samePage && url.hash) {
    scrollToHash(url.hash);
  } else if (!samePage) {
    if (url.hash) requestAnimationFrame(() => scrollToHash(url.hash));
    else window.scrollTo(0, 0);
  }
}

export function scrollToHash(hash: string) {
  // A malformed escape in a link's fragment must not throw out of a click or a navigation.
  const id = hashId(hash);
  const el = id ? document.getElementById(id) : null;
  if (el) {
    el.scrollIntoView();
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  }
}

/** True for plain left clicks that the router should handle itself. */
export function isPlainClick(e: MouseEvent | globalThis.MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;
}

export function Link(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { onClick, ...rest } = props;
  return (
    <a
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        if (isPlainClick(e) && !props.target) {
          e.preventDefault();
          navigate(props.href);
        }
      }}
    />
  );
}
