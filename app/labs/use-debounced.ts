import { useEffect, useState } from 'react';

/**
 * The value, `ms` after it last changed (typing settles before the lab re-runs). With `mark`, a User
 * Timing mark is left when the debounce fires: `npm run bench` measures from it to the painted result.
 */
export function useDebounced<T>(value: T, ms: number, mark?: string): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    if (Object.is(v, value)) return;
    const id = setTimeout(() => {
      if (mark) performance.mark(mark);
      setV(value);
    }, ms);
    return () => clearTimeout(id);
  }, [value, ms, v, mark]);
  return v;
}
