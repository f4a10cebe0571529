/** A parsed JSON object as a plain JS value: an object that is not null and not an array. */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
