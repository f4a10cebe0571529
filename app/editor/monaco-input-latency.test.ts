import { describe, expect, it } from 'vitest';
// @ts-expect-error: Monaco ships no types for its internal modules.
import { inputLatency as monacos } from 'monaco-editor/base/browser/performance.js';
import { inputLatency as ours } from './monaco-input-latency';

describe('the stand-in for Monaco input-latency timing', () => {
  it('offers every member Monaco’s module has, of the same kind, so an upgrade that adds one fails here', () => {
    const kinds = (o: object) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v]));
    expect(kinds(ours)).toEqual(kinds(monacos as object));
  });

  it('records nothing: no performance mark is written while a key is handled', () => {
    const before = performance.getEntriesByType('mark').length;
    ours.onKeyDown();
    ours.onBeforeInput();
    ours.onInput();
    ours.onRenderStart();
    ours.onKeyUp();
    expect(performance.getEntriesByType('mark').length).toBe(before);
    expect(ours.getAndClearMeasurements()).toBeUndefined();
  });
});
