// Prerenders every route to its own index.html so any static file server can host the build and
// deep links survive a hard reload. Run after the client and SSR builds (see `npm run build`).
import { existsSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hrefFor, type Route } from '../../app/routing/routes.ts';
import { deferBoot } from './defer-boot.ts';
import { fillPage, type RenderedRoute } from './page-template.ts';

const dist = resolve('dist');
// Every page paints from its HTML and CSS alone; the app's scripts start after that (scripts/build/defer-boot.ts).
const template = deferBoot(readFileSync(join(dist, 'index.html'), 'utf8'));
const server = (await import(pathToFileURL(resolve('dist-ssr/entry-server.js')).href)) as {
  render(url: string): Promise<Omit<RenderedRoute, 'url'>>;
  allPages: { id: string; lang: string }[];
  labSlugs: string[];
  allPageFunctions(): { id: string; name: string }[];
};

const ids = [...new Set(server.allPages.map((p) => p.id))];
// The app's own route table writes the addresses, so a route the app renames is prerendered under its
// new address (the bare default-language form, /en/…, and the explicit /zh/…).
const named: Route[] = [
  { name: 'home' },
  { name: 'preview' },
  { name: 'labs' },
  ...server.labSlugs.map((slug): Route => ({ name: 'lab', slug })),
  ...ids.map((id): Route => ({ name: 'topic', id })),
  ...ids
    .filter((id) => existsSync(`content/practice/${id}.json`))
    .map((id): Route => ({ name: 'practice', id })),
  ...server.allPageFunctions().map((f): Route => ({ name: 'function', id: f.id, fn: f.name })),
];
const routes = [
  ...named.map((r) => hrefFor(r, 'zh')),
  ...named.map((r) => hrefFor(r, 'en')),
  ...named.map((r) => hrefFor(r, 'zh', true)),
];

async function page(url: string): Promise<string> {
  return fillPage(template, { url, ...(await server.render(url)) });
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
