import { describe, expect, it } from 'vitest';
import { fencedBlocks, pageFunction } from './extract.ts';

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
