// Builds the two peers `npm run bench -- --peers` measures Tool Lab against, as static folders under
// .bench/peers/ (gitignored), cached between runs (`--rebuild-peers` rebuilds):
// - VitePress 1.6, with its built-in math (MathJax) and vitepress-plugin-mermaid, rendering the same
//   wiki page as Tool Lab's topic route. Installed into a throwaway folder with its own package.json:
//   the peer is measured, it is not a dependency of Tool Lab.
// - Mermaid Live Editor 2.x (not on npm): its source at a pinned commit, from a local clone or git
//   directory (`--mermaid-live-src=PATH` or $MERMAID_LIVE_SRC) or else fetched from GitHub (or from the
//   git URL in $MERMAID_LIVE_GIT_URL), its dependencies installed with the pnpm its package.json names,
//   and built with its own vite build.
// A step that fails prints one sentence and that peer is skipped; the bench goes on without it.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const PEERS_DIR = '.bench/peers';
/** The wiki page both topic routes render (Tool Lab's `/topics/tools-skills`). */
export const TOPIC_PAGE = 'content/wiki/topics/tools-skills.md';

const VITEPRESS_DEPS = {
  vitepress: '1.6.4',
  'vitepress-plugin-mermaid': '2.0.17',
  // The mermaid Tool Lab itself ships, so both sides lay out diagrams with the same code.
  mermaid: '11.17.2',
  'markdown-it-mathjax3': '4.3.2',
};

const VITEPRESS_CONFIG = `import { withMermaid } from 'vitepress-plugin-mermaid';

// Written by Tool Lab's scripts/bench/bench-peers-build.ts: the default theme, math and mermaid, nothing else.
export default withMermaid({
  lang: 'zh-CN',
  title: 'Tool Lab peer',
  cleanUrls: true,
  // Only one page of the wiki is copied: its links to sibling pages have nowhere to go.
  ignoreDeadLinks: true,
  markdown: { math: true },
});
`;

/** Where its source is fetched from when no local clone is given ($MERMAID_LIVE_GIT_URL: a mirror). */
const MERMAID_LIVE_REPO =
  process.env.MERMAID_LIVE_GIT_URL ?? 'https://github.com/mermaid-js/mermaid-live-editor.git';
/** mermaid-live-editor 2.0.67 (develop, 2026-07-13). */
const MERMAID_LIVE_COMMIT = 'f8836bb1540cf00090f529d776a958c557f24522';

export interface PeerSite {
  /** What the tables call it, with its version. */
  label: string;
  /** The built static folder. */
  dir: string;
  /** The route measured. */
  route: string;
}

export interface PeerBuildOptions {
  rebuild: boolean;
  mermaidLiveSrc?: string | undefined;
}

interface Stamp {
  key: string;
  label: string;
}

/** Thrown by a step; its message is the one sentence printed before the peer is skipped. */
class StepFailed extends Error {}

function run(cmd: string, args: string[], log: string, options: SpawnSyncOptions = {}): void {
  writeFileSync(log, `\n$ ${cmd} ${args.join(' ')}\n`, { flag: 'a' });
  const out = spawnSync(cmd, args, { ...options, encoding: 'utf8', maxBuffer: 1 << 28 });
  writeFileSync(log, `${out.stdout ?? ''}${out.stderr ?? ''}`, { flag: 'a' });
  if (out.status !== 0)
    throw new StepFailed(
      `\`${[cmd, ...args.slice(0, 2)].join(' ')}\` failed${out.error ? ` (${out.error.message})` : ''}`,
    );
}

function readStamp(file: string): Stamp | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

