// What a route needs before it renders (the server before rendering, the client before hydrating and
// before every navigation): a topic's page data, a lab's module, content and saved work. The lab code is
// imported only when a lab route asks for it, so it never weighs on the first paint of other pages.
import { preloadForLocation } from './content/pages';
import type { Location } from './routing/routes';

export async function prepareLocation(loc: Location): Promise<void> {
  if (loc.route.name === 'lab') {
    const { labBundlePromise } = await import('./labs/lab-view');
    await labBundlePromise(loc.route.slug);
  } else if (loc.route.name === 'function') {
    const { loadLabs } = await import('./page-lab-runtime/data');
    const { loadPage, pageLangFor } = await import('./content/pages');
    const lang = pageLangFor(loc.lang, loc.route.id);
    await Promise.all([loadLabs(loc.lang, loc.route.id), lang ? loadPage(lang, loc.route.id) : null]);
  } else if (loc.route.name === 'preview') {
    // The server renders the default draft into the page; the browser reads it back before hydrating.
    if (import.meta.env.SSR) {
      const { seedPreview } = await import('./preview/seed-server');
      await seedPreview(loc.lang);
    } else {
      const { adoptPageSeed } = await import('./preview/seed');
      adoptPageSeed(loc.lang);
    }
    await import('./pages/PreviewPage');
  } else await preloadForLocation(loc);
}
