/**
 * The planner lab's input, computed from the files instead of typed: the catalog cost of each listed
 * skill is the token count of its catalog entry (its metadata text), the body cost is the body's, and
 * every other file of a listed skill is a resource owned by it, keyed by its path. The learner's picks
 * (active skills, requested resources, budget) are copied as they are, so the planner's own checks
 * (an active skill missing from the catalog, a resource of an inactive skill…) still decide.
 */
import type { Catalog } from './catalog.ts';
import type { TokenCounter } from './token-count.ts';
import type { SkillReport } from './validate.ts';

export interface PlannerPicks {
  active: readonly string[];
  requested: readonly string[];
  budget: number;
}

export interface PlannerInput {
  catalog: Record<string, number>;
  bodies: Record<string, number>;
  active: string[];
  resources: Record<string, [string, number]>;
  requested: string[];
  budget: number;
}

/**
 * Plain objects built from learner-chosen keys: `__proto__` must be an own key like any other, so
 * members are defined, never assigned.
 */
function put<V>(o: Record<string, V>, key: string, value: V): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

export function plannerInput(
  skills: readonly SkillReport[],
  catalog: Catalog,
  picks: PlannerPicks,
  counter: TokenCounter,
): PlannerInput {
  const input: PlannerInput = {
    catalog: {},
    bodies: {},
    active: [...picks.active],
    resources: {},
    requested: [...picks.requested],
    budget: picks.budget,
  };
  const byFolder = new Map(skills.map((s) => [s.folder, s]));
  for (const entry of catalog.entries) {
    const skill = byFolder.get(entry.folder);
    if (!skill || Object.hasOwn(input.catalog, entry.name)) continue;
    put(input.catalog, entry.name, entry.tokens.tokens);
    put(input.bodies, entry.name, skill.bodyTokens.tokens);
    for (const r of skill.resources) put(input.resources, r.path, [entry.name, counter.count(r.text).tokens]);
  }
  return input;
}

/** The planner's editor text: the same layout as its scenarios (two-space indent, fields in order). */
export function plannerInputText(input: PlannerInput): string {
  return JSON.stringify(input, null, 2);
}
