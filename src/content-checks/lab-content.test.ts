// The labs' content as the build checks it: the real files are clean, and broken files are refused with
// the file, line and column of the problem.
import { describe, expect, it } from 'vitest';
import { readLabContentFiles } from '../../scripts/build/lab-content-files.ts';
import { loadAllLabs } from '../labs/index.ts';
import { checkLabContent, type LabContentFiles } from './check-labs.ts';
import { formatDiagnostic } from './diagnostics.ts';
import { splitFrontmatter } from './markdown.ts';

const labs = (await loadAllLabs()).map((l) => l.module);
const real = readLabContentFiles(process.cwd(), splitFrontmatter);

/** The real content with one file replaced. */
function withFile(kind: keyof Omit<LabContentFiles, 'pages'>, file: string, text: string): LabContentFiles {
  return { ...real, [kind]: [...real[kind].filter((f) => f.file !== file), { file, text }] };
}

const check = (files: LabContentFiles) => checkLabContent(labs, files).map(formatDiagnostic);

describe('lab content', () => {
  it('is clean: no error and no warning in scenarios, outcomes, diagram maps or practice files', () => {
    expect(real.scenarios.length).toBe(labs.length);
    expect(check(real)).toEqual([]);
    // Every reference answer and every near miss runs through its lab: seconds on a loaded machine.
  }, 60_000);

  const scenarios = real.scenarios.find((f) => f.file === 'content/labs/admission/scenarios.json')!;

  it('points at the line of a scenario whose expect is wrong', () => {
    const text = scenarios.text.replace('"expect": "accepted"', '"expect": "schema_range"');
    const line = text.slice(0, text.indexOf('"expect": "schema_range"')).split('\n').length;
    expect(check(withFile('scenarios', scenarios.file, text))).toContainEqual(
      `content/labs/admission/scenarios.json:${line}:7 error the lab returns "accepted" for this state, not "schema_range" [lab-content]`,
    );
  });

  it('refuses a state that does not fit the lab, and a file that is not JSON', () => {
    const wrong = scenarios.text.replace('"allowedCities": [', '"cities": [');
    expect(check(withFile('scenarios', scenarios.file, wrong)).join('\n')).toMatch(
      /admission\/scenarios\.json:\d+:7 error the state does not fit the admission lab: .*allowedCities/,
    );
    const broken = scenarios.text.replace('"lab": "admission",', '"lab": "admission"');
    expect(check(withFile('scenarios', scenarios.file, broken))[0]).toMatch(
      /^content\/labs\/admission\/scenarios\.json:3:3 error not valid JSON/,
    );
  });

  it('needs an outcome text for every outcome, and files of known labs only', () => {
    const outcomes = real.outcomes.find((f) => f.file === 'content/labs/planner/outcomes.json')!;
    const data = JSON.parse(outcomes.text) as { outcomes: Record<string, unknown> };
    delete data.outcomes.rejected;
    expect(check(withFile('outcomes', outcomes.file, JSON.stringify(data, null, 2))).join('\n')).toMatch(
      /planner\/outcomes\.json:\d+:\d+ error \/outcomes must have required property 'rejected'/,
    );
    expect(check(withFile('outcomes', 'content/labs/nope/outcomes.json', '{}'))).toContainEqual(
      'content/labs/nope/outcomes.json:1:1 error there is no lab "nope" (src/labs/nope/ is missing) [lab-content]',
    );
  });

  it("refuses an outcome's next-step link to a lab or page that does not exist", () => {
    const outcomes = real.outcomes.find((f) => f.file === 'content/labs/admission/outcomes.json')!;
    const line = (text: string, s: string) => text.slice(0, text.indexOf(s)).split('\n').length;
    for (const [href, message] of [
      ['/labs/no-such-lab', 'there is no lab "no-such-lab"'],
      ['/topics/no-such-page', 'there is no page "no-such-page"'],
    ] as const) {
      const text = outcomes.text.replace('"href": "/labs/action-chain"', `"href": "${href}"`);
      expect(check(withFile('outcomes', outcomes.file, text))).toEqual([
        `content/labs/admission/outcomes.json:${line(text, href)}:11 error ${message} [lab-content]`,
      ]);
    }
    const offsite = outcomes.text.replace('"href": "/labs/action-chain"', '"href": "https://example.com/"');
    expect(check(withFile('outcomes', outcomes.file, offsite)).join('\n')).toMatch(
      /admission\/outcomes\.json:\d+:\d+ error \/outcomes\/accepted\/links\/0\/href must match pattern/,
    );
  });

  it('refuses a practice task whose lab or outcome does not exist, or whose answer does not solve it', () => {
    const file = real.practice.find((f) => f.file === 'content/practice/tools-skills.json')!;
    const data = JSON.parse(file.text) as { tasks: { lab: string | null; check: { outcome?: string } }[] };
    const planner = labs.find((l) => l.slug.startsWith('plan'))!.slug;
    const i = data.tasks.findIndex((t) => t.lab === planner);
    data.tasks[i]!.check.outcome = 'tool_error';
    expect(check(withFile('practice', file.file, JSON.stringify(data, null, 2))).join('\n')).toMatch(
      /tools-skills\.json:\d+:\d+ error planner has no outcome "tool_error"/,
    );
    data.tasks[i]!.check.outcome = 'rejected';
    expect(check(withFile('practice', file.file, JSON.stringify(data, null, 2))).join('\n')).toMatch(
      /the reference answer does not solve the task/,
    );
    data.tasks[i]!.lab = 'no-such-lab';
    expect(check(withFile('practice', file.file, JSON.stringify(data, null, 2))).join('\n')).toMatch(
      /error there is no lab "no-such-lab"/,
    );
  });

  it('refuses a page-function task naming a function or parameter the page does not have', () => {
    const file = real.practice.find((f) => f.file === 'content/practice/field-cases.json')!;
    type Task = { id: string; check: { fn?: string }; answer: { input?: string } };
    const data = JSON.parse(file.text) as { tasks: Task[] };
    const task = data.tasks.find((t) => t.id === 'case-declaration-removed')!;
    task.answer.input = '{\n  "old_tools": [],\n  "tools": []\n}';
    expect(check(withFile('practice', file.file, JSON.stringify(data, null, 2))).join('\n')).toMatch(
      /field-cases\.json:\d+:\d+ error Line 3: the function has no parameter tools/,
    );
    task.check.fn = 'no_such_fn';
    expect(check(withFile('practice', file.file, JSON.stringify(data, null, 2))).join('\n')).toMatch(
      /the page defines no public function "no_such_fn" \(known: declaration_changes, skill_digest\)/,
    );
  });

  it('checks diagram maps against the lab flowchart and the page diagram', () => {
    const map = real.diagramMaps.find((f) => f.file === 'content/labs/admission/diagram-maps.json')!;
    const text = map.text.replace('"field_set"', '"no_such_node"').replace('"sr"', '"zz"');
    const out = check(withFile('diagramMaps', map.file, text)).join('\n');
    expect(out).toMatch(/"no_such_node" is not a node of the admission flowchart/);
    expect(out).toMatch(/tools-skills\.md: its diagram has no node "zz"/);
  });
});
