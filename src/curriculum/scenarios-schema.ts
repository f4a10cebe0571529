// Shapes of content/scenarios/<lab>.json, content/outcomes/<lab>.json and
// content/scenarios/topic-diagram-map.json. The schemas check shapes only; whether a scenario's `expect`
// is what its lab really returns, and whether ids refer to existing things, is checked in
// scenarios.test.ts against the lab code.
import Ajv, { type ValidateFunction } from 'ajv';
import { ADMISSION_OUTCOMES, CLASSIFIER_OUTCOMES, PLANNER_ERRORS } from '../labs/index.ts';
import type { AdmissionStart, Bilingual, ClassifierStart, LabId, PlannerStart } from './types.ts';
import { admissionStart, classifierStart, plannerStart } from './schemas.ts';

/** Outcome codes a scenario may expect, and that the outcomes file of the lab must explain. */
export const SCENARIO_OUTCOMES: Readonly<Record<LabId, readonly string[]>> = {
  admission: [...ADMISSION_OUTCOMES, 'error'],
  classifier: [...CLASSIFIER_OUTCOMES, 'error'],
  planner: ['accepted', 'rejected', 'error'],
};

/** The planner's teaching errors, each of which needs its own text under `errors`. */
export const PLANNER_ERROR_MESSAGES: readonly string[] = Object.values(PLANNER_ERRORS);

export type ScenarioState = AdmissionStart | ClassifierStart | PlannerStart;

export interface Scenario<S extends ScenarioState = ScenarioState> {
  id: string;
  title: Bilingual;
  /** one sentence: what the scenario shows */
  note: Bilingual;
  /** the lab state without `v` (the same shape as a share link and a practice task's `start`) */
  state: S;
  /** the outcome code the lab returns for `state` */
  expect: string;
  /** one of the page's practice counterexamples */
  practice?: true;
}

export interface Walkthrough {
  id: string;
  title: Bilingual;
  /** scenario ids, in order */
  steps: string[];
}

export interface ScenarioFile {
  lab: LabId;
  scenarios: Scenario[];
  walkthroughs: Walkthrough[];
}

export type OutcomeTone = 'ok' | 'block' | 'unknown';

export interface OutcomeText {
  title: Bilingual;
  explain: Bilingual;
  proves: Bilingual;
  notProves: Bilingual;
  next: Bilingual;
  tone: OutcomeTone;
}

export interface OutcomesFile {
  lab: LabId;
  outcomes: Record<string, OutcomeText>;
  /** planner only: one text per teaching error message */
  errors?: Record<string, OutcomeText>;
  /** planner only: inputs on which the reference would crash */
  crash?: OutcomeText;
}

/** page id → lab → lab flowchart node id → node ids of the page's diagram for that knowledge point */
export type DiagramMap = Record<string, Partial<Record<LabId, Record<string, string[]>>>>;

const KEBAB = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

const bilingual = {
  type: 'object',
  required: ['zh', 'en'],
  additionalProperties: false,
  properties: { zh: { type: 'string', minLength: 1 }, en: { type: 'string', minLength: 1 } },
} as const;

function scenarioFileSchema(lab: LabId, state: object) {
  return {
    type: 'object',
    required: ['lab', 'scenarios', 'walkthroughs'],
    additionalProperties: false,
    properties: {
      lab: { const: lab },
      scenarios: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['id', 'title', 'note', 'state', 'expect'],
          additionalProperties: false,
          properties: {
            id: { type: 'string', pattern: KEBAB },
            title: bilingual,
            note: bilingual,
            state,
            expect: { enum: [...SCENARIO_OUTCOMES[lab]] },
            practice: { const: true },
          },
        },
      },
      walkthroughs: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'title', 'steps'],
          additionalProperties: false,
          properties: {
            id: { type: 'string', pattern: KEBAB },
            title: bilingual,
            steps: { type: 'array', minItems: 2, items: { type: 'string', minLength: 1 } },
          },
        },
      },
    },
  };
}

const outcomeText = {
  type: 'object',
  required: ['title', 'explain', 'proves', 'notProves', 'next', 'tone'],
  additionalProperties: false,
  properties: {
    title: bilingual,
    explain: bilingual,
    proves: bilingual,
    notProves: bilingual,
    next: bilingual,
    tone: { enum: ['ok', 'block', 'unknown'] },
  },
} as const;

function outcomesFileSchema(lab: LabId) {
  const codes = SCENARIO_OUTCOMES[lab];
  const planner = lab === 'planner';
  return {
    type: 'object',
    required: planner ? ['lab', 'outcomes', 'errors', 'crash'] : ['lab', 'outcomes'],
    additionalProperties: false,
    properties: {
      lab: { const: lab },
      outcomes: {
        type: 'object',
        required: [...codes],
        additionalProperties: false,
        properties: Object.fromEntries(codes.map((c) => [c, outcomeText])),
      },
      ...(planner
        ? {
            errors: {
              type: 'object',
              required: [...PLANNER_ERROR_MESSAGES],
              additionalProperties: false,
              properties: Object.fromEntries(PLANNER_ERROR_MESSAGES.map((m) => [m, outcomeText])),
            },
            crash: outcomeText,
          }
        : {}),
    },
  };
}

const diagramMapSchema = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      (['admission', 'classifier', 'planner'] as const).map((lab) => [
        lab,
        {
          type: 'object',
          additionalProperties: {
            type: 'array',
            minItems: 1,
            uniqueItems: true,
            items: { type: 'string', minLength: 1 },
          },
        },
      ]),
    ),
  },
} as const;

const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, strictTypes: false });

export const validateScenarioFile: Readonly<Record<LabId, ValidateFunction<ScenarioFile>>> = {
  admission: ajv.compile<ScenarioFile>(scenarioFileSchema('admission', admissionStart)),
  classifier: ajv.compile<ScenarioFile>(scenarioFileSchema('classifier', classifierStart)),
  planner: ajv.compile<ScenarioFile>(scenarioFileSchema('planner', plannerStart)),
};

export const validateOutcomesFile: Readonly<Record<LabId, ValidateFunction<OutcomesFile>>> = {
  admission: ajv.compile<OutcomesFile>(outcomesFileSchema('admission')),
  classifier: ajv.compile<OutcomesFile>(outcomesFileSchema('classifier')),
  planner: ajv.compile<OutcomesFile>(outcomesFileSchema('planner')),
};

export const validateDiagramMap: ValidateFunction<DiagramMap> = ajv.compile<DiagramMap>(diagramMapSchema);
