// Validates a learner-written JSON Schema off the main thread: a schema that refers to itself without
// end overflows the stack here, and a catastrophic `pattern` spins here, never in the page (the page
// stops waiting after a time limit and ends this worker).
import { checkWithSchema } from '../../src/schema-check/index';

self.onmessage = (e: MessageEvent<{ id: number; schema: object; value: unknown }>) => {
  const { id, schema, value } = e.data;
  try {
    self.postMessage({ id, result: checkWithSchema(schema, value) });
  } catch (err) {
    const endless = err instanceof RangeError;
    self.postMessage({ id, failure: endless ? 'endless' : String(err) });
  }
};
