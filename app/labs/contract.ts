// The React half of a lab: `app/labs/<slug>/index.tsx` default-exports `defineLabUi({...})`. Everything
// is optional: a lab whose inputs are its text fields gets one editor per field from the workbench.
import { memo, type ComponentType } from 'react';
import type { LabHost } from './host';
import type { LabBundle } from './registry';
import type { AnyLab, LabRun } from '../../src/labs/index';

export interface LabInputsProps<S> {
  lab: AnyLab;
  /** The shell's services (language, links, editor, state): see app/labs/host.ts. */
  host: LabHost;
  state: S;
  run: LabRun;
  /**
   * A change of the input. `keepEdited`: a change the lab makes for the learner (e.g. filling in what a
   * mode needs), which leaves the scenario's "edited" mark as it was.
   */
  onEdit(next: S, how?: { keepEdited?: boolean }): void;
}

export interface LabExtrasProps<S> {
  lab: AnyLab;
  host: LabHost;
  state: S;
  run: LabRun;
}

export interface PracticeContextProps<S> {
  host: LabHost;
  /** The task's start state (fixed parts shown read-only). */
  start: S;
  /** The practice text as the learner has it (null: the lab's "nothing" value, e.g. a timeout). */
  text: string | null;
  onText(text: string | null): void;
  /** The text to restore when a "nothing" switch is turned off again. */
  typed: string;
}

export interface LabUi<S = unknown> {
  slug: string;
  /** The lab's inputs; without it, one editor per text field of the lab. */
  Inputs?: ComponentType<LabInputsProps<S>>;
  /** Panels under the workbench (beyond the reference function). */
  Extras?: ComponentType<LabExtrasProps<S>>;
  /** What a practice task shows beside its editor: the fixed parts of its start state. */
  PracticeContext?: ComponentType<PracticeContextProps<S>>;
}

/** Types a lab's UI against its own state; the registry holds them as `LabUi<unknown>`. */
export function defineLabUi<S>(ui: LabUi<S>): LabUi<unknown> {
  // The extras take the workbench's deferred state and run: memoised, they skip the render of a key's
  // own task and follow just after it.
  const Extras = ui.Extras && memo(ui.Extras);
  return { ...ui, ...(Extras && { Extras }) } as LabUi<unknown>;
}

/**
 * What the page holding a workbench adds to its toolbar (the lab's own page: presenter mode and the
 * exports). Handed in by the page, so the lab workbench never imports the classroom above it.
 */
export interface LabToolsProps {
  bundle: LabBundle;
  state: unknown;
  run: LabRun;
  /** The scenario as loaded, when the learner has not edited it. */
  scenario?: { title: string; note?: string };
}
