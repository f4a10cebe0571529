// A lab's heavy work on a big input, off the main thread (lab-worker.ts): its run, and its break-it set.
// The parsed tree of a run stays here: only the outcome, the trace and the markers' positions go back.
import { loadLab } from '../../src/labs/index';
import type { WorkerJob } from './lab-worker';

self.onmessage = async (e: MessageEvent<WorkerJob & { id: number }>) => {
  const job = e.data;
  try {
    const { module: lab } = await loadLab(job.slug);
    if (job.kind === 'run') {
      const { parsed: _parsed, ...run } = lab.run(job.state);
      self.postMessage({ id: job.id, run });
    } else if (job.kind === 'available') {
      self.postMessage({ id: job.id, available: lab.breakers.map((b) => b.apply(job.state) !== null) });
    } else {
      const breaker = lab.breakers.find((b) => b.id === job.breaker);
      self.postMessage({ id: job.id, state: breaker ? breaker.apply(job.state) : null });
    }
  } catch (err) {
    self.postMessage({ id: job.id, error: String(err) });
  }
};
