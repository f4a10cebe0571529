/**
 * The page's Python is the oracle: each teaching function of content/wiki/topics/tools-skills.md, and
 * host_decide of function-calling.md, runs in a real Python (python3, or Pyodide when the machine has
 * none: FIDELITY_PYTHON=python3|pyodide forces one) on generated inputs, beside the lab port, and every
 * answer must agree.
 *
 * FIDELITY_RUNS (default 20000 per function) and FIDELITY_SEED (default fixed) reproduce or widen a run;
 * FIDELITY_VERBOSE=1 prints what each function reached and how long it took.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fromPages,
  pageFunction,
  ReferenceSession,
  type DifferentialReport,
} from '../../src/fidelity/index.ts';
import { canonReference, hostDecideReference } from '../../src/labs/action-chain/index.ts';
import { admissionReference } from '../../src/labs/admission/index.ts';
import { classifierReference } from '../../src/labs/classifier/index.ts';
import { PLANNER_ERRORS, plannerReference } from '../../src/labs/planner/index.ts';
import { raised, type Payload, type ReferenceSpec } from '../../src/reference/index.ts';
import { chooseBackend, openBackend } from './backends.ts';
import { arbAdmission, arbClassifier } from './inputs.ts';
import { arbPlanner } from './plan-inputs.ts';
import { EDGE_ADMISSION, EDGE_CHAIN, EDGE_CLASSIFIER, EDGE_PLANNER } from './edges.ts';
import { arbCanon, arbHostDecide, EDGE_HOST_DECIDE } from './chain-inputs.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const readPage = (page: string, lang: 'zh' | 'en' = 'zh') =>
  readFileSync(join(ROOT, 'content/wiki/topics', `${page}${lang === 'en' ? '.en' : ''}.md`), 'utf8');

const RUNS = Number(process.env.FIDELITY_RUNS ?? 20000);
const SEED = Number(process.env.FIDELITY_SEED ?? 160_2026);
const VERBOSE = process.env.FIDELITY_VERBOSE === '1';
const backend = chooseBackend();

let session: ReferenceSession;

beforeAll(async () => {
  session = new ReferenceSession(await openBackend(backend), fromPages(readPage));
}, 60_000);

afterAll(async () => {
  await session?.backend.close();
});

/** The first few disagreements, shortest inputs first, ready to paste into a unit test. */
function explain<P extends Payload>(report: DifferentialReport<P>): string[] {
  return [...report.disagreements]
    .sort((a, b) => JSON.stringify(a.payload).length - JSON.stringify(b.payload).length)
    .slice(0, 5)
    .map(
      (d) =>
        `${JSON.stringify(d.payload)}\n  python: ${JSON.stringify(d.python)}\n  port:   ${JSON.stringify(d.port)}`,
    );
}

async function check<P extends Payload>(
  spec: ReferenceSpec<P>,
  arb: fc.Arbitrary<P>,
  edges: readonly P[],
  mustReach: readonly string[],
): Promise<DifferentialReport<P>> {
  const started = performance.now();
  const payloads = [...edges, ...fc.sample(arb, { numRuns: RUNS, seed: SEED })];
  const report = await session.differential(spec, payloads);
  if (VERBOSE) {
    const ms = Math.round(performance.now() - started);
    console.log(`${spec.fn}: ${report.total} inputs in ${ms} ms on ${session.backend.name}`);
    console.log(
      '  reached',
      Object.fromEntries(report.outcomes),
      '\n  tolerated',
      Object.fromEntries(report.tolerated),
    );
  }
  expect(explain(report), `seed ${SEED}`).toEqual([]);
  // a generator that stops reaching an outcome would make this test pass for the wrong reason
  const rare = mustReach.filter((label) => (report.outcomes.get(label) ?? 0) < 20);
  expect(rare, `outcomes reached: ${JSON.stringify(Object.fromEntries(report.outcomes))}`).toEqual([]);
  return report;
}

