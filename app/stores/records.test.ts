// Every stored record read by one machine: each record's upgrade steps cover every version from 1 to
// the current one, proven with a stored sample of every version (__fixtures__/records/<name>-v<n>.json),
// and a record from a newer release is refused (the caller keeps it aside), never read as empty.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecord, writeRecord, type RecordDef } from '../../src/records/index';
import { PROGRESS_RECORD, PROGRESS_VERSION, migrateProgress } from '../../src/practice/index';
import { CLASSROOM_RECORD, migrateClassroom } from '../classroom/store';
import { DRAFT_RECORD, parseDraft } from '../preview/draft';
import { SETTINGS_RECORD, migrateSettings } from './settings';

const DIR = join(__dirname, '__fixtures__', 'records');
const RECORDS: Record<string, RecordDef<object>> = {
  progress: PROGRESS_RECORD,
  settings: SETTINGS_RECORD,
  classroom: CLASSROOM_RECORD,
  'preview-draft': DRAFT_RECORD,
};
const sample = (name: string, v: number): unknown =>
  JSON.parse(readFileSync(join(DIR, `${name}-v${v}.json`), 'utf8')) as unknown;

describe.each(Object.entries(RECORDS))('the %s record', (name, def) => {
  it('derives its version from its named steps, and has a sample of every version', () => {
    expect(def.version).toBe(def.steps.length + 1);
    for (const s of def.steps) expect(s.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    const versions = readdirSync(DIR)
      .filter((f) => f.startsWith(`${name}-v`))
      .map((f) => Number(/-v(\d+)\.json$/.exec(f)![1]))
      .sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: def.version }, (_, i) => i + 1));
  });

  it('reads every version up to the current one, and writes the current one back unchanged', () => {
    for (let v = 1; v <= def.version; v++) {
      const r = readRecord(def, sample(name, v));
      expect(r, `${name} v${v}`).toMatchObject({ ok: true, from: v });
      if (!r.ok) continue;
      const stored = writeRecord(def, r.value);
      // The version first and the record's own: rewriting unchanged data gives the same stored text.
      expect(Object.keys(stored)[0]).toBe('v');
      expect(stored.v).toBe(def.version);
      const again = readRecord(def, stored);
      expect(again).toEqual({ ok: true, value: r.value, from: def.version });
    }
  });

  it('refuses a record from a newer release or without a version', () => {
    const newer = { ...(sample(name, def.version) as object), v: def.version + 1 };
    expect(readRecord(def, newer)).toMatchObject({ ok: false, reason: 'bad_version' });
    expect(readRecord(def, { tasks: {} })).toMatchObject({ ok: false, reason: 'bad_version' });
    expect(readRecord(def, '{')).toMatchObject({ ok: false, reason: 'bad_shape' });
  });
});

describe('what the upgrades do', () => {
  it('progress v1: finished ids become done tasks, ids that are not ids are dropped', () => {
    const p = migrateProgress(sample('progress', 1));
    expect(p.v).toBe(PROGRESS_VERSION);
    expect(PROGRESS_VERSION).toBe(PROGRESS_RECORD.version);
    expect(Object.keys(p.tasks).sort()).toEqual(['constructor', 'tool-design-1']);
    expect(Object.hasOwn(p.tasks, 'constructor')).toBe(true);
    expect(p.tasks['tool-design-1']).toEqual({ status: 'done', attempts: 1, updatedAt: 0 });
  });

  it('settings v1: the editor preference is added as auto, v2: the lab split at its default; the rest kept', () => {
    const v1 = sample('settings', 1) as { v: number };
    expect(migrateSettings(v1, v1.v)).toEqual({ lang: 'en', theme: 'dark', editor: 'auto', split: 50 });
    const v2 = sample('settings', 2) as { v: number };
    expect(migrateSettings(v2, v2.v)).toEqual({ lang: 'zh', theme: 'light', editor: 'plain', split: 50 });
    expect(migrateSettings({ theme: 'purple' }, 2)).toEqual({
      lang: null,
      theme: 'system',
      editor: 'auto',
      split: 50,
    });
  });

  it('settings v3: the stored split is kept, an out-of-range one is brought inside the bounds', () => {
    const v3 = sample('settings', 3) as { v: number };
    expect(migrateSettings(v3, v3.v)).toMatchObject({ editor: 'monaco', split: 62 });
    expect(migrateSettings({ split: 95 }, 3)).toMatchObject({ split: 70 });
    expect(migrateSettings({ split: 12.4 }, 3)).toMatchObject({ split: 30 });
    expect(migrateSettings({ split: '60' }, 3)).toMatchObject({ split: 50 });
  });

  it('classroom: a scale off the list snaps to the nearest offered one; damage reads as the defaults', () => {
    expect(migrateClassroom(sample('classroom', 1))).toEqual({ scale: 1.15, contrast: true });
    expect(migrateClassroom({ scale: 1.2, contrast: 'yes' })).toEqual({ scale: 1.15, contrast: false });
    expect(migrateClassroom({ scale: 9 }, CLASSROOM_RECORD.version + 1)).toEqual({
      scale: 1,
      contrast: false,
    });
  });

  it('preview draft: the unversioned pre-release form reads as pasted text; a newer one is refused', () => {
    expect(parseDraft(JSON.stringify(sample('preview-draft', 1)))?.origin).toEqual({
      kind: 'bundled',
      path: 'topics/draft.md',
    });
    expect(parseDraft('{"source":"old"}')).toEqual({ v: 1, source: 'old', origin: { kind: 'paste' } });
    expect(parseDraft(JSON.stringify({ ...(sample('preview-draft', 1) as object), v: 2 }))).toBeNull();
  });
});
