import { describe, expect, it } from 'vitest';
import { fencedBlocks, pageFunction } from './extract.ts';
import { normaliseMessage, pyInt, raised, raisedFromTrace, returned, sameResult } from './result.ts';

const page = [
  '# Page',
  '```python',
  'LIMIT = 3',
  '',
  'def f(x):',
  '    return x < LIMIT',
  '```',
  '',
  '~~~~ py',
  'async def g():',
  '    """```"""',
  '~~~~',
  '```json',
  '{"def f(": 1}',
  '```',
  '  ```python',
  '  def h():',
  '      pass',
  '  ```',
].join('\n');

describe('pageFunction', () => {
  it('returns the whole block that defines the function at top level', () => {
    expect(pageFunction(page, 'f')).toEqual({
      code: 'LIMIT = 3\n\ndef f(x):\n    return x < LIMIT\n',
      line: 2,
    });
    expect(pageFunction(page, 'g').code).toBe('async def g():\n    """```"""\n');
    expect(pageFunction(page, 'h').code).toBe('def h():\n    pass\n');
  });

  it('fails loudly when the page no longer defines it, or defines it twice', () => {
    expect(() => pageFunction(page, 'missing')).toThrow(/no python code block defines missing\(\)/);
    expect(() => pageFunction(page + '\n```python\ndef f():\n  pass\n```\n', 'f')).toThrow(/2 python blocks/);
    // a nested def or a JSON block that mentions it does not count
    expect(() =>
      pageFunction('```python\ndef outer():\n    def inner():\n        pass\n```', 'inner'),
    ).toThrow();
  });

  it('keeps unclosed fences to the end of the text', () => {
    expect(fencedBlocks('```python\nx = 1')).toEqual([{ lang: 'python', code: 'x = 1\n', line: 1 }]);
  });
});

describe('results', () => {
  it('ints are written like Python hex()', () => {
    expect(pyInt(0)).toEqual({ int: '0x0' });
    expect(pyInt(-31n)).toEqual({ int: '-0x1f' });
  });

  it('reads the exception a port names in its final error step', () => {
    const trace = [
      { node: 'input_shape', pass: false },
      {
        node: 'error',
        pass: false,
        detail: "TypeError: unhashable type: 'list' (the reference would crash here)",
      },
    ];
    expect(raisedFromTrace(trace, 'x')).toEqual(raised('TypeError', "unhashable type: 'list'"));
    expect(raisedFromTrace([{ node: 'error', pass: false, detail: 'internal error' }], 'boom')).toEqual(
      raised('PortFailure', 'internal error'),
    );
  });

  it('compares messages across CPython 3.11 and 3.14 wording, and nothing else', () => {
    expect(normaliseMessage("cannot use 'list' as a set element (unhashable type: 'list')")).toBe(
      "unhashable type: 'list'",
    );
    expect(normaliseMessage('too many values to unpack (expected 2, got 3)')).toBe(
      'too many values to unpack (expected 2)',
    );
    expect(sameResult(raised('ValueError', 'a'), raised('ValueError', 'b'))).toBe(false);
    expect(sameResult(raised('ValueError', 'a'), raised('TypeError', 'a'))).toBe(false);
    expect(sameResult(returned(true), returned(pyInt(1)))).toBe(false);
    expect(
      sameResult(raised('JSONDecodeError', 'x'), raised('ValueError', 'Exceeds the limit (4300 digits) …')),
    ).toBe(true);
  });
});
