// What a route needs before it renders (the server before rendering, the client before hydrating and
// before every navigation): a topic's page data, a lab's module, content and saved work, a practice
// page's tasks. Lab code is imported only when a lab or practice route asks for it, so it never weighs
// on the first paint of other pages.
import { preloadForLocation } from './content/pages';
import { hashId, type Location } from './routing/routes';
import { practicePage } from './practice/lazy-page';

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
  } else if (loc.route.name === 'practice') {
    // A failed load is not fatal here: the page loads what is missing itself and says what failed.
    await preparePractice(loc.route.id, loc.hash).catch(() => undefined);
  } else await preloadForLocation(loc);
}

/**
 * Practice renders on the server as a new learner sees it (the first task, nothing saved), so the
 * browser needs the same before hydrating: the page's code, its practice file and the first task's lab.
 * A task named in the fragment (a reload or a shared link) starts loading its lab too; it shows once
 * the saved progress is read, after hydration.
 */
async function preparePractice(pageId: string, hash: string): Promise<void> {
  const [{ loadPractice }, { labBundlePromise }] = await Promise.all([
    import('./practice/data'),
    import('./labs/lab-view'),
    practicePage.prepare(),
  ]);
  const file = await loadPractice(pageId);
  const wanted = file?.tasks.find((x) => x.id === hashId(hash));
  if (wanted?.lab) void labBundlePromise(wanted.lab).catch(() => undefined);
  const first = file?.tasks[0]?.lab;
  if (first) await labBundlePromise(first);
}
