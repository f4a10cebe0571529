/**
 * Lab "planner": token budget of layered Skill loading. Same answers as the wiki's Python
 * `skill_load_plan` when called as
 *
 *     skill_load_plan(d['catalog'], d['bodies'], set(d['active']),
 *                     {k: tuple(v) for k, v in d['resources'].items()}, set(d['requested']), d['budget'])
 *
 * with `d = json.loads(text)`. Teaching errors (the reference's ValueError) come back as
 * `{ ok: false, error: <exact message> }`; inputs on which that call would crash (missing field, a value
 * `set()`/`tuple()` cannot iterate, unhashable set item, a resource that does not unpack into two, an
 * unhashable owner) come back as `ok: false` with a message naming the field. Both traces end at node
 * `error`, whose detail is the Python exception (`Type: message`) the call raises first, in Python's
 * evaluation order: the call's conversions, then the budget, then the cost list, and so on. Like Python,
 * `set()` reads a string as its characters and an object as its keys (the trace says so).
 * scripts/fidelity/differential.test.ts runs the page's own code block beside this port.
 *
 * Deterministic choices where Python is not: the set of requested resources is visited in code point
 * order of its names, so when one owner is unhashable (crash) and another is not active (teaching error)
 * the first name in that order decides. Extra input fields are ignored (the call above never reads them).
 */
import { pyRepr, pyTypeName, sortedPy, type JsonObject, type JsonValue } from '../../json/index.ts';
import type { Outcome, TraceStep } from '../types.ts';
import { PLANNER_ERRORS } from './flowchart.ts';

export interface PlanResult {
  accepted: boolean;
  /** exact total; a `number` when it is a safe integer, otherwise a `bigint` */
  tokens: number | bigint;
  /** active skills in Python `sorted` (code point) order */
  bodies: string[];
  /** requested resources in Python `sorted` (code point) order */
  resources: string[];
}

const FIELDS = ['catalog', 'bodies', 'active', 'resources', 'requested', 'budget'] as const;

/** Input that cannot even be handed to the reference (or makes it crash). */
class Crash {
  constructor(
    readonly message: string,
    readonly pyError: string,
  ) {}
}

/** A Python set built from a JSON array of hashable items. Non-string items are kept aside. */
interface PySet {
  strings: Set<string>;
  others: JsonValue[];
}

function describe(v: JsonValue): string {
  return `${pyRepr(v, 40)} (${pyTypeName(v)})`;
}

function article(v: JsonValue): string {
  switch (v.kind) {
    case 'array':
      return 'an array';
    case 'object':
      return 'an object';
    case 'string':
      return 'a string';
    case 'null':
      return 'null';
    case 'bool':
      return 'a boolean';
    default:
      return 'a number';
  }
}

/**
 * `set(v)`: Python iterates whatever it is given, so an array gives its items, a string its characters
 * and an object its keys; anything else does not iterate. `note` collects a word for the trace when the
 * value is not an array (the call accepts it, but the learner probably did not mean it).
 */
function toSet(field: 'active' | 'requested', v: JsonValue, note: string[]): PySet {
  const set: PySet = { strings: new Set(), others: [] };
  if (v.kind === 'string' || v.kind === 'object') {
    const names = v.kind === 'string' ? Array.from(v.value) : [...v.entries.keys()];
    for (const name of names) set.strings.add(name);
    note.push(`"${field}" is ${article(v)}: set() takes its ${v.kind === 'string' ? 'characters' : 'keys'}`);
    return set;
  }
  if (v.kind !== 'array') {
    throw new Crash(
      `Field "${field}" must be an array of names (read as a set), but it is ${article(v)}.`,
      `TypeError: '${pyTypeName(v)}' object is not iterable`,
    );
  }
  v.items.forEach((item, i) => {
    if (item.kind === 'array' || item.kind === 'object') {
      const t = pyTypeName(item);
      throw new Crash(
        `"${field}[${i}]" is ${article(item)}; set items must be names (Python: unhashable type '${t}').`,
        `TypeError: unhashable type: '${t}'`,
      );
    }
    if (item.kind === 'string') set.strings.add(item.value);
    else set.others.push(item);
  });
  return set;
}

/** What `d[name]` raises when the input is not an object: Python words it per type. */
function notSubscriptable(input: JsonValue | null | undefined): string {
  if (input != null && input.kind === 'string')
    return "TypeError: string indices must be integers, not 'str'";
  if (input != null && input.kind === 'array')
    return 'TypeError: list indices must be integers or slices, not str';
  return `TypeError: '${pyTypeName(input)}' object is not subscriptable`;
}

