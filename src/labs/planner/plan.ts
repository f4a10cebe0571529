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
import { msg, t, type Bilingual, type Message } from '../../i18n/index.ts';
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
  /** English, for tests and the command line. */
  readonly message: string;
  constructor(
    readonly text: Message,
    readonly pyError: string,
  ) {
    this.message = t('en', text);
  }
}

/** A Python set built from a JSON array of hashable items. Non-string items are kept aside. */
interface PySet {
  strings: Set<string>;
  others: JsonValue[];
}

function describe(v: JsonValue): string {
  return `${pyRepr(v, 40)} (${pyTypeName(v)})`;
}

const ARTICLES: Record<JsonValue['kind'] | 'number', Bilingual> = {
  array: { en: 'an array', zh: '数组' },
  object: { en: 'an object', zh: '对象' },
  string: { en: 'a string', zh: '字符串' },
  null: { en: 'null', zh: 'null' },
  bool: { en: 'a boolean', zh: '布尔值' },
  int: { en: 'a number', zh: '数字' },
  float: { en: 'a number', zh: '数字' },
  number: { en: 'a number', zh: '数字' },
};

/** What kind of value `v` is, as a sentence names it ("an array", "数组"). */
const article = (v: JsonValue): Bilingual => ARTICLES[v.kind];

/**
 * `set(v)`: Python iterates whatever it is given, so an array gives its items, a string its characters
 * and an object its keys; anything else does not iterate. `note` collects a word for the trace when the
 * value is not an array (the call accepts it, but the learner probably did not mean it).
 */
