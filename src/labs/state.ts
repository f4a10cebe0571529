/**
 * Reading a lab state that came from outside the running code (a share link, saved work from an
 * earlier release, a scenario or practice file): version checked, upgraded step by step, then validated
 * against the lab's one schema. Never throws; a refusal says why.
 */
import type { AnyLab, LabModule } from './contract.ts';

export type StateProblem = 'bad_shape' | 'bad_version';

export type StateDecode<S> = { ok: true; state: S } | { ok: false; reason: StateProblem; detail: string };

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

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
  if (!isRecord(data)) return { ok: false, reason: 'bad_shape', detail: 'the state must be a JSON object' };
  const { v, ...rest } = data;
  const current = lab.state.version;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1)
    return {
      ok: false,
      reason: 'bad_version',
      detail: `version ${JSON.stringify(v)} is not a version number`,
    };
  if (v > current)
    return {
      ok: false,
      reason: 'bad_version',
      detail: `version ${v} comes from a newer Tool Lab (this one reads up to ${current})`,
    };
  let state: Record<string, unknown> = rest;
  for (let from = v; from < current; from++) {
    const up = lab.state.upgrades?.[from];
    if (!up) return { ok: false, reason: 'bad_version', detail: `version ${v} can no longer be read` };
    try {
      state = up(state);
    } catch (e) {
      return { ok: false, reason: 'bad_shape', detail: `upgrading from version ${from}: ${String(e)}` };
    }
  }
  return checkState(lab, state);
}

/** `{ v, ...state }` for a share link or saved work. */
export function versioned(lab: AnyLab, state: unknown): Record<string, unknown> {
  return { v: lab.state.version, ...(state as Record<string, unknown>) };
}
