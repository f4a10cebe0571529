// Runs a lab on a big input off the main thread (use-lab-run.ts). The parsed tree stays here: only
// the outcome, the trace and the markers' positions go back.
import { loadLab } from '../../src/labs/index';

self.onmessage = async (e: MessageEvent<{ id: number; slug: string; state: unknown }>) => {
  const { id, slug, state } = e.data;
  try {
    const { module: lab } = await loadLab(slug);
    const { parsed: _parsed, ...run } = lab.run(state);
    self.postMessage({ id, run });
  } catch (err) {
    self.postMessage({ id, error: String(err) });
  }
};