/** `tuple(v)` for a resource value: arrays give their items, strings their characters, objects their keys. */
function toTuple(name: string, v: JsonValue): JsonValue[] {
  switch (v.kind) {
    case 'array':
      return v.items;
    case 'string':
      return Array.from(v.value, (ch) => ({ kind: 'string', value: ch, start: v.start, end: v.end }));
    case 'object':
      return [...v.entries.values()].map((m) => ({ kind: 'string', value: m.key, ...m.keySpan }));
    default:
      throw new Crash(
        `resources[${JSON.stringify(name)}] is ${article(v)}; each resource must be a pair [owner, cost].`,
        `TypeError: '${pyTypeName(v)}' object is not iterable`,
      );
  }
}

function containerName(field: string, v: JsonValue): Crash {
  return new Crash(
    `Field "${field}" must be an object mapping names to costs, but it is ${article(v)}.`,
    `AttributeError: '${pyTypeName(v)}' object has no attribute 'values'`,
  );
}

function firstMissing(set: PySet, has: (name: string) => boolean): string | undefined {
  if (set.others.length > 0) return describe(set.others[0] as JsonValue);
  const missing = sortedPy([...set.strings].filter((s) => !has(s)));
  return missing.length > 0 ? JSON.stringify(missing[0]) : undefined;
}

