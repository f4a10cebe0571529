// Every lab's state is a stored record of the one machine: for each lab found by discovery, the
// upgrades cover every version from 1 to the current one, and a stored sample of every old version
// (__fixtures__/states/<slug>-v<n>.json) reads as a valid current state.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAllLabs } from './registry.ts';
import { decodeVersioned, stateRecord } from './state.ts';

const labs = (await loadAllLabs()).map((l) => l.module);
const file = (slug: string, v: number) => join(__dirname, '__fixtures__', 'states', `${slug}-v${v}.json`);

describe.each(labs.map((l) => [l.slug, l] as const))('the %s state record', (slug, lab) => {
  it('has an upgrade and a stored sample for every older version', () => {
    const def = stateRecord(lab);
    expect(def.version).toBe(lab.state.version);
    for (let v = 1; v < lab.state.version; v++) {
      expect(lab.state.upgrades?.[v], `${slug}: upgrade from v${v}`).toBeTypeOf('function');
      expect(existsSync(file(slug, v)), `${slug}: sample of v${v}`).toBe(true);
      const r = decodeVersioned(lab, JSON.parse(readFileSync(file(slug, v), 'utf8')));
      expect(r, `${slug} v${v}`).toMatchObject({ ok: true });
    }
  });

  it('refuses a state from a newer release', () => {
    expect(decodeVersioned(lab, { v: lab.state.version + 1 })).toMatchObject({
      ok: false,
      reason: 'bad_version',
    });
  });
});
