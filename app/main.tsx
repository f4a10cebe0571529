// Client entry: load the current route's page data, then hydrate the prerendered HTML.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { StrictMode, startTransition } from 'react';
import { App } from './App';
import { pagePathFor, parseLocation } from './routing/routes';
import { prepareLocation } from './prepare';
import { setRoutePreparer } from './routing/router';
import './styles/app.css';
import { registerServiceWorker } from './offline/register';
import { watchTypingBeforeHydration } from './editor/prepaint';
import { watchChoicesBeforeHydration } from './hooks/choices-before-hydration';
import { askFrameAtEdit } from './editor/frame-on-key';

/** Whether two paths are served by the same prerendered page (the service worker answers `/zh/…` with the bare page). */
function samePage(a: string, b: string): boolean {
  const norm = (p: string) => pagePathFor(p.replace(/\/index\.html$/, '/').replace(/\/+$/, '') || '/');
  return norm(a) === norm(b);
}

/**
 * Resolves once the browser has had a frame to paint the prerendered HTML. On a fast connection the
 * scripts arrive before the first frame, and hydrating at once would push the page's first paint back
 * behind it; the prerendered page is already complete, so it shows first. (A hidden tab gets no frames:
 * the timer.)
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      setTimeout(resolve, 0);
    });
  });
}

async function start() {
  const root = document.getElementById('root')!;
  // The prerendered editors take typing at first paint; hydration would reset them (editor/prepaint.ts).
  watchTypingBeforeHydration(root);
  // So do its selects (hooks/choices-before-hydration.ts).
  watchChoicesBeforeHydration(root);
  // Every edit asks for its frame at once (editor/frame-on-key.ts).
  askFrameAtEdit();
  setRoutePreparer(prepareLocation);
  const loc = parseLocation(window.location.pathname, window.location.search, window.location.hash);
  const prepared = prepareLocation(loc);
  await afterFirstPaint();
  await prepared;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Hydrate only HTML that was prerendered for this very page: a static host answers unknown paths
  // (any language) with the one 404.html, whose markup belongs to another URL, so render afresh there.
  const prerendered = root.dataset.prerendered;
  if (
    root.firstElementChild &&
    prerendered !== undefined &&
    samePage(prerendered, window.location.pathname)
  ) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.textContent = '';
    createRoot(root).render(app);
  }
}

// Dev server only: content diagnostics overlay and page updates without reload.
if (import.meta.hot) void import('./dev/content-overlay');

void start().then(() => registerServiceWorker());
