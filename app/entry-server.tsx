// Server entry used only by the prerender step: renders one URL to HTML.
import { prerenderToNodeStream } from 'react-dom/static';
import { StrictMode } from 'react';
import { App } from './App';
import { ServerLocation } from './routing/router';
import { parseLocation } from './routing/routes';
import { allPages, findSummary, pageLangFor } from './content/pages';
import { STRINGS } from './i18n/strings';
import { labCatalog, labMeta } from '../src/lab-catalog/index';
import { prepareLocation } from './prepare';
import { previewSeed, seedScript } from './preview/seed';

/** Every lab route to prerender. */
export const labSlugs = labCatalog.map((m) => m.slug);

export { allPages };

/** Every page function's lab route to prerender. */
export { allPageFunctions } from './page-lab-runtime/data';

export async function render(
  url: string,
): Promise<{ html: string; lang: string; title: string; description: string; data?: string }> {
  const u = new URL(url, 'http://prerender.local');
  const loc = parseLocation(u.pathname);
  await prepareLocation(loc);
  // prerender (not renderToString) waits for lazy screens and loaded labs, so the HTML is the finished page.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerLocation.Provider value={loc}>
        <App />
      </ServerLocation.Provider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  const s = STRINGS[loc.lang];
  let title = s['app.name'];
  // What a search result or a shared link shows under the title.
  let description = s['app.tagline'];
  // Data the page carries beside the React root (the preview's default draft).
  let data: string | undefined;
  if (loc.route.name === 'topic') {
    const pl = pageLangFor(loc.lang, loc.route.id);
    const p = pl ? findSummary(pl, loc.route.id) : undefined;
    title = p ? `${p.title} · ${s['app.name']}` : `${s['topic.missing']} · ${s['app.name']}`;
    if (p?.summary) description = p.summary;
  } else if (loc.route.name === 'lab') {
    const meta = labMeta(loc.route.slug);
    title = `${meta?.title[loc.lang] ?? s['lab.unknown']} · ${s['app.name']}`;
    if (meta) description = meta.purpose[loc.lang];
  } else if (loc.route.name === 'function') {
    title = `${loc.route.fn} · ${loc.route.id} · ${s['app.name']}`;
  } else if (loc.route.name === 'labs') {
    title = `${s['labs.title']} · ${s['app.name']}`;
    description = s['labs.intro'];
  } else if (loc.route.name === 'practice') {
    const pl = pageLangFor(loc.lang, loc.route.id);
    const p = pl ? findSummary(pl, loc.route.id) : undefined;
    title = `${s['practice.title']} · ${p?.title ?? loc.route.id} · ${s['app.name']}`;
  } else if (loc.route.name === 'preview') {
    title = `${s['preview.title']} · ${s['app.name']}`;
    description = s['preview.intro'];
    const seed = previewSeed();
    if (seed) data = seedScript(seed);
  } else if (loc.route.name === 'notFound') title = `${s['notFound.title']} · ${s['app.name']}`;
  else if (loc.route.name === 'home') description = s['home.intro'];
  return { html, lang: loc.lang === 'zh' ? 'zh-CN' : 'en', title, description, data };
}