/** Runs `build` unless `out` already holds a build with the same key; returns the label, or null. */
function cached(name: string, key: string, rebuild: boolean, build: (log: string) => string): string | null {
  const out = join(PEERS_DIR, name);
  const stampFile = join(PEERS_DIR, `${name}.stamp.json`);
  const stamp = readStamp(stampFile);
  if (!rebuild && stamp?.key === key && existsSync(out)) return stamp.label;
  const log = resolve(PEERS_DIR, `${name}.log`);
  writeFileSync(log, `building peer ${name} (${new Date().toISOString()})\n`);
  console.log(`peers: building ${name} in ${PEERS_DIR}/ (log: ${PEERS_DIR}/${name}.log)…`);
  const started = Date.now();
  try {
    const label = build(log);
    writeFileSync(stampFile, JSON.stringify({ key, label } satisfies Stamp));
    console.log(`peers: ${label} built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return label;
  } catch (e) {
    const why = e instanceof StepFailed ? e.message : String(e);
    console.log(`peers: ${name} skipped: ${why} (see ${PEERS_DIR}/${name}.log).`);
    return null;
  }
}

function buildVitePress(log: string): string {
  const src = join(PEERS_DIR, 'vitepress-src');
  mkdirSync(join(src, '.vitepress'), { recursive: true });
  mkdirSync(join(src, 'topics'), { recursive: true });
  const pkg = {
    name: 'tool-lab-peer-vitepress',
    private: true,
    type: 'module',
    dependencies: VITEPRESS_DEPS,
  };
  writeFileSync(join(src, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
  writeFileSync(join(src, '.vitepress', 'config.mts'), VITEPRESS_CONFIG);
  writeFileSync(join(src, 'topics', 'tools-skills.md'), readFileSync(TOPIC_PAGE));
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], log, { cwd: src });
  const out = resolve(PEERS_DIR, 'vitepress');
  rmSync(out, { recursive: true, force: true });
  run(join('node_modules', '.bin', 'vitepress'), ['build', '.', '--outDir', out], log, { cwd: src });
  return `VitePress ${VITEPRESS_DEPS.vitepress}`;
}

/** Extracts `rev` of the git directory `gitDir` into `dest`. */
function archive(gitDir: string, rev: string, dest: string, log: string): void {
  run('sh', ['-c', 'git --git-dir="$1" archive "$2" | tar -x -C "$3"', 'sh', gitDir, rev, dest], log);
  if (!existsSync(join(dest, 'package.json')))
    throw new StepFailed(`extracting ${rev} of ${gitDir} gave no package.json`);
}

/** Lays the Mermaid Live source at the pinned commit (or, if the given clone lacks it, its HEAD) in `dest`. */
function mermaidLiveSource(given: string | undefined, dest: string, log: string): string {
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  const git = (gitDir: string, ...args: string[]) =>
    spawnSync('git', [`--git-dir=${gitDir}`, ...args], { encoding: 'utf8' });
  if (given) {
    const gitDir = existsSync(join(given, '.git')) ? join(given, '.git') : given;
    if (git(gitDir, 'rev-parse', '--git-dir').status !== 0)
      throw new StepFailed(`${given} is not a git clone or git directory of mermaid-live-editor`);
    const pinned = git(gitDir, 'cat-file', '-e', `${MERMAID_LIVE_COMMIT}^{commit}`).status === 0;
    const rev = pinned ? MERMAID_LIVE_COMMIT : git(gitDir, 'rev-parse', 'HEAD').stdout.trim();
    if (!pinned)
      console.log(
        `peers: ${given} lacks the pinned commit ${MERMAID_LIVE_COMMIT.slice(0, 7)}; using its HEAD.`,
      );
    archive(gitDir, rev, dest, log);
    return rev;
  }
  const clone = resolve(PEERS_DIR, 'mermaid-live-git');
  rmSync(clone, { recursive: true, force: true });
  run('git', ['init', '-q', '--bare', clone], log);
  run('git', [`--git-dir=${clone}`, 'fetch', '-q', '--depth=1', MERMAID_LIVE_REPO, MERMAID_LIVE_COMMIT], log);
  archive(clone, MERMAID_LIVE_COMMIT, dest, log);
  return MERMAID_LIVE_COMMIT;
}

function buildMermaidLive(given: string | undefined, log: string): string {
  const src = resolve(PEERS_DIR, 'mermaid-live-src');
  let commit: string;
  try {
    commit = mermaidLiveSource(given, src, log);
  } catch (e) {
    const how = given ? '' : ' (no network? pass a local clone with --mermaid-live-src=PATH)';
    throw new StepFailed(`getting its source failed${how}: ${(e as Error).message}`);
  }
  const pkg = JSON.parse(readFileSync(join(src, 'package.json'), 'utf8')) as {
    version: string;
    packageManager?: string;
    engines?: { node?: string };
  };
  const pnpm = /^pnpm@[\d.]+/.exec(pkg.packageManager ?? '')?.[0];
  if (!pnpm) throw new StepFailed(`its package.json names no pnpm version (${pkg.packageManager})`);
  // It asks for a newer Node than Tool Lab's; the build works on Node 20, so its engine check is relaxed.
  const wants = /^>=\s*(\d+)/.exec(pkg.engines?.node ?? '')?.[1];
  if (wants && Number(wants) > Number(process.versions.node.split('.')[0]))
    writeFileSync(log, `note: it asks for Node ${pkg.engines?.node}; building with ${process.version}\n`, {
      flag: 'a',
    });
  // Its postinstall (husky hooks, git config) needs a git work tree and does nothing for a build;
  // `svelte-kit sync`, the part the build needs, is run below.
  const store = resolve(PEERS_DIR, '.pnpm-store');
  const flags = [
    '--frozen-lockfile',
    '--ignore-scripts',
    '--config.engine-strict=false',
    `--store-dir=${store}`,
  ];
  run('npx', ['-y', pnpm, 'install', ...flags], log, { cwd: src });
  // Its .env already leaves analytics off (MERMAID_ANALYTICS_URL empty); said again so that a newer
  // .env cannot turn on requests to a tracking host during the measurement.
  const env = { ...process.env, MERMAID_ANALYTICS_URL: '' };
  run(join('node_modules', '.bin', 'svelte-kit'), ['sync'], log, { cwd: src, env });
  rmSync(join(src, 'docs'), { recursive: true, force: true });
  run(join('node_modules', '.bin', 'vite'), ['build'], log, { cwd: src, env });
  // adapter-static writes to `docs/` (its svelte.config.js).
  if (!existsSync(join(src, 'docs', 'edit.html'))) throw new StepFailed('its build wrote no docs/edit.html');
  const out = join(PEERS_DIR, 'mermaid-live');
  rmSync(out, { recursive: true, force: true });
  renameSync(join(src, 'docs'), out);
  return `Mermaid Live Editor ${pkg.version} (${commit.slice(0, 7)})`;
}

/** Builds (or reuses) both peers; a peer that could not be built is absent from the answer. */
export function preparePeers({ rebuild, mermaidLiveSrc }: PeerBuildOptions): {
  vitepress?: PeerSite;
  mermaidLive?: PeerSite;
} {
  mkdirSync(PEERS_DIR, { recursive: true });
  const vpKey = createHash('sha256')
    .update(JSON.stringify(VITEPRESS_DEPS) + VITEPRESS_CONFIG)
    .update(readFileSync(TOPIC_PAGE))
    .digest('hex');
  const vp = cached('vitepress', vpKey, rebuild, buildVitePress);
  const ml = cached('mermaid-live', MERMAID_LIVE_COMMIT, rebuild, (log) =>
    buildMermaidLive(mermaidLiveSrc, log),
  );
  return {
    ...(vp && { vitepress: { label: vp, dir: join(PEERS_DIR, 'vitepress'), route: '/topics/tools-skills' } }),
    ...(ml && { mermaidLive: { label: ml, dir: join(PEERS_DIR, 'mermaid-live'), route: '/edit' } }),
  };
}