function toSet(field: 'active' | 'requested', v: JsonValue, note: Message[]): PySet {
  const set: PySet = { strings: new Set(), others: [] };
  if (v.kind === 'string' || v.kind === 'object') {
    const names = v.kind === 'string' ? Array.from(v.value) : [...v.entries.keys()];
    for (const name of names) set.strings.add(name);
    const kind = article(v);
    note.push(msg(v.kind === 'string' ? 'planner.setChars' : 'planner.setKeys', { field, kind }));
    return set;
  }
  if (v.kind !== 'array') {
    throw new Crash(
      msg('planner.setNotArray', { field, kind: article(v) }),
      `TypeError: '${pyTypeName(v)}' object is not iterable`,
    );
  }
  v.items.forEach((item, i) => {
    if (item.kind === 'array' || item.kind === 'object') {
      const type = pyTypeName(item);
      throw new Crash(
        msg('planner.setItem', { at: `${field}[${i}]`, kind: article(item), type }),
        `TypeError: unhashable type: '${type}'`,
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
        msg('planner.notPair', { at: `resources[${JSON.stringify(name)}]`, kind: article(v) }),
        `TypeError: '${pyTypeName(v)}' object is not iterable`,
      );
  }
}

function containerName(field: string, v: JsonValue): Crash {
  return new Crash(
    msg('planner.notCostMap', { field, kind: article(v) }),
    `AttributeError: '${pyTypeName(v)}' object has no attribute 'values'`,
  );
}

/** `name = <repr> (<type>)` of a value the trace shows. */
function shown(name: string, v: JsonValue): Message {
  return msg('lab.valueTyped', { name, value: pyRepr(v, 40), type: pyTypeName(v) });
}

/** `"x" is not in <field>`, when a name is missing. */
const notIn = (name: string | undefined, field: string) =>
  name === undefined ? undefined : msg('planner.notIn', { name, field });

function firstMissing(set: PySet, has: (name: string) => boolean): string | undefined {
  if (set.others.length > 0) return describe(set.others[0] as JsonValue);
  const missing = sortedPy([...set.strings].filter((s) => !has(s)));
  return missing.length > 0 ? JSON.stringify(missing[0]) : undefined;
}

export function skillLoadPlan(input: JsonValue): Outcome<PlanResult> {
  const trace: TraceStep[] = [];
  const check = (node: string, pass: boolean, text?: Message) => {
    trace.push(text === undefined ? { node, pass } : { node, pass, detail: t('en', text), text });
    return pass;
  };
  // A teaching error is the page's own `raise`: its words are the error (and key its outcome text).
  const teaching = (message: string): Outcome<PlanResult> => {
    check('error', false, msg('planner.raises', { exception: `ValueError: ${message}` }));
    return { ok: false, error: message, trace };
  };
  const crash = (node: string, c: Crash): Outcome<PlanResult> => {
    check(node, false, c.text);
    check('error', false, msg('planner.wouldCrash', { exception: c.pyError }));
    return { ok: false, error: c.message, errorText: c.text, trace };
  };

  try {
    // (0) hand the input to the reference: fields in argument order, set() and tuple() conversions
    let catalog: JsonValue, bodies: JsonValue, budget: JsonValue;
    let active: PySet, requested: PySet;
    const resources = new Map<string, JsonValue[]>();
    const notes: Message[] = [];
    try {
      if (input == null || input.kind !== 'object') {
        const kind = input == null ? { en: 'missing', zh: '缺失' } : article(input);
        throw new Crash(
          msg('planner.notObject', { fields: FIELDS.join(', '), kind }),
          notSubscriptable(input),
        );
      }
      const field = (name: (typeof FIELDS)[number]): JsonValue => {
        const m = (input as JsonObject).entries.get(name);
        if (m === undefined)
          throw new Crash(msg('planner.missingField', { field: name }), `KeyError: '${name}'`);
        return m.value;
      };
      catalog = field('catalog');
      bodies = field('bodies');
      active = toSet('active', field('active'), notes);
      const res = field('resources');
      if (res.kind !== 'object') {
        throw new Crash(
          msg('planner.resourcesNotMap', { kind: article(res) }),
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
    const [first, second] = notes;
    check('input_shape', true, first && second ? msg('lab.two', { a: first, b: second }) : first);

    // (1) budget
    if (!check('budget_valid', budget.kind === 'int' && budget.value >= 0n, shown('budget', budget))) {
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
          const at = `resources[${JSON.stringify(name)}]`;
          throw new Crash(
            tuple.length === 1
              ? msg('planner.unpackOne', { at })
              : msg('planner.unpackMany', { at, n: tuple.length }),
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
    check(
      'costs_collected',
      true,
      msg('planner.costs', { n: catalogMap.size + bodiesMap.size + resources.size }),
    );

    const isBadCost = (v: JsonValue) => v.kind !== 'int' || v.value < 0n;
    let bad: Message | undefined;
    for (const [label, map] of [
      ['catalog', catalogMap],
      ['bodies', bodiesMap],
    ] as const) {
      for (const [k, m] of map) {
        if (bad === undefined && isBadCost(m.value)) bad = shown(`${label}[${JSON.stringify(k)}]`, m.value);
      }
    }
    for (const [name, tuple] of resources) {
      const c = tuple[1] as JsonValue;
      if (bad === undefined && isBadCost(c)) bad = shown(`resources[${JSON.stringify(name)}][1]`, c);
    }
    if (!check('costs_valid', bad === undefined, bad)) {
      return teaching(PLANNER_ERRORS.cost);
    }

    // (3) active ⊆ catalog keys, then active ⊆ bodies keys
    const notInCatalog = firstMissing(active, (s) => catalogMap.has(s));
    if (!check('active_in_catalog', notInCatalog === undefined, notIn(notInCatalog, 'catalog'))) {
      return teaching(PLANNER_ERRORS.active);
    }
    const notInBodies = firstMissing(active, (s) => bodiesMap.has(s));
    if (!check('active_in_bodies', notInBodies === undefined, notIn(notInBodies, 'bodies'))) {
      return teaching(PLANNER_ERRORS.active);
    }

    // (4) requested ⊆ resources keys
    const unknown = firstMissing(requested, (s) => resources.has(s));
    const unknownText = notIn(unknown, 'resources');
    if (!check('requested_exist', unknown === undefined, unknownText)) {
      return teaching(PLANNER_ERRORS.requested);
    }

    // (5) owners of the requested resources are active (visited in code point order, see above)
    const requestedNames = sortedPy(requested.strings);
    for (const r of requestedNames) {
      const owner = (resources.get(r) as JsonValue[])[0] as JsonValue;
      if (owner.kind === 'array' || owner.kind === 'object') {
        const type = pyTypeName(owner);
        return crash(
          'owners_active',
          new Crash(
            msg('planner.ownerKind', { at: `resources[${JSON.stringify(r)}]`, kind: article(owner), type }),
            `TypeError: unhashable type: '${type}'`,
          ),
        );
      }
      if (owner.kind !== 'string' || !active.strings.has(owner.value)) {
        const at = `resources[${JSON.stringify(r)}]`;
        check('owners_active', false, msg('planner.ownerInactive', { at, owner: describe(owner) }));
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
    const sums = { tokens: total, budget: budgetValue };
    check('within_budget', accepted, msg(accepted ? 'planner.within' : 'planner.over', sums));
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
    const detail = e instanceof Error ? e.message : String(e);
    check('error', false, msg('lab.internal'));
    return {
      ok: false,
      error: `internal error: ${detail}`,
      errorText: msg('lab.internalError', { detail }),
      trace,
    };
  }
}
