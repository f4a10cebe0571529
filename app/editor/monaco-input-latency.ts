// Stands in for monaco-editor's base/browser/performance module (vite.config.ts points it here). That
// module times every key for VS Code's telemetry: on each key it writes eight performance marks and four
// measures, reads them back and clears them, and bumps an observable. Nothing in the standalone editor
// reads those figures, and on a phone at 4× slower CPU they cost about 2.5 ms of every key. The editor
// calls the same hooks here, and they do nothing.

const noop = (): void => {};

export const inputLatency = {
  onKeyDown: noop,
  onBeforeInput: noop,
  onInput: noop,
  onKeyUp: noop,
  onSelectionChange: noop,
  onRenderStart: noop,
  /** Monaco's own answer when it has recorded no sample. */
  getAndClearMeasurements: (): undefined => undefined,
  /** Monaco's count of recorded samples, which stays at zero. */
  sampleCount: Object.freeze({ get: (): number => 0 }),
};
