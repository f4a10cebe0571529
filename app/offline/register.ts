// Registers the service worker (production builds only), tells the page when a new release is waiting,
// and follows whether the site is ready offline. The page decides when to switch releases
// (app/offline/UpdatePrompt.tsx): never in the middle of an edit. The precache (shell and pages) comes
// with the worker's install; the remaining files are asked for once the browser is idle after load and
// the connection allows (connection.ts), or when the reader presses the button in the footer.
import { create } from 'zustand';
import { holdFor, type ConnectionInfo, type Hold } from './connection';
import { isStatusMessage, type OfflineStatusMessage, type ToWorker } from './protocol';

interface OfflineState {
  /** A new release is installed and waiting for the page's go-ahead. */
  updateWaiting: boolean;
  /** Activates the waiting release; the page reloads once it has taken over. */
  applyUpdate(): void;
  /** A service worker is being set up here (false: none, e.g. the dev server or no support). */
  supported: boolean;
  /** The active worker's report on the later files; null until it has answered. */
  later: Omit<OfflineStatusMessage, 'type'> | null;
  /** Why the later files were not fetched by themselves, until the reader asks. */
  held: Hold | null;
  /** The page has asked for the later files (by itself or on the reader's go-ahead). */
  asked: boolean;
  /** Fetches the later files now, whatever the connection. */
  fetchLater(): void;
}

export const useOffline = create<OfflineState>()(() => ({
  updateWaiting: false,
  applyUpdate: () => {},
  supported: false,
  later: null,
  held: null,
  asked: false,
  fetchLater: () => {},
}));

/** After the load event, when the main thread is idle (or after a while at the latest). */
function whenIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((r) => window.addEventListener('load', () => r(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((r) => {
        if ('requestIdleCallback' in window) requestIdleCallback(() => r(), { timeout: 10_000 });
        else setTimeout(r, 2000);
      }),
  );
}

/** Same-origin files this page has loaded so far: the visited route's code, kept first. */
function loadedHere(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name))
    .filter((u) => u.origin === location.origin)
    .map((u) => u.pathname);
}

async function followOfflineReadiness(): Promise<void> {
  const sw = navigator.serviceWorker;
  sw.addEventListener('message', (e: MessageEvent) => {
    if (!isStatusMessage(e.data)) return;
    const { missing, total, busy } = e.data;
    useOffline.setState({ later: { missing, total, busy: busy === true } });
  });
  const registration = await sw.ready;
  const post = (m: ToWorker) => registration.active?.postMessage(m);
  useOffline.setState({
    fetchLater: () => {
      useOffline.setState({ held: null, asked: true });
      post({ type: 'FETCH_LATER' });
    },
  });
  post({ type: 'OFFLINE_STATUS' });
  await whenIdle();
  post({ type: 'WARM', urls: loadedHere() });
  const held = holdFor((navigator as Navigator & { connection?: ConnectionInfo }).connection);
  if (held) useOffline.setState({ held });
  else useOffline.getState().fetchLater();
}

export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    useOffline.setState({
      updateWaiting: true,
      applyUpdate: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  const registered = await wb.register().catch(() => undefined);
  if (!registered) return;
  useOffline.setState({ supported: true });
  void followOfflineReadiness();
}