export function skillLoadPlan(input: JsonValue): Outcome<PlanResult> {
  const trace: TraceStep[] = [];
  const check = (node: string, pass: boolean, detail?: string) => {
    trace.push(detail === undefined ? { node, pass } : { node, pass, detail });
    return pass;
  };
  const teaching = (message: string): Outcome<PlanResult> => {
    trace.push({ node: 'error', pass: false, detail: `ValueError: ${message}` });
    return { ok: false, error: message, trace };
  };
  const crash = (node: string, c: Crash): Outcome<PlanResult> => {
    check(node, false, c.message);
    trace.push({ node: 'error', pass: false, detail: `${c.pyError} (the reference would crash here)` });
    return { ok: false, error: c.message, trace };
  };

  try {
    // (0) hand the input to the reference: fields in argument order, set() and tuple() conversions
    let catalog: JsonValue, bodies: JsonValue, budget: JsonValue;
    let active: PySet, requested: PySet;
    const resources = new Map<string, JsonValue[]>();
    const notes: string[] = [];
    try {
      if (input == null || input.kind !== 'object') {
        throw new Crash(
          `The input must be an object with fields ${FIELDS.join(', ')}, but it is ${input == null ? 'missing' : article(input)}.`,
          notSubscriptable(input),
        );
      }
      const field = (name: (typeof FIELDS)[number]): JsonValue => {
        const m = (input as JsonObject).entries.get(name);
        if (m === undefined)
          throw new Crash(`Field "${name}" is missing from the input object.`, `KeyError: '${name}'`);
        return m.value;
      };
      catalog = field('catalog');
      bodies = field('bodies');
      active = toSet('active', field('active'), notes);
      const res = field('resources');
      if (res.kind !== 'object') {
        throw new Crash(
          `Field "resources" must be an object mapping resource names to [owner, cost], but it is ${article(res)}.`,
          `AttributeError: '${pyTypeName(res)}' object has no attribute 'items'`,
        );
      }
      for (const [name, m] of res.entries) resources.set(name, toTuple(name, m.value));
      requested = toSet('requested', field('requested'), notes);
      budget = field('budget');
    } catch (e) {
      if (e instanceof Crash) return crash('input_shape', e);
      throw e;
    }
    check('input_shape', true, notes.length > 0 ? notes.join('; ') : undefined);

    // (1) budget
    if (!check('budget_valid', budget.kind === 'int' && budget.value >= 0n, `budget = ${describe(budget)}`)) {
      return teaching(PLANNER_ERRORS.budget);
    }
    const budgetValue = (budget as { value: bigint }).value;

    // (2) the whole cost list is built before any cost is looked at: first every way building it can
    // crash, then the costs in list order (catalog values, bodies values, resource costs)
    try {
      if (catalog.kind !== 'object') throw containerName('catalog', catalog);
      if (bodies.kind !== 'object') throw containerName('bodies', bodies);
      for (const [name, tuple] of resources) {
        if (tuple.length !== 2) {
          throw new Crash(
            `resources[${JSON.stringify(name)}] has ${tuple.length} item${tuple.length === 1 ? '' : 's'}; it must unpack into exactly two: [owner, cost].`,
            tuple.length < 2
              ? `ValueError: not enough values to unpack (expected 2, got ${tuple.length})`
              : 'ValueError: too many values to unpack (expected 2)',
          );
        }
      }
    } catch (e) {
      if (e instanceof Crash) return crash('costs_collected', e);
      throw e;
    }
    const catalogMap = (catalog as JsonObject).entries;
    const bodiesMap = (bodies as JsonObject).entries;
    check('costs_collected', true, `${catalogMap.size + bodiesMap.size + resources.size} costs`);

    const isBadCost = (v: JsonValue) => v.kind !== 'int' || v.value < 0n;
    let bad: string | undefined;
    for (const [label, map] of [
      ['catalog', catalogMap],
      ['bodies', bodiesMap],
    ] as const) {
      for (const [k, m] of map) {
        if (bad === undefined && isBadCost(m.value))
          bad = `${label}[${JSON.stringify(k)}] = ${describe(m.value)}`;
      }
    }
    for (const [name, tuple] of resources) {
      const c = tuple[1] as JsonValue;
      if (bad === undefined && isBadCost(c)) bad = `resources[${JSON.stringify(name)}][1] = ${describe(c)}`;
    }
    if (!check('costs_valid', bad === undefined, bad)) {
      return teaching(PLANNER_ERRORS.cost);
    }

    // (3) active ⊆ catalog keys, then active ⊆ bodies keys
    const notInCatalog = firstMissing(active, (s) => catalogMap.has(s));
    if (
      !check(
        'active_in_catalog',
        notInCatalog === undefined,
        notInCatalog && `${notInCatalog} is not in catalog`,
      )
    ) {
      return teaching(PLANNER_ERRORS.active);
    }
    const notInBodies = firstMissing(active, (s) => bodiesMap.has(s));
    if (
      !check('active_in_bodies', notInBodies === undefined, notInBodies && `${notInBodies} is not in bodies`)
    ) {
      return teaching(PLANNER_ERRORS.active);
    }

    // (4) requested ⊆ resources keys
    const unknown = firstMissing(requested, (s) => resources.has(s));
    if (!check('requested_exist', unknown === undefined, unknown && `${unknown} is not in resources`)) {
      return teaching(PLANNER_ERRORS.requested);
    }

    // (5) owners of the requested resources are active (visited in code point order, see above)
    const requestedNames = sortedPy(requested.strings);
    for (const r of requestedNames) {
      const owner = (resources.get(r) as JsonValue[])[0] as JsonValue;
      if (owner.kind === 'array' || owner.kind === 'object') {
        const t = pyTypeName(owner);
        return crash(
          'owners_active',
          new Crash(
            `The owner of resources[${JSON.stringify(r)}] is ${article(owner)}; an owner must be a skill name (Python: unhashable type '${t}').`,
            `TypeError: unhashable type: '${t}'`,
          ),
        );
      }
      if (owner.kind !== 'string' || !active.strings.has(owner.value)) {
        check(
          'owners_active',
          false,
          `resources[${JSON.stringify(r)}] belongs to ${describe(owner)}, which is not active`,
        );
        return teaching(PLANNER_ERRORS.owner);
      }
    }
    check('owners_active', true);

    // (6) three-layer total
    let total = 0n;
    for (const m of catalogMap.values()) total += (m.value as { value: bigint }).value;
    for (const s of active.strings)
      total += ((bodiesMap.get(s) as { value: JsonValue }).value as { value: bigint }).value;
    for (const r of requestedNames)
      total += ((resources.get(r) as JsonValue[])[1] as { value: bigint }).value;
    const accepted = total <= budgetValue;
    check('within_budget', accepted, `tokens ${total} ${accepted ? '<=' : '>'} budget ${budgetValue}`);
    trace.push({ node: accepted ? 'accepted' : 'rejected', pass: accepted });
    const tokens =
      total >= BigInt(Number.MIN_SAFE_INTEGER) && total <= BigInt(Number.MAX_SAFE_INTEGER)
        ? Number(total)
        : total;
    return {
      ok: true,
      value: {
        accepted,
        tokens,
        bodies: sortedPy(active.strings),
        resources: requestedNames,
      },
      trace,
    };
  } catch (e) {
    trace.push({ node: 'error', pass: false, detail: 'internal error' });
    return { ok: false, error: `internal error: ${e instanceof Error ? e.message : String(e)}`, trace };
  }
}
