// Build-time page labs: for every public function of a page's python blocks, CPython (python3) computes
// its shape, the default example's run and an example for every exit it can find, so the prerendered
// lab shows a finished answer and no Python runs on the reading path. Where python3 is missing, Pyodide
// runs the same driver in Node (loaded offline from node_modules), and the build log says so once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pythonBlocks } from '../../src/fidelity/index.ts';
import {
  argsFor,
  defaultInputs,
  discoverFunctions,
  exampleBlocks,
  pageMaps,
  PAGE_LAB_DRIVER,
  PAGE_LAB_SERVE,
  readExamples,
  RUN_LIMIT_MS,
  SEARCH_BUDGET_MS,
  searchExamples,
  specsOf,
  type PageExample,
  type PageLabData,
  type RunReport,
  type SearchReport,
  type Shape,
} from '../../src/page-labs/index.ts';

const CACHE = resolve('node_modules/.cache/tool-lab-page-labs');
let said = false;

function hasPython3(): boolean {
  return spawnSync('python3', ['-c', 'import sys; sys.exit(sys.version_info < (3, 10))']).status === 0;
}

let pyodide: Promise<{ runPython(s: string): unknown; globals: { get(n: string): unknown } }> | null = null;

async function viaPyodide(lines: string[]): Promise<string[]> {
  pyodide ??= (async () => {
    const require = createRequire(import.meta.url);
    const { loadPyodide } = (await import(
      join(dirname(require.resolve('pyodide/package.json')), 'pyodide.mjs')
    )) as {
      loadPyodide(
        o: object,
      ): Promise<{ runPython(s: string): unknown; globals: { get(n: string): unknown } }>;
    };
    const py = await loadPyodide({ stdout: () => undefined, stderr: () => undefined });
    py.runPython(PAGE_LAB_DRIVER);
    return py;
  })();
  const py = await pyodide;
  const handle = py.globals.get('_page_lab_handle') as (l: string) => string;
  return lines.map((l) => handle(l));
}

/** Answers a batch of driver requests, one response line per request line. */
export async function driverLines(lines: string[]): Promise<{ out: string[]; python: string }> {
  if (process.env.TOOL_LAB_PAGE_LABS_PYTHON !== 'pyodide' && hasPython3()) {
    const r = spawnSync('python3', ['-u', '-c', PAGE_LAB_DRIVER + PAGE_LAB_SERVE], {
      input: lines.join('\n') + '\n',
      encoding: 'utf8',
      env: { ...process.env, PYTHONHASHSEED: '0', PYTHONIOENCODING: 'utf-8' },
      maxBuffer: 256 * 1024 * 1024,
    });
    if (r.status !== 0) throw new Error(`python3 page-lab driver failed: ${r.stderr}`);
    const version = spawnSync('python3', ['-c', 'import sys; print(sys.version.split()[0])'], {
      encoding: 'utf8',
    });
    return {
      out: r.stdout.split('\n').filter((l) => l.trim() !== ''),
      python: `python3 ${version.stdout.trim()}`,
    };
  }
  if (!said) {
    said = true;
    console.warn('page labs: python3 was not found; computing the default runs with Pyodide in Node instead');
  }
  return { out: await viaPyodide(lines), python: 'Pyodide (Node)' };
}

/** The examples blocks of a page, by function (problems are check:content's business). */
export function pageExamples(markdown: string): Map<string, PageExample[]> {
  const byFn = new Map<string, PageExample[]>();
  for (const block of exampleBlocks(markdown)) {
    const list = byFn.get(block.fn) ?? [];
    list.push(...readExamples(block).examples);
    byFn.set(block.fn, list);
  }
  return byFn;
}

/** Every page lab of one page, computed (or read from the cache when neither page nor driver changed). */
export async function computePageLabs(markdown: string, page: string): Promise<PageLabData[]> {
  const blocks = pythonBlocks(markdown);
  const fns = discoverFunctions(blocks);
  if (fns.length === 0) return [];
  const examples = pageExamples(markdown);
  const maps = pageMaps(markdown);
  const plan = fns.map((fn) => {
    const block = blocks[fn.block]!;
    const exs = examples.get(fn.name) ?? [];
    const specs = specsOf(fn.params);
    const { inputs, from } = defaultInputs(fn, exs);
    const args = argsFor(inputs, specs);
    const base = { code: block.code, fn: fn.name };
    const requests = [
      { op: 'shape', ...base },
      args.ok ? { op: 'run', ...base, args: args.args, limitMs: RUN_LIMIT_MS } : { op: 'version' },
      {
        op: 'search',
        ...base,
        specs,
        examples: searchExamples(exs, fn.params, specs, inputs),
        budgetMs: SEARCH_BUDGET_MS,
      },
    ];
    return { fn, block, exs, specs, inputs, from, requests };
  });
  const lines = plan.flatMap((p) => p.requests.map((r) => JSON.stringify(r)));
  const key = createHash('sha256').update(PAGE_LAB_DRIVER).update(lines.join('\n')).digest('hex');
  const file = join(CACHE, `${key}.json`);
  let answer: { out: string[]; python: string };
  if (existsSync(file)) answer = JSON.parse(readFileSync(file, 'utf8')) as typeof answer;
  else {
    answer = await driverLines(lines);
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(file, JSON.stringify(answer));
  }
  return plan.map((p, i) => {
    const [shape, run, search] = answer.out.slice(i * 3, i * 3 + 3).map((l) => JSON.parse(l) as unknown);
    const s = shape as Shape & { error?: string };
    if (s.error) throw new Error(`${page}: ${p.fn.name}: ${s.error}`);
    return {
      name: p.fn.name,
      page,
      block: p.fn.block,
      code: p.block.code,
      fenceLine: p.block.line,
      shape: s,
      specs: p.specs,
      inputs: p.inputs,
      inputsFrom: p.from,
      examples: p.exs,
      search: search as SearchReport,
      run: run as RunReport,
      computedWith: answer.python,
      map: maps.get(p.fn.name) ?? null,
    };
  });
}
