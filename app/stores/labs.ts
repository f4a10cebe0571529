// The learner's lab inputs, one per lab, persisted across reloads and releases (versioned + migrated).
// Only inputs are stored; outcomes are always recomputed from them.
import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import type { LabSlug } from '../../src/labs/registry';
import type { LabStates } from '../../src/labs/run';

export const LABS_KEY = 'toollab:labs';
export const LABS_VERSION = 2;

export interface SavedLab<S extends LabSlug> {
  state: LabStates[S];
  /** The scenario the input started from; `edited` once the learner changed it. */
  scenarioId: string | null;
  edited: boolean;
}

type Saved = { [S in LabSlug]?: SavedLab<S> };
type Shared = { [S in LabSlug]?: LabStates[S] };
type History = { [S in LabSlug]?: LabStates[S][] };

interface LabsStore {
  saved: Saved;
  /** A state opened from a share link: shown instead of the saved work until kept or dismissed. */
  shared: Shared;
  /** States replaced by buttons (scenario, break it, reset), newest last, for the Undo button. */
  history: History;
  setState<S extends LabSlug>(
    slug: S,
    state: LabStates[S],
    how: { scenarioId?: string | null; edited: boolean; record?: boolean },
  ): void;
  undo(slug: LabSlug): void;
  openShared<S extends LabSlug>(slug: S, state: LabStates[S]): void;
  keepShared(slug: LabSlug): void;
  dismissShared(slug: LabSlug): void;
}

const HISTORY_LIMIT = 30;

export const useLabs = create<LabsStore>()(
  persist(
    (set, get) => ({
      saved: {},
      shared: {},
      history: {},
      setState(slug, state, how) {
        const { saved, shared, history } = get();
        const viewingShared = shared[slug] !== undefined;
        const previous = viewingShared ? shared[slug] : saved[slug]?.state;
        const past = [...(history[slug] ?? [])];
        if (how.record && previous !== undefined) past.push(previous as never);
        const nextHistory = { ...history, [slug]: past.slice(-HISTORY_LIMIT) };
        if (viewingShared) {
          set({ shared: { ...shared, [slug]: state }, history: nextHistory });
          return;
        }
        const before = saved[slug];
        set({
          saved: {
            ...saved,
            [slug]: {
              state,
              scenarioId: how.scenarioId !== undefined ? how.scenarioId : (before?.scenarioId ?? null),
              edited: how.edited,
            },
          },
          history: nextHistory,
        });
      },
      undo(slug) {
        const past = [...(get().history[slug] ?? [])];
        const prev = past.pop();
        if (prev === undefined) return;
        set({ history: { ...get().history, [slug]: past } });
        const { shared, saved } = get();
        if (shared[slug] !== undefined) set({ shared: { ...shared, [slug]: prev } });
        else set({ saved: { ...saved, [slug]: { ...saved[slug]!, state: prev, edited: true } } });
      },
      openShared(slug, state) {
        set({ shared: { ...get().shared, [slug]: state } });
      },
      keepShared(slug) {
        const s = get().shared[slug];
        if (s === undefined) return;
        const shared = { ...get().shared };
        delete shared[slug];
        set({ saved: { ...get().saved, [slug]: { state: s, scenarioId: null, edited: true } }, shared });
      },
      dismissShared(slug) {
        const shared = { ...get().shared };
        delete shared[slug];
        set({ shared });
      },
    }),
    {
      name: LABS_KEY,
      version: LABS_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ saved: s.saved }),
      migrate: (persisted, version) => ({ saved: migrateLabs(persisted, version) }),
      merge: (persisted, current) => ({ ...current, saved: migrateLabs(persisted, LABS_VERSION) }),
    },
  ),
);

// A function declaration (hoisted): the store hydrates while this module is still evaluating.
function isStr(x: unknown): x is string {
  return typeof x === 'string';
}

/**
 * Reads any stored shape into today's. v1 (first release) stored the bare state per lab
 * (`{ admission: {args, allowedCities}, … }`); v2 wraps it with its scenario. Unreadable labs are
 * dropped one by one, never the whole store.
 */
export function migrateLabs(persisted: unknown, version: number): Saved {
  const root = (persisted && typeof persisted === 'object' ? persisted : {}) as Record<string, unknown>;
  const labs = (version >= 2 ? root.saved : root) as Record<string, unknown> | undefined;
  const out: Saved = {};
  if (!labs || typeof labs !== 'object') return out;
  for (const slug of ['admission', 'classifier', 'planner'] as const) {
    const entry = labs[slug] as Record<string, unknown> | undefined;
    if (!entry || typeof entry !== 'object') continue;
    const state = (version >= 2 ? entry.state : entry) as Record<string, unknown> | undefined;
    const scenarioId = version >= 2 && isStr(entry.scenarioId) ? entry.scenarioId : null;
    const edited = version >= 2 ? entry.edited === true : true;
    if (!state || typeof state !== 'object') continue;
    if (
      slug === 'admission' &&
      isStr(state.args) &&
      Array.isArray(state.allowedCities) &&
      state.allowedCities.every(isStr)
    )
      out.admission = { state: { args: state.args, allowedCities: state.allowedCities }, scenarioId, edited };
    if (
      slug === 'classifier' &&
      (state.response === null || isStr(state.response)) &&
      isStr(state.expectedId)
    )
      out.classifier = {
        state: { response: state.response, expectedId: state.expectedId },
        scenarioId,
        edited,
      };
    if (slug === 'planner' && isStr(state.input))
      out.planner = { state: { input: state.input }, scenarioId, edited };
  }
  return out;
}
