/** Navigation helpers for editor markers: find a node (and its range) by path. */
import type { JsonProperty, JsonValue, Span } from './types.ts';

export type JsonPath = readonly (string | number)[];

/**
 * The node at `path` (object keys are strings, array indices numbers), or undefined when the path does
 * not exist. Object lookups see the effective member (last duplicate wins).
 */
export function getPath(root: JsonValue, path: JsonPath): JsonValue | undefined {
  let node: JsonValue | undefined = root;
  for (const step of path) {
    if (node === undefined) return undefined;
    node = childOf(node, step);
  }
  return node;
}

function childOf(node: JsonValue, step: string | number): JsonValue | undefined {
  if (node.kind === 'object' && typeof step === 'string') return node.entries.get(step)?.value;
  if (node.kind === 'array' && typeof step === 'number' && Number.isInteger(step)) {
    return node.items[step];
  }
  return undefined;
}

/** The effective member `key` of the object at `path`, with its key range (for "this key" markers). */
export function getMember(root: JsonValue, path: JsonPath, key: string): JsonProperty | undefined {
  const node = getPath(root, path);
  return node?.kind === 'object' ? node.entries.get(key) : undefined;
}

/** Source range of the value at `path`, or undefined. */
export function rangeAt(root: JsonValue, path: JsonPath): Span | undefined {
  const node = getPath(root, path);
  return node === undefined ? undefined : { start: node.start, end: node.end };
}

/**
 * Source range of the key of the last path step when it names an object member, otherwise the value's
 * range (arrays have no keys). Useful for "unexpected field" markers.
 */
export function keyRangeAt(root: JsonValue, path: JsonPath): Span | undefined {
  if (path.length === 0) return rangeAt(root, path);
  const last = path[path.length - 1];
  if (typeof last === 'string') {
    const member = getMember(root, path.slice(0, -1), last);
    return member === undefined ? undefined : { ...member.keySpan };
  }
  return rangeAt(root, path);
}

/**
 * The innermost node whose range contains `offset`, with its path — for hover and click-to-select. An
 * offset on a key gives that member's value. Iterative, so deep documents are safe.
 */
export function nodeAtOffset(
  root: JsonValue,
  offset: number,
): { node: JsonValue; path: (string | number)[] } | undefined {
  if (offset < root.start || offset >= root.end) return undefined;
  let node: JsonValue = root;
  const path: (string | number)[] = [];
  for (;;) {
    let next: { node: JsonValue; step: string | number } | undefined;
    if (node.kind === 'array') {
      const items: JsonValue[] = node.items;
      const i = findContaining(items, offset);
      if (i >= 0) next = { node: items[i] as JsonValue, step: i };
    } else if (node.kind === 'object') {
      for (const m of node.members) {
        if (offset >= m.keySpan.start && offset < m.value.end) {
          if (node.entries.get(m.key) === m) next = { node: m.value, step: m.key };
          else return { node: m.value, path: [...path, m.key] };
          break;
        }
      }
    }
    if (next === undefined) return { node, path };
    path.push(next.step);
    // on a key (before its value): the member's value, so the UI can mark the whole property
    if (offset < next.node.start) return { node: next.node, path };
    node = next.node;
  }
}

function findContaining(items: JsonValue[], offset: number): number {
  let lo = 0;
  let hi = items.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const it = items[mid] as JsonValue;
    if (offset < it.start) hi = mid - 1;
    else if (offset >= it.end) lo = mid + 1;
    else return mid;
  }
  return -1;
}
