// Checks the lab scenarios (content/scenarios/<lab>.json), the outcome texts (content/outcomes/<lab>.json)
// and the map from lab flowchart nodes to topic page diagram nodes (content/scenarios/topic-diagram-map.json)
// against the lab code itself: every scenario is run through its lab, and must land where it says.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toDisplay } from '../json/index.ts';
import {
  classifyResponse,
  getLab,
  parseJson,
  PLANNER_ERRORS,
  skillLoadPlan,
  validateQuery,
  type TraceStep,
} from '../labs/index.ts';
import { mermaidNodeIds, scanBody, splitFrontmatter } from './markdown.ts';
import { formatAjvErrors, LAB_IDS } from './schemas.ts';
import {
  SCENARIO_OUTCOMES,
  validateDiagramMap,
  validateOutcomesFile,
  validateScenarioFile,
  type DiagramMap,
  type OutcomesFile,
  type OutcomeText,
  type Scenario,
  type ScenarioFile,
} from './scenarios-schema.ts';
import type { AdmissionStart, ClassifierStart, LabId, PlannerStart } from './types.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SCENARIOS = join(ROOT, 'content', 'scenarios');
const OUTCOMES = join(ROOT, 'content', 'outcomes');
const TOPICS = join(ROOT, 'content', 'wiki', 'topics');

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

const scenarioFiles = Object.fromEntries(
  LAB_IDS.map((lab) => [lab, readJson(join(SCENARIOS, `${lab}.json`)) as ScenarioFile]),
) as Record<LabId, ScenarioFile>;

const outcomeFiles = Object.fromEntries(
  LAB_IDS.map((lab) => [lab, readJson(join(OUTCOMES, `${lab}.json`)) as OutcomesFile]),
) as Record<LabId, OutcomesFile>;

const diagramMap = readJson(join(SCENARIOS, 'topic-diagram-map.json')) as DiagramMap;

/** The text inputs of a state (the ones the learner edits in the lab). */
function stateTexts(lab: LabId, state: Scenario['state']): string[] {
  if (lab === 'admission') return [(state as AdmissionStart).args];
  if (lab === 'classifier') {
    const r = (state as ClassifierStart).response;
    return r === null ? [] : [r];
  }
  return [(state as PlannerStart).input];
}

interface Run {
  outcome: string;
  trace: TraceStep[];
  /** planner: the message of an ok:false result */
  error?: string;
}

/** Runs a scenario's state through its lab and names the outcome as scenarios do. */
function run(lab: LabId, state: Scenario['state']): Run {
  const parse = (text: string) => {
    const p = parseJson(text);
    if (!p.ok) throw new Error(`state text is not JSON: ${p.error.message}`);
    return p.value;
  };
  if (lab === 'admission') {
    const s = state as AdmissionStart;
    const r = validateQuery(parse(s.args), s.allowedCities);
    return { outcome: r.ok ? r.value.reason : 'error', trace: r.trace };
  }
  if (lab === 'classifier') {
    const s = state as ClassifierStart;
    const r = classifyResponse(s.response === null ? null : parse(s.response), s.expectedId);
    return { outcome: r.ok ? r.value : 'error', trace: r.trace };
  }
  const r = skillLoadPlan(parse((state as PlannerStart).input));
  return r.ok
    ? { outcome: r.value.accepted ? 'accepted' : 'rejected', trace: r.trace }
    : { outcome: 'error', trace: r.trace, error: r.error };
}

/** The page's practice counterexamples, by the outcome each lab gives them. */
const PRACTICE_OUTCOMES: Record<LabId, string[]> = {
  // missing field, boolean days, 朝阳 on the list
  admission: ['schema_fields', 'schema_types', 'accepted'],
  // tool isError, timeout
  classifier: ['tool_error', 'unknown'],
  // 100 tokens against a budget of 99
  planner: ['rejected'],
};

