// Telling the page of an edit in a task of its own, after the key's task. On a page whose render of a
// change is heavy (the preview: a 30 KB draft), doing it inside Monaco's key handler made that task the
// one over 50 ms on a slow phone. Nothing may read the text before the edit: the next key or pointer
// press delivers it first (window, capture phase: ahead of every handler of the element it targets),
// and so do a save on hiding or leaving the page and a check of another tab's save (hooks/held-input.ts).
import { holdInput } from '../hooks/held-input';

const CAPTURE = { capture: true } as const;
const READER_EVENTS = ['keydown', 'pointerdown'] as const;

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
  let release = () => {};
  const cancel = () => {
    clearTimeout(timer);
    release();
    waiting = null;
  };
  const flush = () => {
    const sent = waiting;
    cancel();
    if (sent) report(sent.value);
  };
  for (const type of READER_EVENTS) window.addEventListener(type, flush, CAPTURE);
  return {
    send(value) {
      cancel();
      waiting = { value };
      timer = setTimeout(flush, 0);
      release = holdInput(flush);
    },
    flush,
    cancel,
    dispose() {
      flush();
      for (const type of READER_EVENTS) window.removeEventListener(type, flush, CAPTURE);
    },
  };
}
