/**
 * The "run the page's Python" panel judges exactly like the differential test: for every lab whose module
 * names a `reference`, every scenario and every practice start and reference answer goes through the
 * panel's own comparison (src/fidelity/panel.ts) with a real Python; each must agree with the port, and
 * the outcome the panel reads from Python's answer must be the outcome the lab shows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticeFile } from '../../src/content-checks/index.ts';
import { parseJson } from '../../src/json/index.ts';
import { comparePanel, fromPages, pyRepr, ReferenceSession } from '../../src/fidelity/index.ts';
import { admissionReference } from '../../src/labs/admission/index.ts';
import { labReferences, loadAllLabs, type LoadedLab } from '../../src/labs/registry.ts';
import { pyValueOf } from '../../src/reference/index.ts';
import { taskState } from '../../src/practice/index.ts';
import { arbPy, render } from '../../src/labs/testkit.ts';
import { chooseBackend, openBackend } from './backends.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const readPage = (page: string) => readFileSync(join(ROOT, 'content/wiki/topics', `${page}.md`), 'utf8');
const practice: PracticeFile[] = readdirSync(join(ROOT, 'content/practice')).map(
  (f) => JSON.parse(readFileSync(join(ROOT, 'content/practice', f), 'utf8')) as PracticeFile,
);

let session: ReferenceSession;
let labs: LoadedLab[];

beforeAll(async () => {
  labs = (await loadAllLabs()).filter((l) => l.module.reference);
  session = new ReferenceSession(await openBackend(chooseBackend()), fromPages(readPage));
}, 60_000);

afterAll(async () => {
  await session?.backend.close();
});

/** The states a learner meets in a lab: its scenarios, then each practice task's start and answer. */
function statesOf(lab: LoadedLab): [string, unknown][] {
  const out: [string, unknown][] = lab.scenarios.scenarios.map((s) => [`scenario ${s.id}`, s.state]);
  for (const file of practice)
    for (const task of file.tasks) {
      if (task.lab !== lab.module.slug) continue;
      out.push([`task ${task.id} (start)`, task.start]);
      if (task.answer.input !== undefined)
        out.push([`task ${task.id} (answer)`, taskState(task, lab.module, task.answer.input)]);
    }
  return out;
}

describe("the panel: the page's Python beside the port", () => {
  it('has a panel for every lab that names a reference', async () => {
    const known = (await labReferences()).map((f) => `${f.page}#${f.fn}`);
    const wanted = labs.map((l) => `${l.module.reference!.page}#${l.module.reference!.fn}`);
    expect(labs.length).toBeGreaterThanOrEqual(4);
    expect(wanted.filter((w) => !known.includes(w))).toEqual([]);
  });

  it('agrees with the port on every scenario and practice input, with the outcome the lab shows', async () => {
    const problems: string[] = [];
    let compared = 0;
    for (const lab of labs) {
      const panel = lab.module.reference!;
      for (const [name, state] of statesOf(lab)) {
        const payload = panel.payload(state);
        if (!payload) {
          problems.push(`${lab.module.slug} ${name}: the panel cannot read this state`);
          continue;
        }
        const c = await comparePanel(session, panel, payload);
        const shown = lab.module.run(state).outcome;
        compared++;
        if (c.verdict !== 'agree' || c.pythonOutcome !== shown || c.portOutcome !== shown)
          problems.push(
            `${lab.module.slug} ${name}: ${c.verdict}, python ${c.pythonOutcome}, port ${c.portOutcome}, lab ${shown}`,
          );
      }
    }
    expect(problems).toEqual([]);
    expect(compared).toBeGreaterThan(40);
  }, 60_000);

  it("prints each lab's results as Python's repr() prints them", async () => {
    const wrong: string[] = [];
    for (const lab of labs) {
      const panel = lab.module.reference!;
      const payloads = statesOf(lab).map(([, state]) => panel.payload(state)!);
      const results = await session.call(panel, payloads);
      const printed = await session.call({ ...panel, call: `lambda p: repr((${panel.call})(p))` }, payloads);
      results.forEach((r, i) => {
        const p = printed[i]!;
        if ('returned' in r && !('returned' in p && p.returned === pyRepr(r.returned, Infinity)))
          wrong.push(`${lab.module.slug}: ${JSON.stringify(p)} vs ${pyRepr(r.returned, Infinity)}`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it('explains the differences it knows, and flags one it does not', async () => {
    const admission = admissionReference;
    const nan = await comparePanel(session, admission, {
      text: '{"city": "成都", "days": NaN}',
      cities: ['成都'],
    });
    expect(nan).toMatchObject({ verdict: 'explained', pythonOutcome: 'schema_types', portOutcome: 'error' });
    expect(nan.notes).toContain('nan');
    const dup = await comparePanel(session, admission, {
      text: '{"city": "成都", "days": 9, "days": 3}',
      cities: ['成都'],
    });
    expect(dup).toMatchObject({ verdict: 'agree', pythonOutcome: 'accepted', notes: ['duplicate-keys'] });
    // a port that answers differently from the page is reported as a difference, never hidden
    const wrong = { ...admission, port: () => ({ returned: null }) };
    const differ = await comparePanel(session, wrong, {
      text: '{"city": "成都", "days": 3}',
      cities: ['成都'],
    });
    expect(differ.verdict).toBe('differ');
  });
});

describe('what the panel prints', () => {
  it("writes a value exactly as Python's repr() does", async () => {
    // Printable or not is Unicode-version data: code points assigned after the Python's Unicode version
    // print differently (display only: the verdict compares values). The sample keeps to the BMP and two
    // long-assigned astral blocks (emoji, CJK extension B).
    const stable = (s: string) =>
      [...s].every((ch) => {
        const cp = ch.codePointAt(0)!;
        return cp < 0x10000 || (cp >= 0x1f300 && cp <= 0x1f64f) || (cp >= 0x20000 && cp <= 0x2a6df);
      });
    const strings = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 6 }).filter(stable),
      fc.string({ unit: 'binary', maxLength: 6 }).filter(stable),
      fc.constantFrom(
        "it's",
        'say "hi"',
        `both ' and "`,
        '\\',
        '\u0000\u007f\u0085\u00a0\u2028',
        '\ud800',
        '😀',
      ),
    );
    const texts = [
      ...fc.sample(arbPy, { numRuns: 3000, seed: 16 }).map(render),
      ...fc.sample(strings, { numRuns: 3000, seed: 16 }).map((s) => JSON.stringify({ [s]: [s] })),
    ];
    const repr = { ...admissionReference, call: 'lambda p: repr(json.loads(p["text"]))' };
    const python = await session.call(
      repr,
      texts.map((text) => ({ text, cities: [] })),
    );
    const wrong = texts.flatMap((text, i) => {
      const parsed = parseJson(text);
      if (!parsed.ok) return [`${text}: does not parse`];
      const mine = pyRepr(pyValueOf(parsed.value), Infinity);
      const theirs = python[i]!;
      return 'returned' in theirs && theirs.returned === mine
        ? []
        : [`${text}\n  python ${JSON.stringify(theirs)}\n  panel  ${mine}`];
    });
    expect(wrong.slice(0, 5)).toEqual([]);
  }, 60_000);
});
