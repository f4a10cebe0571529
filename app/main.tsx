// Client entry: load the current route's page data, then hydrate the prerendered HTML.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { App } from './App';
import { parseLocation } from './routing/routes';
import { preloadForLocation } from './content/pages';
import { setRoutePreparer } from './routing/router';
import './styles/app.css';

async function start() {
  setRoutePreparer(preloadForLocation);
  const loc = parseLocation(window.location.pathname, window.location.search, window.location.hash);
  await preloadForLocation(loc);
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
