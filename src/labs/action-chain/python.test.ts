/**
 * Differential check: the TypeScript port against the function-calling page's own Python, run with
 * python3 on generated inputs (bools, floats like 2.0, big ints, duplicate keys, __proto__, astral
 * characters, wrong containers). Any disagreement fails with the input that shows it.
 */
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jv, parseJson, type JsonValue } from '../../json/index.ts';
import { arbPy, render } from '../testkit.ts';
import { canon } from './canonical.ts';
import { hostDecide, type ChainVerdict } from './chain.ts';
import { chainFlowchart } from './flowchart.ts';
import { hasPython, pageFunction, runPython, sameProgram, type PyAnswer } from './python-runner.ts';
import { arbInput } from './testkit.ts';
import scenarioFile from '../../../content/scenarios/action-chain.json';
import functionCalling from '../../../content/practice/function-calling.json';
import toolsSkills from '../../../content/practice/tools-skills.json';

const page = (file: string) =>
  fileURLToPath(new URL(`../../../content/wiki/topics/${file}`, import.meta.url));
const RUNS = Number(process.env.ACTION_CHAIN_RUNS ?? 3000);
const SEED = Number(process.env.ACTION_CHAIN_SEED ?? 20261130);
const python = hasPython();
if (!python) console.warn('python3 is not installed: the differential check against the page is skipped');

/** The Python dict `host_decide` returns, as its canonical text. */
function pythonView(v: ChainVerdict): string {
  const m: [string, JsonValue][] = [
    ['call', jv.str(v.call)],
    ['outcome', jv.str(v.outcome)],
    ['reason', jv.str(v.reason)],
  ];
  if (v.rule !== undefined) m.push(['rule', v.rule === null ? jv.null() : jv.int(v.rule)]);
  if (v.result !== undefined) m.push(['result', v.result]);
  return canon(jv.object(m));
}

function portAnswer(text: string): PyAnswer {
  const parsed = parseJson(text);
  if (!parsed.ok) return { parse: parsed.error.message };
  const r = hostDecide(parsed.value);
  return r.ok ? { ok: pythonView(r.value) } : { error: r.error };
}

describe.skipIf(!python)('host_decide: the port agrees with the page', () => {
  const code = pageFunction(page('function-calling.md'), 'host_decide');

  it('the zh and en pages hold the same program', () => {
    expect(sameProgram(code, pageFunction(page('function-calling.en.md'), 'host_decide'))).toBe(true);
  });

  it('canon() writes exactly what json.dumps(sort_keys, compact, ensure_ascii=False) writes', () => {
    const texts = fc.sample(arbPy, { numRuns: 1500, seed: SEED }).map(render);
    const answers = runPython(
      code,
      texts.map((t) => ({ canon: t })),
    );
    texts.forEach((text, i) => {
      const parsed = parseJson(text);
      expect(parsed.ok, text).toBe(true);
      if (parsed.ok) expect(answers[i], text).toEqual({ ok: canon(parsed.value) });
    });
  });

  it('gives the same answer on every scenario and practice input', () => {
    const texts = [
      ...scenarioFile.scenarios.map((s) => s.state.input),
      ...[...functionCalling.tasks, ...toolsSkills.tasks].flatMap((t) =>
        t.lab === 'action-chain' ? [(t.start as { input: string }).input, t.answer.input as string] : [],
      ),
    ];
    const answers = runPython(
      code,
      texts.map((text) => ({ fn: 'host_decide', text })),
    );
    texts.forEach((text, i) => expect(portAnswer(text), text).toEqual(answers[i]));
  });

  it(`gives the same answer on ${RUNS} generated inputs`, () => {
    const texts = fc.sample(arbInput, { numRuns: RUNS, seed: SEED }).map(render);
    const answers = runPython(
      code,
      texts.map((text) => ({ fn: 'host_decide', text })),
    );
    const seen = new Map<string, number>();
    const disagreements: string[] = [];
    texts.forEach((text, i) => {
      const py = answers[i] as PyAnswer;
      const ts = portAnswer(text);
      // (the canonical text may hold Infinity, which JSON.parse refuses: read the outcome by pattern)
      const kind = 'ok' in py ? (/"outcome":"([a-z_]+)"/.exec(py.ok)?.[1] ?? '?') : Object.keys(py)[0]!;
      seen.set(kind, (seen.get(kind) ?? 0) + 1);
      if (JSON.stringify(py) !== JSON.stringify(ts))
        disagreements.push(`${text}\n  python: ${JSON.stringify(py)}\n  port:   ${JSON.stringify(ts)}`);
    });
    expect(disagreements.slice(0, 3), `${disagreements.length} disagreements`).toEqual([]);
    expect(seen.get('crash'), 'the page function must never crash').toBeUndefined();
    expect(seen.get('parse'), 'generated texts are JSON').toBeUndefined();
    // the sample reaches every outcome and the configuration errors, each many times
    const outcomes = chainFlowchart.nodes.filter((n) => n.terminal && n.id !== 'error').map((n) => n.id);
    for (const o of [...outcomes, 'error']) expect(seen.get(o) ?? 0, o).toBeGreaterThanOrEqual(RUNS / 200);
  }, 120_000);
});
