/**
 * Practice tasks that target a page function: reading the learner's arguments (one JSON object of
 * parameter → value, positions kept for the error) and judging what the call gave against the task's
 * `expect`. Running the call is the page lab's business (the app asks its runtime; a test asks python3):
 * this half is pure.
 */
import { parseJson } from '../json/index.ts';
import type { CheckResult } from './check.ts';
import type { Bilingual, PageFunctionCheck } from './types.ts';

const b = (zh: string, en: string): Bilingual => ({ zh, en });

/** What a page function's call gave, as the page lab reports it. */
export interface PageCallResult {
  returned?: string;
  raised?: string;
  message?: string;
  exit?: string | null;
  /** the call did not happen or did not finish (bad argument, time bound, no runtime) */
  problem?: Bilingual;
}

/** The JSON source text of each argument the learner gave, by parameter, or why it cannot be read. */
export function pageCallArgs(
  text: string,
  params: readonly string[],
): { ok: true; args: Record<string, string> } | { ok: false; feedback: Bilingual } {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const { line, column, message } = parsed.error;
    return {
      ok: false,
      feedback: b(
        `参数不是合法的 JSON（第 ${line} 行第 ${column} 列）：${message}`,
        `The arguments are not valid JSON (line ${line}, column ${column}): ${message}`,
      ),
    };
  }
  if (parsed.value.kind !== 'object')
    return {
      ok: false,
      feedback: b(
        '请把参数写成一个 JSON 对象：参数名 → 值。',
        'Write the arguments as one JSON object: parameter name → value.',
      ),
    };
  const args: Record<string, string> = {};
  for (const [name, p] of parsed.value.entries) {
    if (!params.includes(name)) {
      const at = text.slice(0, p.value.start).split('\n');
      return {
        ok: false,
        feedback: b(
          `第 ${at.length} 行：函数没有参数 ${name}（它的参数是 ${params.join('、')}）。`,
          `Line ${at.length}: the function has no parameter ${name} (its parameters: ${params.join(', ')}).`,
        ),
      };
    }
    args[name] = text.slice(p.value.start, p.value.end);
  }
  return { ok: true, args };
}

/** What the call gave, in a few words (the feedback's first line). */
function gave(r: PageCallResult): Bilingual {
  if (r.raised !== undefined)
    return b(
      `函数抛出 ${r.raised}：${r.message ?? ''}`,
      `The function raised ${r.raised}: ${r.message ?? ''}`,
    );
  return b(`函数返回 ${r.returned ?? '?'}`, `The function returned ${r.returned ?? '?'}`);
}

/** Judges one call against the task; never throws. */
export function checkPageCall(c: PageFunctionCheck, r: PageCallResult): CheckResult {
  if (r.problem) return { done: false, feedback: [r.problem] };
  const want = c.expect;
  const feedback: Bilingual[] = [gave(r)];
  let ok = true;
  if (want.returns !== undefined && r.returned !== want.returns) {
    ok = false;
    feedback.push(b(`目标是返回 ${want.returns}。`, `The goal is to return ${want.returns}.`));
  }
  if (want.raises !== undefined && r.raised !== want.raises) {
    ok = false;
    feedback.push(b(`目标是抛出 ${want.raises}。`, `The goal is to raise ${want.raises}.`));
  }
  if (want.exit !== undefined && r.exit !== want.exit) {
    ok = false;
    feedback.push(
      b(
        `目标是从出口 ${want.exit} 离开，这次是 ${r.exit ?? '无'}。`,
        `The goal is to leave through exit ${want.exit}; this call left through ${r.exit ?? 'none'}.`,
      ),
    );
  }
  if (ok) feedback.push(b('完成：调用的结果正是任务要的。', 'Done: the call gives what the task asks.'));
  return { done: ok, feedback };
}
