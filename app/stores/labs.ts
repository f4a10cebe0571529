// The learner's lab inputs: one entry per lab, loaded when the lab is (lab-persist.ts reads and writes
// each lab under a key of its own). Only inputs are kept; outcomes are always recomputed from them.
import { create } from 'zustand';

export interface LabEntry {
  state: unknown;
  /** The scenario the input started from; `edited` once the learner changed it. */
  scenarioId: string | null;
  edited: boolean;
}

/** A state opened from a share link, shown instead of the saved work until kept or dismissed. */
export interface SharedView {
  state: unknown;
  /** The `#state=` text it came from (a reload of the same link restores edits made to it). */
  fragment: string;
  edited: boolean;
}

interface LabsStore {
  saved: Record<string, LabEntry>;
  shared: Record<string, SharedView>;
  /** A second link that arrived while the learner had edited the first: waiting for their choice. */
  pendingLink: Record<string, SharedView>;
  /** States replaced by buttons (scenario, break it, reset, another tab), newest last, for Undo. */
  history: Record<string, unknown[]>;
  /** Another tab changed a lab this tab has open (for a notice): when, and what this tab had before. */
  changedElsewhere: Record<string, ChangedElsewhere>;
  setState(
    slug: string,
    state: unknown,
    /** `from` is what the learner saw, used for Undo when nothing was saved yet (first press). */
    how: { scenarioId?: string | null; edited: boolean; record?: boolean; from?: unknown },
  ): void;
  undo(slug: string): void;
  openShared(slug: string, view: SharedView): void;
  keepShared(slug: string): void;
  dismissShared(slug: string): void;
  /** The learner chose: open the link that was waiting (their edits of the first are dropped) or not. */
  resolvePendingLink(slug: string, open: boolean): void;
  /** Another tab saved this lab: follow it, keeping ours on the undo stack. */
  followOtherTab(slug: string, entry: LabEntry): void;
  /**
   * Back to what this tab had before another tab changed the lab (`fallback`: the lab's first scenario,
   * which is what a tab without saved work was showing); the other tab's version goes on the undo stack.
   */
  restoreMine(slug: string, fallback: LabEntry): void;
  /** The learner read the notice. */
  dismissChangedElsewhere(slug: string): void;
}

export interface ChangedElsewhere {
  at: number;
  /** This tab's saved work before the change; null when it had none and showed the first scenario. */
  mine: LabEntry | null;
}

const HISTORY_LIMIT = 30;

const without = <T>(rec: Record<string, T>, key: string): Record<string, T> => {
  const next = { ...rec };
  delete next[key];
  return next;
};

export const useLabs = create<LabsStore>()((set, get) => ({
  saved: {},
  shared: {},
  pendingLink: {},
  history: {},
  changedElsewhere: {},
  setState(slug, state, how) {
    const { saved, shared, history } = get();
    const view = Object.hasOwn(shared, slug) ? shared[slug] : undefined;
    const previous = view ? view.state : (saved[slug]?.state ?? how.from);
    const past = [...(history[slug] ?? [])];
    if (how.record && previous !== undefined) past.push(previous);
    const nextHistory = { ...history, [slug]: past.slice(-HISTORY_LIMIT) };
    if (view) {
      set({ shared: { ...shared, [slug]: { ...view, state, edited: true } }, history: nextHistory });
      return;
    }
    const before = saved[slug];
    const scenarioId = how.scenarioId !== undefined ? how.scenarioId : (before?.scenarioId ?? null);
    set({ saved: { ...saved, [slug]: { state, scenarioId, edited: how.edited } }, history: nextHistory });
  },
  undo(slug) {
    const past = [...(get().history[slug] ?? [])];
    const prev = past.pop();
    if (prev === undefined) return;
    const { shared, saved, history } = get();
    const view = Object.hasOwn(shared, slug) ? shared[slug] : undefined;
    if (view)
      set({ shared: { ...shared, [slug]: { ...view, state: prev } }, history: { ...history, [slug]: past } });
    else {
      const entry = saved[slug] ?? { scenarioId: null, edited: true, state: prev };
      set({
        saved: { ...saved, [slug]: { ...entry, state: prev, edited: true } },
        history: { ...history, [slug]: past },
      });
    }
  },
  openShared(slug, view) {
    const current = get().shared[slug];
    // A second link must not silently replace edits made to the first one: ask first.
    if (current?.edited && current.fragment !== view.fragment) {
      set({ pendingLink: { ...get().pendingLink, [slug]: view } });
      return;
    }
    set({ shared: { ...get().shared, [slug]: view }, pendingLink: without(get().pendingLink, slug) });
  },
  keepShared(slug) {
    const view = get().shared[slug];
    if (!view) return;
    set({
      saved: { ...get().saved, [slug]: { state: view.state, scenarioId: null, edited: true } },
      shared: without(get().shared, slug),
    });
  },
  dismissShared(slug) {
    set({ shared: without(get().shared, slug), pendingLink: without(get().pendingLink, slug) });
  },
  resolvePendingLink(slug, open) {
    const view = get().pendingLink[slug];
    const pendingLink = without(get().pendingLink, slug);
    if (open && view) set({ shared: { ...get().shared, [slug]: view }, pendingLink });
    else set({ pendingLink });
  },
  followOtherTab(slug, entry) {
    const { saved, history, changedElsewhere } = get();
    const mine = Object.hasOwn(saved, slug) ? saved[slug]! : null;
    const past = mine ? [...(history[slug] ?? []), mine.state].slice(-HISTORY_LIMIT) : (history[slug] ?? []);
    // Several changes in a row: "mine" stays what this tab had before the first of them.
    const before = Object.hasOwn(changedElsewhere, slug) ? changedElsewhere[slug]!.mine : mine;
    set({
      saved: { ...saved, [slug]: entry },
      history: { ...history, [slug]: past },
      changedElsewhere: { ...changedElsewhere, [slug]: { at: Date.now(), mine: before } },
    });
  },
  restoreMine(slug, fallback) {
    const { saved, history, changedElsewhere } = get();
    if (!Object.hasOwn(changedElsewhere, slug)) return;
    const theirs = saved[slug]?.state;
    const past =
      theirs === undefined ? (history[slug] ?? []) : [...(history[slug] ?? []), theirs].slice(-HISTORY_LIMIT);
    set({
      saved: { ...saved, [slug]: changedElsewhere[slug]!.mine ?? fallback },
      history: { ...history, [slug]: past },
      changedElsewhere: without(changedElsewhere, slug),
    });
  },
  dismissChangedElsewhere(slug) {
    set({ changedElsewhere: without(get().changedElsewhere, slug) });
  },
}));

/** The input a lab shows now: the shared link's, else the saved work, else the first scenario. */
export function currentEntry(
  slug: string,
  saved: LabEntry | undefined,
  shared: SharedView | undefined,
  firstScenario: { id: string; state: unknown },
): LabEntry & { viewingShared: boolean } {
  if (shared) return { state: shared.state, scenarioId: null, edited: true, viewingShared: true };
  if (saved) return { ...saved, viewingShared: false };
  return { state: firstScenario.state, scenarioId: firstScenario.id, edited: false, viewingShared: false };
}
