// Telling the page of an edit in a task of its own, after the key's task. On a page whose render of a
// change is heavy (the preview: a 30 KB draft), doing it inside Monaco's key handler made that task the
// one over 50 ms on a slow phone. Nothing a person does may see the text before the edit: whatever comes
// next (a key, a pointer, another tab's save, the page being hidden or left) is handled after the report.

/** Events after which the page may read the text: a pending report is delivered before their handlers. */
const WINDOW_EVENTS = ['keydown', 'pointerdown', 'storage', 'pagehide'] as const;

export interface LateReport {
  /** Reports `value` a task from now (replacing one still waiting). */
  send(value: string): void;
  /** Delivers a report still waiting, now. */
  flush(): void;
  /** Drops a report still waiting (the editor's text was just replaced from outside). */
  cancel(): void;
  /** Stops listening; a report still waiting is delivered first. */
  dispose(): void;
}

export function lateReport(report: (value: string) => void): LateReport {
  let waiting: { value: string } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    waiting = null;
  };
  const flush = () => {
    clearTimeout(timer);
    if (!waiting) return;
    const { value } = waiting;
    waiting = null;
    report(value);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  // Capture listeners on the target run before the others there, so also before ones added earlier
  // (the preview store's draft save on `pagehide`, its other-tab check on `storage`).
  for (const type of WINDOW_EVENTS) window.addEventListener(type, flush, true);
  document.addEventListener('visibilitychange', onHidden, true);
  return {
    send(value) {
      waiting = { value };
      clearTimeout(timer);
      timer = setTimeout(flush, 0);
    },
    flush,
    cancel,
    dispose() {
      flush();
      for (const type of WINDOW_EVENTS) window.removeEventListener(type, flush, true);
      document.removeEventListener('visibilitychange', onHidden, true);
    },
  };
}
