/**
 * Reading the host configuration of one action-chain input, in the order of the teaching function's
 * `read_config`: every broken part raises the same message the Python raises (as an {@link InputError}),
 * and what passes comes back as a typed view for the chain.
 */
import type { JsonArray, JsonObject, JsonValue } from '../../json/index.ts';
import { canon } from './canonical.ts';
import { checkSchema } from './schema-subset.ts';
import { msg } from '../../i18n/index.ts';
import { child, InputError, item, need, NUMBER_KINDS, place, SCALAR_KINDS, type Where } from './where.ts';

export type Effect = 'ALLOW' | 'DENY' | 'ASK';
export const ORDER_OPS = ['>', '>=', '<', '<='] as const;
const OPS: readonly string[] = ['==', '!=', ...ORDER_OPS];

export interface Call {
  id: string;
  name: string;
  arguments: JsonValue;
  idempotencyKey: string | null;
}
export interface Tool {
  name: string;
  inputSchema: JsonObject;
}
export interface Rule {
  tool: string;
  effect: Effect;
  role: string | null;
  when: { field: string; op: string; value: JsonValue } | null;
}
export interface Approval {
  name: string;
  arguments: JsonValue;
  by: string;
}
export interface LedgerEntry {
  key: string;
  name: string;
  result: JsonValue;
}
export interface HistoryEntry {
  name: string;
  arguments: JsonValue;
}
export interface HostConfig {
  call: Call;
  /** In registry order (a dict keyed by name in the Python). */
  registry: Tool[];
  identity: { user: string; roles: string[] } | null;
  policy: Rule[];
  approvals: Approval[];
  ledger: LedgerEntry[];
  history: HistoryEntry[];
  loopLimit: bigint;
}

export const ROOT = place('input', []);
const TOP_OPTIONAL = ['registry', 'identity', 'policy', 'approvals', 'ledger', 'history', 'loopLimit'];

/** `fields(obj, where, required, optional)`: an object with every required key and no unknown key. */
function fields(v: JsonValue, at: Where, required: readonly string[], optional: readonly string[] = []) {
  const obj = need(v, ['object'], at, 'an object');
  for (const key of obj.entries.keys())
    if (!required.includes(key) && !optional.includes(key))
      throw new InputError(
        `${at.text}.${key} is not a known field`,
        msg('chain.unknownField', { at: `${at.text}.${key}` }),
        child(at, key),
        true,
      );
  for (const key of required)
    if (!obj.entries.has(key))
      throw new InputError(
        `${at.text}.${key} is missing`,
        msg('chain.missingField', { at: `${at.text}.${key}` }),
        child(at, key),
      );
  return (key: string) => obj.entries.get(key)?.value;
}

const str = (v: JsonValue | undefined, at: Where) => need(v as JsonValue, ['string'], at, 'a string').value;

/** `need(config.get(part, []), (list,), part, "an array")`. */
function list(get: (key: string) => JsonValue | undefined, part: string): JsonValue[] {
  const v = get(part);
  return v === undefined ? [] : (need(v, ['array'], place(part, [part]), 'an array') as JsonArray).items;
}

