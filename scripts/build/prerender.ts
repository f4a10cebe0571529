// Prerenders every route to its own index.html so any static file server can host the build and
// deep links survive a hard reload. Run after the client and SSR builds (see `npm run build`).
import { existsSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = resolve('dist');
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const server = (await import(pathToFileURL(resolve('dist-ssr/entry-server.js')).href)) as {
  render(url: string): Promise<{ html: string; lang: string; title: string; description: string }>;
  allPages: { id: string; lang: string }[];
  labSlugs: string[];
  allPageFunctions(): { id: string; name: string }[];
};

const ids = [...new Set(server.allPages.map((p) => p.id))];
const bare = [
  '/',
  '/preview',
  '/labs',
  ...server.labSlugs.map((s) => `/labs/${s}`),
  ...ids.map((id) => `/topics/${id}`),
  ...ids.filter((id) => existsSync(`content/practice/${id}.json`)).map((id) => `/topics/${id}/practice`),
  ...server.allPageFunctions().map((f) => `/topics/${f.id}/functions/${f.name}`),
];
const routes = [...bare, ...bare.map((r) => '/en' + r), ...bare.map((r) => '/zh' + r)];

function escapeHtml(s: string) {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

async function page(url: string): Promise<string> {
  const { html, lang, title, description } = await server.render(url);
  return (
    template
      .replace('<html lang="zh-CN">', `<html lang="${lang}">`)
      // The installable app speaks the page's language: English pages link the English manifest.
      .replace(
        'href="/manifest.webmanifest"',
        `href="${lang === 'en' ? '/en/manifest.webmanifest' : '/manifest.webmanifest'}"`,
      )
      .replace(
        '<title>Tool Lab</title>',
        `<title>${escapeHtml(title)}</title>\n    <meta name="description" content="${escapeHtml(description)}" />`,
      )
      .replace('<div id="root"><!--app-->', `<div id="root" data-prerendered="${escapeHtml(url)}">${html}`)
  );
}

let count = 0;
for (const route of routes) {
  const file = join(dist, route.replace(/\/$/, ''), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await page(route));
  count++;
}
// Static hosts (and our own e2e server) answer unknown paths with 404.html.
writeFileSync(join(dist, '404.html'), await page('/404'));
rmSync(resolve('dist-ssr'), { recursive: true, force: true });
console.log(`prerendered ${count} routes + 404.html`);
