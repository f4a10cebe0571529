/**
 * `defineLab`: turns what a lab folder declares into its {@link LabModule}, deriving what must not be
 * typed twice (the outcome list comes from the flowcharts' terminal nodes) and refusing, at load time,
 * a module whose parts do not fit together (a focus entry for a node that does not exist, a practice
 * field that is not one of its texts, a breaker id used twice).
 */
import type { LabModule } from './contract.ts';
import { terminalIds } from './flowchart.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type LabDefinition<S> = Omit<LabModule<S>, 'outcomes'>;

export function defineLab<S>(def: LabDefinition<S>): LabModule<S> {
  const where = `lab "${def.slug}"`;
  if (!SLUG.test(def.slug)) throw new Error(`${where}: the slug must be kebab-case`);
  const nodes = new Set(def.flowcharts.flatMap((fc) => fc.nodes.map((n) => n.id)));
  const charts = def.flowcharts.map((fc) => fc.id);
  if (new Set(charts).size !== charts.length) throw new Error(`${where}: two flowcharts share an id`);
  const outcomes = [...new Set(def.flowcharts.flatMap(terminalIds))].filter((id) => id !== 'error');
  for (const node of Object.keys(def.focus))
    if (!nodes.has(node)) throw new Error(`${where}: focus names an unknown node "${node}"`);
  for (const h of def.happy)
    if (!outcomes.includes(h)) throw new Error(`${where}: happy outcome "${h}" is not a terminal node`);
  const keys = def.fields.map((f) => f.key);
  if (!keys.includes(def.practice.field))
    throw new Error(`${where}: the practice field "${def.practice.field}" is not one of its texts`);
  const ids = def.breakers.map((b) => b.id);
  if (new Set(ids).size !== ids.length) throw new Error(`${where}: two breakers share an id`);
  if (!Number.isInteger(def.state.version) || def.state.version < 1)
    throw new Error(`${where}: the state version must be an integer >= 1`);
  return { ...def, outcomes };
}
