// A learner's JSON Schema checked against a value in a worker with a time limit, so no schema can freeze
// the tab or blank the page (issue: `{"$ref": "#"}` recursing, `^(a+)+$` backtracking).
import { useEffect, useState } from 'react';
import type { SchemaCheck } from '../../src/schema-check/index';

export type GuardedCheck =
  | { status: 'checking' }
  | { status: 'done'; check: SchemaCheck }
  | { status: 'schema-error'; message: string }
  | { status: 'endless' }
  | { status: 'too-slow' };

/** How long a validation may take before the page gives up on it. */
export const SCHEMA_TIME_LIMIT_MS = 1500;

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (r: GuardedCheck) => void>();

function start(): Worker {
  const w = new Worker(new URL('./schema-check.worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (
    e: MessageEvent<{ id: number; result?: SchemaCheck | { schemaError: string }; failure?: string }>,
  ) => {
    const { id, result, failure } = e.data;
    const done = waiting.get(id);
    waiting.delete(id);
    if (!done) return;
    if (failure === 'endless') done({ status: 'endless' });
    else if (failure !== undefined) done({ status: 'schema-error', message: failure });
    else if (result && 'schemaError' in result) done({ status: 'schema-error', message: result.schemaError });
    else if (result) done({ status: 'done', check: result });
  };
  return w;
}

function check(schema: object, value: unknown): Promise<GuardedCheck> {
  worker ??= start();
  const id = ++nextId;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      // The worker is stuck in this validation: end it; the next check starts a fresh one.
      worker?.terminate();
      worker = null;
      for (const [, pending] of waiting) pending({ status: 'too-slow' });
      waiting.clear();
    }, SCHEMA_TIME_LIMIT_MS);
    waiting.set(id, (r) => {
      clearTimeout(timer);
      resolve(r);
    });
    worker!.postMessage({ id, schema, value });
  });
}

/** The check of `value` against `schema`; null arguments mean there is nothing to check. */
export function useSchemaCheck(schema: object | null, value: unknown): GuardedCheck | null {
  const [result, setResult] = useState<{ key: string; r: GuardedCheck } | null>(null);
  const key = schema === null ? '' : JSON.stringify([schema, value]);
  useEffect(() => {
    if (schema === null) return;
    let live = true;
    void check(schema, value).then((r) => live && setResult({ key, r }));
    return () => {
      live = false;
    };
    // `key` stands for both arguments: a new object with the same content need not re-check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (schema === null) return null;
  return result?.key === key ? result.r : { status: 'checking' };
}
