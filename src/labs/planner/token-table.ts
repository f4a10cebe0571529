/** The planner's three-layer token table, and loading everything up front for the same catalog. */
import type { JsonValue } from '../../json/index.ts';

export interface TokenTable {
  metadata: bigint;
  bodies: bigint;
  resources: bigint;
  total: bigint;
  budget: bigint | null;
  /** Loading every body and every resource up front, for the same catalog. */
  full: bigint;
}

const big = (v: JsonValue | undefined): bigint | null => (v && v.kind === 'int' ? v.value : null);

/** The planner's three layers; null when the input is not a readable plan (the outcome panel says why). */
export function plannerTable(input: JsonValue): TokenTable | null {
  if (input.kind !== 'object') return null;
  const get = (k: string) => input.entries.get(k)?.value;
  const catalog = get('catalog');
  const bodies = get('bodies');
  const resources = get('resources');
  const active = get('active');
  const requested = get('requested');
  if (catalog?.kind !== 'object' || bodies?.kind !== 'object' || resources?.kind !== 'object') return null;
  if (active?.kind !== 'array' || requested?.kind !== 'array') return null;
  const sumValues = (o: JsonValue & { kind: 'object' }, pick?: (v: JsonValue) => JsonValue | undefined) => {
    let s = 0n;
    for (const p of o.entries.values()) {
      const n = big(pick ? pick(p.value) : p.value);
      if (n === null) return null;
      s += n;
    }
    return s;
  };
  const second = (v: JsonValue) => (v.kind === 'array' ? v.items[1] : undefined);
  const names = (a: JsonValue & { kind: 'array' }) =>
    new Set(
      a.items.map((i) => (i.kind === 'string' ? i.value : null)).filter((x): x is string => x !== null),
    );
  const metadata = sumValues(catalog);
  const allBodies = sumValues(bodies);
  const allResources = sumValues(resources, second);
  if (metadata === null || allBodies === null || allResources === null) return null;
  let bodySum = 0n;
  for (const s of names(active)) {
    const n = big(bodies.entries.get(s)?.value);
    if (n === null) return null;
    bodySum += n;
  }
  let resSum = 0n;
  for (const r of names(requested)) {
    const entry = resources.entries.get(r)?.value;
    const n = entry ? big(second(entry)) : null;
    if (n === null) return null;
    resSum += n;
  }
  return {
    metadata,
    bodies: bodySum,
    resources: resSum,
    total: metadata + bodySum + resSum,
    budget: big(get('budget')),
    full: metadata + allBodies + allResources,
  };
}
