// Saved work is a record of the record machine: for every lab, saved work wrapping a stored sample of
// each old state version (__fixtures__/states/<slug>-v<n>.json) reads as current saved work, the
// current form reads back unchanged, and saved work from a newer release is refused.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAllLabs } from './registry.ts';
import { readStoredText, storedText } from '../records/index.ts';
import { LINK_DRAFT_RECORD, readSavedWork, savedWorkRecord, writeSavedWork } from './saved-work.ts';

const labs = (await loadAllLabs()).map((l) => ({ lab: l.module, first: l.scenarios.scenarios[0]! }));
const file = (slug: string, v: number) => join(__dirname, '__fixtures__', 'states', `${slug}-v${v}.json`);

describe.each(labs.map((l) => [l.lab.slug, l] as const))('the %s saved work', (slug, { lab, first }) => {
  it('derives its version from the state upgrades and reads a sample of every older version', () => {
    const def = savedWorkRecord(lab);
    expect(def.version).toBe(lab.state.version);
    for (let v = 1; v < def.version; v++) {
      expect(existsSync(file(slug, v)), `${slug}: sample of v${v}`).toBe(true);
      const { v: sv, ...state } = JSON.parse(readFileSync(file(slug, v), 'utf8')) as { v: number };
      const stored = { v: sv, state, scenarioId: 'a', edited: true };
      expect(readSavedWork(lab, stored), `${slug} v${v}`).toMatchObject({ scenarioId: 'a', edited: true });
    }
  });

  it('writes the current version and reads it back unchanged', () => {
    const work = { state: first.state, scenarioId: first.id, edited: false };
    const stored = writeSavedWork(lab, work);
    expect(stored.v).toBe(lab.state.version);
    expect(readSavedWork(lab, JSON.parse(JSON.stringify(stored)))).toEqual(work);
    // The order earlier releases wrote: unchanged work rewritten is the same stored text.
    expect(Object.keys(stored)).toEqual(['v', 'state', 'scenarioId', 'edited']);
  });

  it('refuses saved work from a newer release, or without a version', () => {
    const work = { state: first.state, scenarioId: null, edited: true };
    expect(readSavedWork(lab, { ...writeSavedWork(lab, work), v: lab.state.version + 1 })).toBeNull();
    expect(readSavedWork(lab, { state: first.state })).toBeNull();
    expect(readSavedWork(lab, [work])).toBeNull();
  });
});

describe('a share link’s stored edits', () => {
  const draft = { fragment: 'state=abc', state: { v: 2, text: 'edited' } };
  it('reads the form earlier releases wrote without a version of its own as version 1', () => {
    const earlier = JSON.stringify(draft);
    expect(readStoredText(LINK_DRAFT_RECORD, earlier)).toEqual({ ok: true, value: draft, from: 1 });
  });
  it('reads back what it writes, and writes its own version first', () => {
    const written = storedText(LINK_DRAFT_RECORD, draft);
    expect(written.startsWith('{"v":1,')).toBe(true);
    expect(readStoredText(LINK_DRAFT_RECORD, written)).toEqual({ ok: true, value: draft, from: 1 });
  });
  it('refuses a newer version, a damaged value and a text that is not JSON', () => {
    expect(readStoredText(LINK_DRAFT_RECORD, JSON.stringify({ ...draft, v: 2 }))).toMatchObject({
      ok: false,
      reason: 'bad_version',
    });
    expect(readStoredText(LINK_DRAFT_RECORD, '{"fragment": 3, "state": {}}')).toMatchObject({ ok: false });
    expect(readStoredText(LINK_DRAFT_RECORD, '{')).toMatchObject({ ok: false, reason: 'bad_shape' });
  });
});
