// Lab scenarios and outcome explanations: data from content/, typed here.
import admissionScenarios from '../../content/scenarios/admission.json';
import classifierScenarios from '../../content/scenarios/classifier.json';
import plannerScenarios from '../../content/scenarios/planner.json';
import admissionOutcomes from '../../content/outcomes/admission.json';
import classifierOutcomes from '../../content/outcomes/classifier.json';
import plannerOutcomes from '../../content/outcomes/planner.json';
import type { LabSlug } from '../../src/labs/registry';
import type { LabStates } from '../../src/labs/run';

export type Text = { zh: string; en: string };

export interface Scenario<S extends LabSlug = LabSlug> {
  id: string;
  title: Text;
  note?: Text;
  state: LabStates[S];
  expect: string;
  practice?: boolean;
}

export interface Walkthrough {
  id: string;
  title: Text;
  steps: string[];
}

export interface OutcomeText {
  title: Text;
  explain: Text;
  proves: Text;
  notProves: Text;
  next: Text;
  tone: 'ok' | 'block' | 'unknown';
}

interface ScenarioFile<S extends LabSlug> {
  lab: S;
  scenarios: Scenario<S>[];
  walkthroughs?: Walkthrough[];
}
interface OutcomeFile {
  lab: string;
  outcomes: Record<string, OutcomeText>;
  errors?: Record<string, OutcomeText>;
  crash?: OutcomeText;
}

export const SCENARIOS = {
  admission: admissionScenarios as unknown as ScenarioFile<'admission'>,
  classifier: classifierScenarios as unknown as ScenarioFile<'classifier'>,
  planner: plannerScenarios as unknown as ScenarioFile<'planner'>,
} as const;

export const OUTCOMES: Record<LabSlug, OutcomeFile> = {
  admission: admissionOutcomes as unknown as OutcomeFile,
  classifier: classifierOutcomes as unknown as OutcomeFile,
  planner: plannerOutcomes as unknown as OutcomeFile,
};

export function scenariosOf<S extends LabSlug>(slug: S): Scenario<S>[] {
  return (SCENARIOS[slug] as ScenarioFile<S>).scenarios;
}

export function walkthroughsOf(slug: LabSlug): Walkthrough[] {
  return SCENARIOS[slug].walkthroughs ?? [];
}

/** The explanation for a run: by outcome code, planner teaching error, or the crash text. */
export function outcomeText(slug: LabSlug, outcome: string, error?: string): OutcomeText | undefined {
  const file = OUTCOMES[slug];
  if (outcome === 'error' && error && file.errors?.[error]) return file.errors[error];
  if (outcome === 'error' && error && file.crash) return file.crash;
  return file.outcomes[outcome] ?? (outcome === 'error' ? file.crash : undefined);
}