describe(`the page's Python and the ports agree (${backend})`, () => {
  it('validate_query', async () => {
    const reach = ['schema_fields', 'schema_types', 'schema_range', 'semantic_city', 'accepted'];
    await check(admissionReference, arbAdmission, EDGE_ADMISSION, reach);
  }, 120_000);

  it('classify_response', async () => {
    const reach = [
      'unknown',
      'protocol_mismatch',
      'malformed',
      'protocol_error',
      'tool_error',
      'output_schema_error',
      'verify_business',
      'AttributeError',
    ];
    await check(classifierReference, arbClassifier, EDGE_CLASSIFIER, reach);
  }, 120_000);

  it('skill_load_plan', async () => {
    const reach = [
      'ValueError: 预算须为非负整数',
      'ValueError: 成本必须是非负整数',
      'ValueError: 激活项缺少目录或正文',
      'ValueError: 请求了不存在的资源',
      'ValueError: 资源所属Skill尚未激活',
      'TypeError',
      'KeyError',
      'AttributeError',
      'accepted',
      'rejected',
    ];
    await check(plannerReference, arbPlanner, EDGE_PLANNER, reach);
  }, 120_000);

  it('host_decide', async () => {
    const reach = [
      'unknown_tool',
      'schema_invalid',
      'no_identity',
      'denied',
      'ask',
      'loop_blocked',
      'replayed',
      'executed',
      'ValueError',
    ];
    await check(hostDecideReference, arbHostDecide, [...EDGE_HOST_DECIDE, ...EDGE_CHAIN], reach);
  }, 120_000);

  it('canon (the loop key and every quoted value of host_decide)', async () => {
    await check(canonReference, arbCanon, [], ['text']);
  }, 120_000);
});

describe('the harness', () => {
  it('reads the same code from both language versions of the page', async () => {
    for (const spec of [admissionReference, classifierReference, plannerReference, hostDecideReference]) {
      const zh = await session.shape(pageFunction(readPage(spec.page, 'zh'), spec.fn).code);
      const en = await session.shape(pageFunction(readPage(spec.page, 'en'), spec.fn).code);
      expect(en, `${spec.fn}: the en page's code differs from the zh page's`).toBe(zh);
    }
  });

  it("tolerates Python's set order exactly where it decides, and nowhere else", async () => {
    // Python visiting the requested names in the opposite order stands in for an unlucky hash order
    const reversed = {
      ...plannerReference,
      call: plannerReference.recheck!.call.replace(
        'iter(sorted(set.__iter__(s)))',
        'iter(sorted(set.__iter__(s), reverse=True))',
      ),
    };
    const input = (resources: string) =>
      `{"catalog": {"a": 1}, "bodies": {"a": 1}, "active": ["a"], "resources": ${resources}, "requested": ["x", "y"], "budget": 9}`;
    const ambiguous = { text: input('{"x": [["a"], 1], "y": ["b", 1]}') };
    const single = { text: input('{"x": ["a", 1], "y": ["b", 1]}') };
    const python = await session.call(reversed, [ambiguous]);
    expect(python).toEqual([{ raised: 'ValueError', message: PLANNER_ERRORS.owner }]);
    const fine = await session.differential(reversed, [ambiguous, single]);
    expect(fine.disagreements).toEqual([]);
    expect([...fine.tolerated.values()]).toEqual([1]);
    // a port that picks the wrong owner failure, or answers an owner failure where there is none, is caught
    const wrong = await session.differential(
      { ...reversed, port: () => raised('TypeError', "unhashable type: 'list'") },
      [single, { text: input('{"x": ["a", 1], "y": ["a", 1]}') }],
    );
    expect(wrong.disagreements).toHaveLength(2);
  });

  it('catches a page edit the port does not follow', async () => {
    // the same page with its range check widened: the port must now disagree
    const edited = readPage('tools-skills').replace('if days < 1 or days > 7:', 'if days < 0 or days > 7:');
    const other = new ReferenceSession(
      session.backend,
      fromPages(() => edited),
    );
    const report = await other.differential({ ...admissionReference, page: 'tools-skills-edited' }, [
      { text: '{"city": "成都", "days": 0}', cities: ['成都'] },
      { text: '{"city": "成都", "days": 3}', cities: ['成都'] },
    ]);
    expect(report.disagreements.map((d) => d.payload.text)).toEqual(['{"city": "成都", "days": 0}']);
  });
});
