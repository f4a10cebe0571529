/**
 * The one way the app brings in the real tokenizer: a dynamic import, so ./tokenizer.ts and its merge
 * ranks (about 1 MB gzipped) become a chunk of their own that nothing loads at start-up. The lab's UI
 * calls this after first paint; until it resolves, counts come from the estimate and say so.
 */
import { setTokenCounter } from './token-count.ts';

let loading: Promise<void> | null = null;

/** Loads the o200k_base counter once and installs it; a failed load (chunk missing) may be retried. */
export function loadTokenCounter(): Promise<void> {
  loading ??= import('./tokenizer.ts').then(
    (m) => setTokenCounter(m.o200kCounter),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}
