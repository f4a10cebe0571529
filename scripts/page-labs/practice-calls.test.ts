// Practice tasks that call a page function, on real Python (python3, what the build uses): each
// reference answer gives what its task expects and each near miss does not, on the page in both
// languages, through the same argument reading and judging as the practice page.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pythonBlocks } from '../../src/fidelity/index.ts';
import {
  argsFor,
  defaultInputs,
  discoverFunctions,
  exampleInputs,
  RUN_LIMIT_MS,
  specsOf,
  type RunReport,
} from '../../src/page-labs/index.ts';
import { checkPageCall, pageCallArgs } from '../../src/practice/index.ts';
import type { PracticeFile, PracticeTask } from '../../src/practice/types.ts';
import { driverLines } from './compute.ts';

const tasks: { page: string; task: PracticeTask }[] = readdirSync('content/practice')
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => {
    const file = JSON.parse(readFileSync(`content/practice/${f}`, 'utf8')) as PracticeFile;
    return file.tasks.map((task) => ({ page: file.page, task }));
  })
  .filter((t) => t.task.check.kind === 'page-function');

/** The call a learner's text makes on a page, run by python3. */
async function call(markdown: string, fn: string, text: string): Promise<RunReport> {
  const blocks = pythonBlocks(markdown);
  const ref = discoverFunctions(blocks).find((f) => f.name === fn)!;
  const read = pageCallArgs(
    text,
    ref.params.map((p) => p.name),
  );
  if (!read.ok) throw new Error(read.feedback.en);
  const given = Object.fromEntries(Object.entries(read.args).map(([k, json]) => [k, { json }]));
  const inputs = exampleInputs({ name: 'learner', args: given }, ref.params, defaultInputs(ref, []).inputs);
  const args = argsFor(inputs, specsOf(ref.params));
  if (!args.ok) throw new Error(`${fn}: argument ${args.param} does not convert`);
  const request = { op: 'run', code: blocks[ref.block]!.code, fn, args: args.args, limitMs: RUN_LIMIT_MS };
  const { out } = await driverLines([JSON.stringify(request)]);
  return JSON.parse(out[0]!) as RunReport;
}

describe('practice tasks that call a page function', () => {
  it('there are at least two', () => expect(tasks.length).toBeGreaterThanOrEqual(2));

  for (const { page, task } of tasks)
    for (const lang of ['zh', 'en'] as const)
      it(`${task.id} (${lang}): the answer passes, every near miss fails`, async () => {
        const c = task.check;
        if (c.kind !== 'page-function') return;
        const md = readFileSync(`content/wiki/topics/${page}${lang === 'en' ? '.en' : ''}.md`, 'utf8');
        const answer = checkPageCall(c, await call(md, c.fn, task.answer.input!));
        expect(answer.feedback.map((f) => f.en).join(' '), 'answer').toMatch(/^The function/);
        expect(answer.done, answer.feedback.map((f) => f.en).join(' ')).toBe(true);
        for (const miss of task.nearMisses) {
          const r = checkPageCall(c, await call(md, c.fn, miss.input!));
          expect(r.done, miss.why.en).toBe(false);
        }
        if (c.start) expect(checkPageCall(c, await call(md, c.fn, c.start)).done, 'start').toBe(false);
      }, 60_000);
});
