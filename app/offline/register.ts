// Registers the service worker (production builds only) and tells the page when a new release is
// waiting. The page decides when to switch (app/offline/UpdatePrompt.tsx): never in the middle of an edit.
import { create } from 'zustand';

interface OfflineState {
  /** A new release is installed and waiting for the page's go-ahead. */
  updateWaiting: boolean;
  /** Activates the waiting release; the page reloads once it has taken over. */
  applyUpdate(): void;
}

export const useOffline = create<OfflineState>()(() => ({ updateWaiting: false, applyUpdate: () => {} }));

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
  await wb.register().catch(() => undefined);
}
