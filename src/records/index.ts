/**
 * One definition per stored record: its storage key, the named upgrade steps from its first version,
 * and how a value of the current version is checked. The current version is derived from the steps
 * (version 1 plus one per step), so a step cannot be forgotten when the version is raised; reading
 * runs the steps from the stored version on. A record this release cannot read (from a newer release,
 * damaged) is refused with a reason, so the caller can keep it aside instead of overwriting it.
 * Framework-free: the stores in `app/stores` do the storing.
 */
import { isRecord } from '../json/index.ts';

/** One upgrade: a version-n value (without `v`) into a version-(n+1) one. */
export interface UpgradeStep {
  /** What the step changes, e.g. `done-list-to-task-records`. */
  name: string;
  up(old: Record<string, unknown>): Record<string, unknown>;
}

export interface RecordSpec<T> {
  /** The storage key. */
  key: string;
  /** Upgrade steps in order: `steps[0]` turns version 1 into version 2, and so on. */
  steps: readonly UpgradeStep[];
  /** A value of the current version (without `v`), checked and copied; null when it is not one. */
  clean(data: Record<string, unknown>): T | null;
  /**
   * The version a stored text without `v` is (a record first stored before it carried versions), read
   * by `readStoredText`; without it such a text is refused like any value without a version.
   */
  unversioned?: number;
}

export interface RecordDef<T> extends RecordSpec<T> {
  /** 1 + the number of steps. */
  readonly version: number;
}

export type RecordRead<T> =
  { ok: true; value: T; from: number } | { ok: false; reason: 'bad_shape' | 'bad_version'; detail: string };

export function defineRecord<T>(spec: RecordSpec<T>): RecordDef<T> {
  const names = new Set(spec.steps.map((s) => s.name));
  if (names.size !== spec.steps.length) throw new Error(`${spec.key}: two upgrade steps share a name`);
  return { ...spec, version: spec.steps.length + 1 };
}

/** Reads `{ v, ...data }` of any version up to the current one. Never throws. */
export function readRecord<T>(def: RecordDef<T>, stored: unknown): RecordRead<T> {
  if (!isRecord(stored)) return { ok: false, reason: 'bad_shape', detail: 'not a JSON object' };
  const { v, ...rest } = stored;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1)
    return {
      ok: false,
      reason: 'bad_version',
      detail: `version ${JSON.stringify(v)} is not a version number`,
    };
  if (v > def.version)
    return {
      ok: false,
      reason: 'bad_version',
      detail: `version ${v} comes from a newer Tool Lab (this one reads up to ${def.version})`,
    };
  let data: Record<string, unknown> = rest;
  for (let from = v; from < def.version; from++) {
    const step = def.steps[from - 1]!;
    try {
      data = step.up(data);
    } catch (e) {
      return {
        ok: false,
        reason: 'bad_shape',
        detail: `upgrade ${step.name} (from version ${from}): ${String(e)}`,
      };
    }
  }
  try {
    const value = def.clean(data);
    return value === null
      ? { ok: false, reason: 'bad_shape', detail: `not a version ${def.version} value` }
      : { ok: true, value, from: v };
  } catch (e) {
    return { ok: false, reason: 'bad_shape', detail: String(e) };
  }
}

/**
 * The stored form of a current value: `{ v: version, ...value }`, the version first (the order every
 * release has written, so unchanged data rewritten is the same stored text) and never the value's own `v`.
 */
export function writeRecord<T extends object>(
  def: RecordDef<T>,
  value: T,
): Record<string, unknown> & { v: number } {
  const { v: _ignored, ...fields } = value as Record<string, unknown>;
  return { v: def.version, ...fields };
}

/** Reads a record's stored text (JSON, then `readRecord`; a value without `v` as `unversioned`). Never throws. */
export function readStoredText<T>(def: RecordDef<T>, raw: string): RecordRead<T> {
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'bad_shape', detail: 'not JSON' };
  }
  if (def.unversioned !== undefined && isRecord(stored) && stored.v === undefined)
    stored = { ...stored, v: def.unversioned };
  return readRecord(def, stored);
}

/** The text a current value is stored as: `writeRecord`'s form, as JSON. */
export function storedText<T extends object>(def: RecordDef<T>, value: T): string {
  return JSON.stringify(writeRecord(def, value));
}
