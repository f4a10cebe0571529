import { describe, expect, it, vi } from 'vitest';
import { migrateLabs } from './labs';

describe('lab storage migrations', () => {
  it('reads the v1 shape (bare states) into v2', () => {
    const v1 = {
      admission: { args: '{"city": "杭州", "days": 3}', allowedCities: ['杭州'] },
      classifier: { response: null, expectedId: 'req-1' },
      planner: { input: '{}' },
    };
    expect(migrateLabs(v1, 1)).toEqual({
      admission: { state: v1.admission, scenarioId: null, edited: true },
      classifier: { state: v1.classifier, scenarioId: null, edited: true },
      planner: { state: v1.planner, scenarioId: null, edited: true },
    });
  });

  it('keeps v2 as it is and drops only the damaged labs', () => {
    const v2 = {
      saved: {
        admission: { state: { args: 'x', allowedCities: [1] }, scenarioId: 's', edited: false },
        planner: { state: { input: 'y' }, scenarioId: 'p1', edited: false },
      },
    };
    expect(migrateLabs(v2, 2)).toEqual({
      planner: { state: { input: 'y' }, scenarioId: 'p1', edited: false },
    });
  });

  it('never throws on garbage', () => {
    for (const junk of [null, 1, 'x', [], { saved: 5 }, { saved: { admission: null } }])
      expect(migrateLabs(junk, 2)).toEqual({});
  });
});

describe('lab store', () => {
  it('hydrates saved work synchronously when the module loads', async () => {
    const stored: Record<string, string> = {
      'toollab:labs': JSON.stringify({
        state: { saved: { planner: { state: { input: 'X' }, scenarioId: null, edited: true } } },
        version: 2,
      }),
    };
    Object.assign(globalThis, {
      localStorage: {
        getItem: (k: string) => stored[k] ?? null,
        setItem: (k: string, v: string) => void (stored[k] = v),
        removeItem: (k: string) => void delete stored[k],
      },
    });
    vi.resetModules();
    const { useLabs } = await import('./labs');
    expect(useLabs.persist.hasHydrated()).toBe(true);
    expect(useLabs.getState().saved.planner?.state).toEqual({ input: 'X' });
  });
});