describe('scenario files', () => {
  it('scenario ids are unique across all labs', () => {
    const ids = LAB_IDS.flatMap((lab) => scenarioFiles[lab].scenarios.map((s) => s.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  describe.each(LAB_IDS)('%s', (lab) => {
    const file = scenarioFiles[lab];

    it('matches the scenario format (state shape exact, no extra keys)', () => {
      const validate = validateScenarioFile[lab];
      expect(validate(file) ? [] : formatAjvErrors(validate)).toEqual([]);
    });

    it('every text input is JSON, pretty-printed with a 2-space indent', () => {
      const problems: string[] = [];
      for (const s of file.scenarios) {
        for (const text of stateTexts(lab, s.state)) {
          const p = parseJson(text);
          if (!p.ok) problems.push(`${s.id}: not JSON (${p.error.message})`);
          else if (toDisplay(p.value, 2) !== text)
            problems.push(`${s.id}: not in 2-space pretty-printed form`);
        }
      }
      expect(problems).toEqual([]);
    });

    it.each(file.scenarios.map((s) => [s.id, s] as const))('%s: the lab returns `expect`', (_id, s) => {
      expect(run(lab, s.state).outcome).toBe(s.expect);
    });

    it('covers every outcome code the lab can return', () => {
      // admission returns ok:false only on internal failures, which no input reaches on purpose
      const codes = SCENARIO_OUTCOMES[lab].filter((c) => !(lab === 'admission' && c === 'error'));
      const seen = new Set(file.scenarios.map((s) => s.expect));
      expect(codes.filter((c) => !seen.has(c))).toEqual([]);
    });

    it('passes every node of the lab flowchart, both ways out of every check', () => {
      const flowchart = getLab(lab)?.flowchart;
      expect(flowchart).toBeDefined();
      const nodes = new Set<string>();
      const exits = new Set<string>();
      for (const s of file.scenarios) {
        const steps = run(lab, s.state).trace;
        steps.forEach((step, i) => {
          nodes.add(step.node);
          const next = steps[i + 1];
          if (next) exits.add(`${step.node} -> ${next.node}`);
        });
      }
      const missingNodes = (flowchart?.nodes ?? []).map((n) => n.id).filter((id) => !nodes.has(id));
      const missingEdges = (flowchart?.edges ?? [])
        .map((e) => `${e.from} -> ${e.to}`)
        .filter((e) => !exits.has(e));
      expect({ missingNodes, missingEdges }).toEqual({ missingNodes: [], missingEdges: [] });
    });

    it("marks the page's practice counterexamples", () => {
      const marked = file.scenarios.filter((s) => s.practice).map((s) => s.expect);
      expect(PRACTICE_OUTCOMES[lab].filter((o) => !marked.includes(o))).toEqual([]);
    });

    it('walkthrough ids are unique and every step is a scenario of this lab', () => {
      const wids = file.walkthroughs.map((w) => w.id);
      expect(wids.filter((id, i) => wids.indexOf(id) !== i)).toEqual([]);
      const ids = new Set(file.scenarios.map((s) => s.id));
      const missing = file.walkthroughs.flatMap((w) =>
        w.steps.filter((step) => !ids.has(step)).map((step) => `${w.id}: ${step}`),
      );
      expect(missing).toEqual([]);
    });
  });

  it('admission: 朝阳 passes a list that has it and fails one that does not', () => {
    const chaoyang = scenarioFiles.admission.scenarios.filter((s) =>
      (s.state as AdmissionStart).args.includes('"朝阳"'),
    );
    const byList = chaoyang.map((s) => [
      (s.state as AdmissionStart).allowedCities.includes('朝阳'),
      s.expect,
    ]);
    expect(byList).toContainEqual([true, 'accepted']);
    expect(byList).toContainEqual([false, 'semantic_city']);
  });

  it('planner: the page example is rejected at 99 and accepted at 100', () => {
    const budgets = scenarioFiles.planner.scenarios
      .map((s) => parseJson((s.state as PlannerStart).input))
      .flatMap((p) => (p.ok ? [p.value] : []))
      .map((v) => skillLoadPlan(v))
      .flatMap((r) => (r.ok && r.value.tokens === 100 ? [r.value.accepted] : []));
    expect(budgets).toContain(true);
    expect(budgets).toContain(false);
  });

  it('planner: every teaching error is shown by a scenario, and so is a crash', () => {
    const messages = new Set(
      scenarioFiles.planner.scenarios
        .map((s) => run('planner', s.state).error)
        .filter((m) => m !== undefined),
    );
    const teaching = Object.values(PLANNER_ERRORS) as string[];
    expect(teaching.filter((m) => !messages.has(m))).toEqual([]);
    expect([...messages].some((m) => !teaching.includes(m))).toBe(true);
  });
});

describe('outcome files', () => {
  const hasAllText = (t: OutcomeText) =>
    (['title', 'explain', 'proves', 'notProves', 'next'] as const).every(
      (k) => t[k].zh.trim() !== '' && t[k].en.trim() !== '',
    );

  it.each(LAB_IDS)(
    '%s: one text per outcome code (and per planner error), all fields in both languages',
    (lab) => {
      const file = outcomeFiles[lab];
      const validate = validateOutcomesFile[lab];
      expect(validate(file) ? [] : formatAjvErrors(validate)).toEqual([]);
      const texts = [...Object.values(file.outcomes), ...Object.values(file.errors ?? {})];
      if (file.crash) texts.push(file.crash);
      expect(texts.every(hasAllText)).toBe(true);
    },
  );

  it.each(LAB_IDS)('%s: tones follow the outcome (ok for the happy end, unknown for a timeout)', (lab) => {
    const tones = Object.fromEntries(Object.entries(outcomeFiles[lab].outcomes).map(([c, t]) => [c, t.tone]));
    const ok = lab === 'classifier' ? 'verify_business' : 'accepted';
    for (const [code, tone] of Object.entries(tones)) {
      expect([code, tone]).toEqual([code, code === ok ? 'ok' : code === 'unknown' ? 'unknown' : 'block']);
    }
  });
});

describe('topic diagram map', () => {
  it('matches its format', () => {
    expect(validateDiagramMap(diagramMap) ? [] : formatAjvErrors(validateDiagramMap)).toEqual([]);
  });

  /** The node ids of the mermaid diagram that precedes the page's link to the lab (its knowledge point). */
  function diagramBefore(file: string, lab: LabId): string[] | string {
    if (!existsSync(file)) return `${file} does not exist`;
    const split = splitFrontmatter(readFileSync(file, 'utf8'));
    if (typeof split === 'string') return split;
    const at = split.body.indexOf(`](/labs/${lab})`);
    if (at < 0) return `${file} does not link to /labs/${lab}`;
    const blocks = scanBody(split.body.slice(0, at)).codeBlocks.filter((b) => b.lang === 'mermaid');
    const last = blocks[blocks.length - 1];
    return last ? mermaidNodeIds(last.text) : `${file} has no mermaid diagram before its /labs/${lab} link`;
  }

  for (const [page, labs] of Object.entries(diagramMap)) {
    for (const [lab, map] of Object.entries(labs) as [LabId, Record<string, string[]>][]) {
      it(`${page} / ${lab}: lab nodes exist in the flowchart`, () => {
        const ids = new Set<string>(getLab(lab)?.flowchart.nodes.map((n) => n.id));
        expect(Object.keys(map).filter((id) => !ids.has(id))).toEqual([]);
      });

      it.each([`${page}.md`, `${page}.en.md`])(
        `${page} / ${lab}: page nodes exist in the diagram of that knowledge point (%s)`,
        (name) => {
          const ids = diagramBefore(join(TOPICS, name), lab);
          expect(typeof ids).not.toBe('string');
          const known = new Set(ids);
          const unknown = Object.values(map)
            .flat()
            .filter((id) => !known.has(id));
          expect(unknown).toEqual([]);
        },
      );
    }
  }
});
