/**
 * Reading a lab state that came from outside the running code (a share link, saved work from an
 * earlier release, a scenario or practice file): version checked, upgraded step by step, then validated
 * against the lab's one schema. Never throws; a refusal says why.
 */
import { defineRecord, readRecord, type RecordDef } from '../records/index.ts';
import type { AnyLab, LabModule } from './contract.ts';
import { isRecord } from '../json/index.ts';

export type StateProblem = 'bad_shape' | 'bad_version';

export type StateDecode<S> = { ok: true; state: S } | { ok: false; reason: StateProblem; detail: string };

/** `/a/0/b` style path of a validation issue, `/` for the root. */
function pointer(path: readonly PropertyKey[]): string {
  return '/' + path.map((p) => String(p)).join('/');
}

const EXPECTED: Record<string, string> = {
  invalid_type: 'has the wrong type',
  unrecognized_keys: 'has unknown keys',
  too_small: 'is too small',
  too_big: 'is too big',
  invalid_value: 'is not one of the allowed values',
};

/** One line per problem, e.g. `/allowedCities/1 must be string`. */
export function describeIssues(
  issues: readonly { path: readonly PropertyKey[]; code: string; expected?: unknown; keys?: unknown }[],
): string {
  return issues
    .slice(0, 3)
    .map((i) => {
      const at = pointer(i.path);
      if (i.code === 'invalid_type' && typeof i.expected === 'string') return `${at} must be ${i.expected}`;
      if (i.code === 'unrecognized_keys' && Array.isArray(i.keys))
        return `${at} has unknown keys ${i.keys.map((k) => JSON.stringify(k)).join(', ')}`;
      return `${at} ${EXPECTED[i.code] ?? 'is invalid'}`;
    })
    .join('; ');
}

/** Validates a state without a version (a scenario's `state`, a practice task's `start`). */
export function checkState<S>(lab: LabModule<S>, data: unknown): StateDecode<S> {
  const r = lab.state.schema.safeParse(data);
  if (r.success) return { ok: true, state: r.data };
  return { ok: false, reason: 'bad_shape', detail: describeIssues(r.error.issues) };
}

/**
 * Reads `{ v, ...state }`: a state of version `v`, upgraded to the lab's current version. A version from
 * a newer release is refused (the caller keeps what it cannot read rather than overwrite it).
 */
export function decodeVersioned<S>(lab: LabModule<S>, data: unknown): StateDecode<S> {
  if (isRecord(data) && typeof data.v === 'number' && Number.isInteger(data.v) && data.v >= 1)
    for (let from = data.v; from < lab.state.version; from++)
      if (!lab.state.upgrades?.[from])
        return { ok: false, reason: 'bad_version', detail: `version ${data.v} can no longer be read` };
  const r = readRecord(stateRecord(lab), data);
  if (!r.ok)
    return {
      ok: false,
      reason: r.reason,
      detail: r.reason === 'bad_shape' && !isRecord(data) ? 'the state must be a JSON object' : r.detail,
    };
  return checkState(lab, r.value);
}

const records = new WeakMap<object, RecordDef<Record<string, unknown>>>();

/**
 * A lab's state as a stored record (the one reader of every record): one step per entry of the lab's
 * `upgrades`, named after the versions it joins; the schema check follows in `checkState`.
 */
export function stateRecord(lab: AnyLab): RecordDef<Record<string, unknown>> {
  let def = records.get(lab);
  if (!def) {
    const steps = Array.from({ length: lab.state.version - 1 }, (_, i) => ({
      name: `${lab.slug}-v${i + 1}-to-v${i + 2}`,
      up: (old: Record<string, unknown>) => {
        const up = lab.state.upgrades?.[i + 1];
        if (!up) throw new Error(`no upgrade from version ${i + 1}`);
        return up(old);
      },
    }));
    def = defineRecord({ key: `toollab:lab:${lab.slug}`, steps, clean: (d) => d });
    records.set(lab, def);
  }
  return def;
}

/** `{ v, ...state }` for a share link or saved work. */
export function versioned(lab: AnyLab, state: unknown): Record<string, unknown> {
  return { v: lab.state.version, ...(state as Record<string, unknown>) };
}