/** `read_config(config)`. Throws {@link InputError}. */
export function readConfig(input: JsonValue): HostConfig {
  const top = fields(input, ROOT, ['call'], TOP_OPTIONAL);
  const callAt = place('call', ['call']);
  const c = fields(top('call') as JsonValue, callAt, ['id', 'name', 'arguments'], ['idempotencyKey']);
  const key = c('idempotencyKey');
  const call: Call = {
    id: str(c('id'), child(callAt, 'id')),
    name: str(c('name'), child(callAt, 'name')),
    arguments: c('arguments') as JsonValue,
    idempotencyKey: key === undefined ? null : str(key, child(callAt, 'idempotencyKey')),
  };

  const registry: Tool[] = [];
  const names = new Set<string>();
  list(top, 'registry').forEach((v, i) => {
    const at = item(place('registry', ['registry']), i);
    const t = fields(v, at, ['name', 'inputSchema'], ['title', 'description', 'annotations', 'outputSchema']);
    const name = str(t('name'), child(at, 'name'));
    if (names.has(name))
      throw new InputError(
        `${at.text}.name ${canon(t('name') as JsonValue)} is registered twice`,
        msg('chain.twice', { at: `${at.text}.name`, name: canon(t('name') as JsonValue) }),
        child(at, 'name'),
      );
    names.add(name);
    const schemaAt = child(at, 'inputSchema');
    const schema = t('inputSchema') as JsonValue;
    checkSchema(schema, schemaAt);
    const type = (schema as JsonObject).entries.get('type')?.value;
    if (type?.kind !== 'string' || type.value !== 'object')
      throw new InputError(
        `${schemaAt.text}.type must be "object"`,
        msg('chain.rootObject', { at: `${schemaAt.text}.type` }),
        child(schemaAt, 'type'),
      );
    const annotations = t('annotations');
    if (annotations !== undefined) need(annotations, ['object'], child(at, 'annotations'), 'an object');
    registry.push({ name, inputSchema: schema as JsonObject });
  });

  let identity: HostConfig['identity'] = null;
  const idValue = top('identity');
  if (idValue !== undefined && idValue.kind !== 'null') {
    const idAt = place('identity', ['identity']);
    const id = fields(idValue, idAt, ['user', 'roles']);
    const user = str(id('user'), child(idAt, 'user'));
    const rolesAt = child(idAt, 'roles');
    const roles = (need(id('roles') as JsonValue, ['array'], rolesAt, 'an array') as JsonArray).items.map(
      (r, i) => str(r, item(rolesAt, i)),
    );
    identity = { user, roles };
  }

  const policy = list(top, 'policy').map((v, i): Rule => {
    const at = item(place('policy', ['policy']), i);
    const r = fields(v, at, ['tool', 'effect'], ['role', 'when']);
    const tool = str(r('tool'), child(at, 'tool'));
    const effect = r('effect') as JsonValue;
    if (effect.kind !== 'string' || !['ALLOW', 'DENY', 'ASK'].includes(effect.value))
      throw new InputError(
        `${at.text}.effect must be "ALLOW", "DENY" or "ASK"`,
        msg('chain.effect', { at: `${at.text}.effect` }),
        child(at, 'effect'),
      );
    const roleValue = r('role');
    const role = roleValue === undefined ? null : str(roleValue, child(at, 'role'));
    const whenValue = r('when');
    let when: Rule['when'] = null;
    if (whenValue !== undefined) {
      const whenAt = child(at, 'when');
      const parts = (need(whenValue, ['array'], whenAt, 'an array') as JsonArray).items;
      if (parts.length !== 3)
        throw new InputError(
          `${whenAt.text} must be [field, operator, value]`,
          msg('chain.whenShape', { at: whenAt.text }),
          whenAt,
        );
      const [f, o, x] = parts as [JsonValue, JsonValue, JsonValue];
      const field = str(f, item(whenAt, 0));
      if (o.kind !== 'string' || !OPS.includes(o.value))
        throw new InputError(
          `${whenAt.text}[1] must be one of ==, !=, >, >=, <, <=`,
          msg('chain.operator', { at: `${whenAt.text}[1]` }),
          item(whenAt, 1),
        );
      if ((ORDER_OPS as readonly string[]).includes(o.value))
        need(x, NUMBER_KINDS, item(whenAt, 2), 'a number');
      else need(x, SCALAR_KINDS, item(whenAt, 2), 'a string, number, boolean or null');
      when = { field, op: o.value, value: x };
    }
    return { tool, effect: effect.value as Effect, role, when };
  });

  const entries = (part: string, keys: readonly string[]) =>
    list(top, part).map((v, i) => {
      const at = item(place(part, [part]), i);
      const e = fields(v, at, keys);
      for (const k of ['name', 'by', 'key']) if (keys.includes(k)) str(e(k), child(at, k));
      return e;
    });
  const approvals = entries('approvals', ['name', 'arguments', 'by']).map((e) => ({
    name: (e('name') as { value: string }).value,
    arguments: e('arguments') as JsonValue,
    by: (e('by') as { value: string }).value,
  }));
  const ledger = entries('ledger', ['key', 'name', 'result']).map((e) => ({
    key: (e('key') as { value: string }).value,
    name: (e('name') as { value: string }).value,
    result: e('result') as JsonValue,
  }));
  const history = entries('history', ['name', 'arguments']).map((e) => ({
    name: (e('name') as { value: string }).value,
    arguments: e('arguments') as JsonValue,
  }));

  const limitValue = top('loopLimit');
  const limitAt = place('loopLimit', ['loopLimit']);
  const loopLimit = limitValue === undefined ? 2n : need(limitValue, ['int'], limitAt, 'an integer').value;
  if (loopLimit < 1n) throw new InputError('loopLimit must be at least 1', msg('chain.loopLimit'), limitAt);

  return { call, registry, identity, policy, approvals, ledger, history, loopLimit };
}
