import { describe, expect, it } from 'vitest';
import { createLineIndex, offsetToLineColumn } from './position.ts';
import { getMember, getPath, keyRangeAt, nodeAtOffset, rangeAt } from './path.ts';
import { parseJson } from './parse.ts';
import type { JsonValue } from './types.ts';

const text =
  '{\n  "result": {"structuredContent": {"count": 2}},\n  "list": [10, [20, 30]],\n  "a": 1, "a": 2\n}';
const root = (() => {
  const r = parseJson(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();
const slice = (v: { start: number; end: number } | undefined) => (v ? text.slice(v.start, v.end) : undefined);

describe('paths and ranges', () => {
  it('getPath finds nodes with their ranges', () => {
    const count = getPath(root, ['result', 'structuredContent', 'count']);
    expect(count).toMatchObject({ kind: 'int', value: 2n });
    expect(slice(count)).toBe('2');
    expect(slice(getPath(root, ['list', 1, 0]))).toBe('20');
    expect(getPath(root, ['list', 5])).toBeUndefined();
    expect(getPath(root, ['list', '0'])).toBeUndefined();
    expect(getPath(root, ['missing', 'x'])).toBeUndefined();
    expect(getPath(root, ['__proto__'])).toBeUndefined();
    expect(slice(getPath(root, []))).toBe(text);
  });

  it('duplicate keys resolve to the last one', () => {
    expect(slice(rangeAt(root, ['a']))).toBe('2');
    expect(slice(keyRangeAt(root, ['a']))).toBe('"a"');
    expect(keyRangeAt(root, ['a'])!.start).toBe(text.lastIndexOf('"a"'));
    expect(getMember(root, [], 'result')?.key).toBe('result');
    expect(slice(keyRangeAt(root, ['list', 1]))).toBe('[20, 30]');
  });

  it('nodeAtOffset finds the innermost node', () => {
    const at = nodeAtOffset(root, text.indexOf('30'));
    expect(at?.path).toEqual(['list', 1, 1]);
    expect((at?.node as JsonValue).kind).toBe('int');
    expect(nodeAtOffset(root, text.indexOf('"count"'))?.path).toEqual([
      'result',
      'structuredContent',
      'count',
    ]);
    expect(nodeAtOffset(root, 0)?.path).toEqual([]);
    expect(nodeAtOffset(root, text.length)).toBeUndefined();
  });

  it('line index converts both ways, with \\n, \\r\\n and \\r', () => {
    const t = 'ab\ncd\r\nef\rgh';
    const idx = createLineIndex(t);
    expect(idx.lineCount).toBe(4);
    expect(idx.position(0)).toEqual({ line: 1, column: 1 });
    expect(idx.position(3)).toEqual({ line: 2, column: 1 });
    expect(idx.position(5)).toEqual({ line: 2, column: 3 });
    expect(idx.position(7)).toEqual({ line: 3, column: 1 });
    expect(idx.position(10)).toEqual({ line: 4, column: 1 });
    expect(idx.position(999)).toEqual({ line: 4, column: 3 });
    for (let o = 0; o <= t.length; o++) {
      const { line, column } = idx.position(o);
      expect(idx.offset(line, column)).toBe(o);
      expect(offsetToLineColumn(t, o)).toEqual({ line, column });
    }
  });
});
