// Page-lab figures for `npm run bench` (and alone: `npx tsx scripts/bench/bench-page-labs.ts`): Pyodide's
// cold start in Node with the page-lab driver, a warm run of each function's default example, and the
// time the search takes to find an example for every exit (page examples first), for every function of
// the project's pages. Node's Pyodide is the browser worker's runtime without the worker around it.
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { pythonBlocks } from '../../src/fidelity/index.ts';
import {
  argsFor,
  defaultInputs,
  discoverFunctions,
  RUN_LIMIT_MS,
  SEARCH_BUDGET_MS,
  searchExamples,
  specsOf,
} from '../../src/page-labs/index.ts';
import { pageExamples } from '../page-labs/compute.ts';
import { openPageLabPyodide } from '../page-labs/pyodide.ts';
import { median } from './bench-page.ts';

export async function benchPageLabs(): Promise<void> {
  const t0 = performance.now();
  const handle = await openPageLabPyodide();
  console.log(
    `page labs: Pyodide cold start (Node, driver loaded) ${(performance.now() - t0).toFixed(0)} ms`,
  );
  const files = readdirSync('content/wiki/topics').filter((f) => f.endsWith('.md') && !f.endsWith('.en.md'));
  for (const f of files.sort()) {
    const md = readFileSync(`content/wiki/topics/${f}`, 'utf8');
    const blocks = pythonBlocks(md);
    const examples = pageExamples(md);
    for (const fn of discoverFunctions(blocks)) {
      const code = blocks[fn.block]!.code;
      const specs = specsOf(fn.params);
      const exs = examples.get(fn.name) ?? [];
      const { inputs } = defaultInputs(fn, exs);
      const args = argsFor(inputs, specs);
      const times: number[] = [];
      if (args.ok)
        for (let i = 0; i < 7; i++) {
          const t = performance.now();
          handle(JSON.stringify({ op: 'run', code, fn: fn.name, args: args.args, limitMs: RUN_LIMIT_MS }));
          times.push(performance.now() - t);
        }
      const t = performance.now();
      const search = JSON.parse(
        handle(
          JSON.stringify({
            op: 'search',
            code,
            fn: fn.name,
            specs,
            examples: searchExamples(exs, fn.params, specs, inputs),
            budgetMs: SEARCH_BUDGET_MS,
          }),
        ),
      ) as { unreached: string[]; runs: number };
      console.log(
        `page labs: ${f.slice(0, -3)} ${fn.name}: warm run ${median(times).toFixed(2)} ms (median of 7), ` +
          `every exit in ${(performance.now() - t).toFixed(0)} ms (${search.runs} runs` +
          `${search.unreached.length ? `, not reached: ${search.unreached.join(' ')}` : ''})`,
      );
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchPageLabs();
