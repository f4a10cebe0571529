// `npm run bench -- --pages 500` (or `npx tsx scripts/bench/bench-scale.ts 500`): Tool Lab on a wiki of
// hundreds of pages, the way a new user would make one. Copies the project to a temporary folder,
// multiplies the topic pages (new ids, same text), builds it, and prints the build time, the JavaScript
// each main route transfers, and what the search fetches and how long a query takes. Prints figures,
// asserts nothing.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createShardedSearch } from '../../src/search/index.ts';

const pages = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 500);
const root = resolve('.');
const work = mkdtempSync(join(tmpdir(), 'tool-lab-scale-'));

try {
  for (const name of readdirSync(root)) {
    if (
      ['node_modules', 'dist', 'dist-ssr', '.git', 'test-results', 'playwright-report', '.bench'].includes(
        name,
      )
    )
      continue;
    cpSync(join(root, name), join(work, name), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));

  // Multiply the topics: each zh/en pair gets copies with new ids until the wiki has `pages` pages.
  const topics = join(work, 'content/wiki/topics');
  const originals = readdirSync(topics).filter((f) => f.endsWith('.md'));
  const existing = readdirSync(join(work, 'content/wiki'), { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.md'),
  ).length;
  let made = existing;
  for (let copy = 1; made < pages; copy++) {
    for (const file of originals) {
      if (made >= pages) break;
      const text = readFileSync(join(topics, file), 'utf8');
      const id = /^id:\s*(\S+)/m.exec(text)?.[1];
      if (!id) continue;
      const next = `${id}-copy-${copy}`;
      writeFileSync(join(topics, file.replace(id, next)), text.replace(/^id:\s*\S+/m, `id: ${next}`));
      made++;
    }
  }

  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build'], { cwd: work, encoding: 'utf8' });
  const buildSeconds = (Date.now() - started) / 1000;
  if (build.status !== 0) {
    console.error(build.stdout.slice(-3000), build.stderr.slice(-3000));
    process.exit(1);
  }

  const dist = join(work, 'dist');
  const gz = (file: string) => gzipSync(readFileSync(file)).length;
  /** JS a route's HTML pulls in before any interaction: its module script and modulepreloads. */
  const routeJs = (route: string) => {
    const html = readFileSync(join(dist, route, 'index.html'), 'utf8');
    const srcs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    return [...new Set(srcs)].reduce((n, s) => n + gz(join(dist, s)), 0);
  };

  const searchRoot = join(dist, 'search', readdirSync(join(dist, 'search'))[0]!);
  const search = createShardedSearch(async (path) =>
    JSON.parse(readFileSync(join(searchRoot, path), 'utf8')),
  );
  const queries = ['工具', 'MCP 协议', '超时', '幂等键', 'skill 预算', '结构化输出'];
  const enQueries = ['tool', 'timeout', 'idempotency key', 'schema'];
  const timings: number[] = [];
  let firstFetch = 0;
  let worstFetch = 0;
  const perQuery: string[] = [];
  const all = [...queries.map((q) => [q, 'zh'] as const), ...enQueries.map((q) => [q, 'en'] as const)];
  for (const [i, [q, lang]] of all.entries()) {
    const before = search.fetched.length;
    await search.search(q, { lang });
    const bytes = search.fetched.slice(before).reduce((n, p) => n + gz(join(searchRoot, p)), 0);
    if (i === 0) firstFetch = bytes;
    worstFetch = Math.max(worstFetch, bytes);
    // The query again, with everything loaded: the time a keystroke costs.
    const t0 = performance.now();
    for (let k = 0; k < 20; k++) await search.search(q, { lang });
    timings.push((performance.now() - t0) / 20);
    perQuery.push(
      `  ${q.padEnd(16)} ${(bytes / 1024).toFixed(1).padStart(7)} KB gz  ${timings.at(-1)!.toFixed(2).padStart(6)} ms`,
    );
  }
  const indexBytes = readdirSync(searchRoot, { recursive: true, encoding: 'utf8' })
    .map((f) => join(searchRoot, f))
    .filter((f) => statSync(f).isFile())
    .reduce((n, f) => n + gz(f), 0);
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(`wiki of ${made} pages (${originals.length} originals multiplied)`);
  console.log(`build: ${buildSeconds.toFixed(1)} s`);
  for (const route of ['', 'topics/tools-skills', 'labs/admission'])
    console.log(`JS before interaction on /${route}: ${(routeJs(route) / 1024).toFixed(1)} KB gz`);
  console.log(`search index on disk: ${(indexBytes / 1024).toFixed(0)} KB gz in all`);
  console.log(`first search (“${queries[0]}”) fetched: ${(firstFetch / 1024).toFixed(1)} KB gz`);
  console.log(`most any one query fetched: ${(worstFetch / 1024).toFixed(1)} KB gz`);
  console.log('each query: first fetch, then time per query with its data loaded');
  for (const line of perQuery) console.log(line);
  console.log(
    `query time with the data loaded: median ${sorted[sorted.length >> 1]!.toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
