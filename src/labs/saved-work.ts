// A lab's saved work as stored under `toollab:lab:<slug>`: `{ v, state, scenarioId, edited }`, where `v`
// is the version of the lab's state. One record of the record machine per lab: its steps are the lab's
// state upgrades applied to `state`, and its check is the lab's state schema, so an old saved input
// upgrades exactly as an old share link does.
import { defineRecord, readRecord, writeRecord, type RecordDef } from '../records/index.ts';
import type { AnyLab } from './contract.ts';
import { checkState, stateRecord } from './state.ts';
import { isRecord } from '../json/index.ts';

export interface SavedWork {
  state: unknown;
  /** The scenario the input started from; `edited` once the learner changed it. */
  scenarioId: string | null;
  edited: boolean;
}

const defs = new WeakMap<object, RecordDef<SavedWork>>();

export function savedWorkRecord(lab: AnyLab): RecordDef<SavedWork> {
  let def = defs.get(lab);
  if (!def) {
    const steps = stateRecord(lab).steps.map((step) => ({
      name: step.name,
      up: (old: Record<string, unknown>) => ({
        ...old,
        state: step.up(isRecord(old.state) ? old.state : {}),
      }),
    }));
    def = defineRecord<SavedWork>({
      key: `toollab:lab:${lab.slug}`,
      steps,
      clean: (d) => {
        // A state that is not an object is checked as an empty one (the schema decides).
        const checked = checkState(lab, isRecord(d.state) ? d.state : {});
        if (!checked.ok) return null;
        return {
          state: checked.state,
          scenarioId: typeof d.scenarioId === 'string' ? d.scenarioId : null,
          edited: d.edited === true,
        };
      },
    });
    defs.set(lab, def);
  }
  return def;
}

/** Reads stored saved work of any version up to the lab's current one; null when it cannot be read. */
export function readSavedWork(lab: AnyLab, stored: unknown): SavedWork | null {
  const r = readRecord(savedWorkRecord(lab), stored);
  return r.ok ? r.value : null;
}

/** The stored form of saved work (the current state version). */
export function writeSavedWork(lab: AnyLab, work: SavedWork): Record<string, unknown> {
  return writeRecord(savedWorkRecord(lab), work);
}

/** Edits made to an opened share link of a lab: the link's fragment and the edited state. */
export interface LinkDraft {
  fragment: string;
  /** As the lab's share link carries it: `{ v, …fields }` with `v` the lab's state version. */
  state: Record<string, unknown>;
}

/**
 * The stored edits of a share link (`toollab:lab:<slug>:link-draft`), so a reload of the same link
 * brings them back. Version 1 is the form earlier releases wrote without a version of its own; the
 * state inside keeps the lab's state version and is decoded (and upgraded) by the lab, as a link is.
 */
export const LINK_DRAFT_RECORD = defineRecord<LinkDraft>({
  key: 'toollab:lab:<slug>:link-draft',
  steps: [],
  unversioned: 1,
  clean: (d) =>
    typeof d.fragment === 'string' && isRecord(d.state) ? { fragment: d.fragment, state: d.state } : null,
});
