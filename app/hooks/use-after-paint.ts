// A value that follows another one frame late: it changes only in a task after the browser has painted
// the frame showing the change, and at low priority. Panels fed by it stay out of the way of an edit's
// own frame (useDeferredValue may render them before that frame, delaying it by a whole slice).
import { startTransition, useEffect, useState } from 'react';

export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The animation frame is the one that shows the edit; the timer's task runs after its paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(value)), 0);
    });
    // A newer value replaces this one: only the latest is shown (a fast burst of keys renders the
    // panels once, at its end).
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, shown]);
  return shown;
}
