// A page-function task's check: the learner's argument object is read (line and column on a mistake),
// converted by the function's annotations exactly as its page lab converts them, run in the page lab's
// Python worker, and judged by src/practice's checkPageCall.
import {
  argsFor,
  defaultInputs,
  exampleInputs,
  RUN_LIMIT_MS,
  type PageLabData,
  type RunReport,
} from '../../src/page-labs/index';
import { checkPageCall, pageCallArgs, type CheckResult, type PageCallResult } from '../../src/practice/index';
import type { Bilingual } from '../../src/i18n/index';
import type { PageFunctionCheck } from '../../src/practice/index';
import type { Lang } from '../i18n/strings';
import { loadLabs } from '../page-lab-runtime/data';
import { ask, RuntimeError } from '../page-lab-runtime/runtime';
import { PAGE_LAB_WORDS } from '../page-lab-runtime/text';

const both = (say: (lang: Lang) => string): Bilingual => ({ zh: say('zh'), en: say('en') });

/** The page lab of the task's function, or null when the page has none by that name. */
export async function taskLab(pageId: string, lang: Lang, fn: string): Promise<PageLabData | null> {
  return (await loadLabs(lang, pageId)).find((l) => l.name === fn) ?? null;
}

/** The driver's arguments for the learner's text, or what keeps them from being built. */
export function taskArgs(data: PageLabData, text: string) {
  const params = data.shape.params.map((p) => p.name);
  const read = pageCallArgs(text, params);
  if (!read.ok) return { ok: false as const, feedback: read.feedback };
  const given = Object.fromEntries(Object.entries(read.args).map(([k, json]) => [k, { json }]));
  const inputs = exampleInputs(
    { name: 'learner', args: given },
    data.shape.params,
    defaultInputs(data.shape, []).inputs,
  );
  const args = argsFor(inputs, data.specs);
  if (!args.ok) {
    const name = params[args.param]!;
    const error = args.error;
    return { ok: false as const, feedback: both((l) => `${name}: ${PAGE_LAB_WORDS[l].convert(error)}`) };
  }
  return { ok: true as const, args: args.args, shown: args.shown };
}

function asResult(r: RunReport): PageCallResult {
  const problem = r.stopped
    ? both((l) => PAGE_LAB_WORDS[l].failure[r.stopped === 'time' ? 'stopped-time' : 'stopped-memory'])
    : r.loadError
      ? both((l) => `${PAGE_LAB_WORDS[l].failure['load-error']} ${r.loadError}`)
      : r.argError
        ? both((l) => `${PAGE_LAB_WORDS[l].failure['arg-error']} ${r.argError}`)
        : r.error
          ? { zh: r.error, en: r.error }
          : undefined;
  return { returned: r.returned, raised: r.raised, message: r.message, exit: r.exit, problem };
}

export async function checkPageTask(
  c: PageFunctionCheck,
  pageId: string,
  lang: Lang,
  text: string,
): Promise<CheckResult> {
  const data = await taskLab(pageId, lang, c.fn);
  if (!data)
    return {
      done: false,
      feedback: [both((l) => PAGE_LAB_WORDS[l].title(c.fn) + ' ' + PAGE_LAB_WORDS[l].none)],
    };
  const built = taskArgs(data, text);
  if (!built.ok) return { done: false, feedback: [built.feedback] };
  try {
    const report = await ask<RunReport>({
      op: 'run',
      code: data.code,
      fn: c.fn,
      args: built.args,
      limitMs: RUN_LIMIT_MS,
    });
    return checkPageCall(c, asResult(report));
  } catch (e) {
    const kind = e instanceof RuntimeError ? e.kind : 'crash';
    return { done: false, feedback: [both((l) => PAGE_LAB_WORDS[l].failure[kind])] };
  }
}
