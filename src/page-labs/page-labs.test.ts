import { describe, expect, it } from 'vitest';
import {
  argsFor,
  callText,
  checkPageExamples,
  defaultInputs,
  discoverFunctions,
  exampleBlocks,
  flowchartSvg,
  jsonToPython,
  parseAnnotation,
  readExamples,
  type Shape,
} from './index.ts';

const conv = (text: string, ann: string | null) => jsonToPython(text, parseAnnotation(ann));

describe('annotations → JSON → Python', () => {
  it('builds the exact expression for each supported form', () => {
    expect(conv('["杭州", "成都"]', 'set[str]')).toEqual({ ok: true, source: "{'杭州', '成都'}" });
    expect(conv('[]', 'set[str]')).toEqual({ ok: true, source: 'set()' });
    expect(conv('[1, "a"]', 'tuple[int, str]')).toEqual({ ok: true, source: "(1, 'a')" });
    expect(conv('[1]', 'tuple[int, ...]')).toEqual({ ok: true, source: '(1,)' });
    expect(conv('["a"]', 'frozenset[str]')).toEqual({ ok: true, source: "frozenset({'a'})" });
    expect(conv('123456789012345678901234567890', 'int')).toEqual({
      ok: true,
      source: '123456789012345678901234567890',
    });
    expect(conv('2', 'float')).toEqual({ ok: true, source: '2.0' });
    expect(conv('null', 'dict | None')).toEqual({ ok: true, source: 'None' });
    expect(conv('{"1": [true]}', 'dict[int, list[bool]]')).toEqual({ ok: true, source: '{1: [True]}' });
    expect(conv('{"a": 1, "a": 2}', null)).toEqual({ ok: true, source: "{'a': 2}" });
    expect(conv('1e400', null)).toEqual({ ok: true, source: "float('inf')" });
    expect(conv('"x"', 'Optional[str]')).toEqual({ ok: true, source: "'x'" });
  });

  it('refuses what does not fit, with line and column', () => {
    expect(conv('{\n  "a": true\n}', 'dict[str, int]')).toEqual({
      ok: false,
      error: { code: 'expected', line: 2, column: 8, want: 'int', got: 'bool' },
    });
    expect(conv('true', 'int')).toMatchObject({ ok: false, error: { code: 'expected' } });
    expect(conv('3.0', 'int')).toMatchObject({ ok: false, error: { code: 'expected' } });
    expect(conv('{"a": 1,, }', null)).toMatchObject({ ok: false, error: { code: 'json', line: 1 } });
    expect(conv('[1, 2]', 'tuple[int, int, int]')).toMatchObject({ ok: false });
    expect(conv('{"x": 1}', 'dict[int, int]')).toMatchObject({ ok: false, error: { code: 'key', key: 'x' } });
  });

  it('falls back to a Python expression for forms JSON cannot say', () => {
    expect(parseAnnotation('Callable[[int], str]')).toEqual({ k: 'expr', source: 'Callable[[int], str]' });
    expect(parseAnnotation('Path')).toEqual({ k: 'path' });
    expect(parseAnnotation(null)).toEqual({ k: 'any' });
  });
});

const BLOCK = `import json

def _helper(x):
    return x

def first(a: int, b: str = "x", *args, flag: bool = False, **kw) -> str:
    return b

async def second(
    items: list[dict],  # a comment, (with parens)
    limit=3,
):
    pass

class Box:
    def method(self):
        pass
`;

describe('discovery', () => {
  it('finds public top-level defs with their parameters, not helpers or methods', () => {
    const fns = discoverFunctions([{ code: BLOCK }]);
    expect(fns.map((f) => [f.name, f.line])).toEqual([
      ['first', 6],
      ['second', 9],
    ]);
    expect(fns[0]!.params).toEqual([
      { name: 'a', annotation: 'int', default: null, keyword: false },
      { name: 'b', annotation: 'str', default: '"x"', keyword: false },
      { name: 'flag', annotation: 'bool', default: 'False', keyword: true },
    ]);
    expect(fns[1]!.params.map((p) => [p.name, p.annotation, p.default])).toEqual([
      ['items', 'list[dict]', null],
      ['limit', null, '3'],
    ]);
  });

  it('fills defaults and shows the call as it is made', () => {
    const [fn] = discoverFunctions([{ code: BLOCK }]);
    const { inputs } = defaultInputs(fn!, []);
    expect(inputs).toEqual([{ json: '0' }, { python: '"x"' }, { json: 'false' }]);
    const a = argsFor(
      inputs,
      fn!.params.map((p) => parseAnnotation(p.annotation)),
    );
    expect(a.ok && callText('first', fn!.params, a.shown)).toBe('first(0, "x", flag=False)');
  });
});

const PAGE = `# t

\`\`\`python
def f(x: int, s: set[str]) -> int:
    return x
\`\`\`

\`\`\`json examples=f
{"one": {"x": 1, "s": ["a"]}, "py": {"s": {"$python": "{'a'}"}}}
\`\`\`

\`\`\`json examples=g
{"bad": {"x": 1}}
\`\`\`

\`\`\`json examples=f
{"wrong": {"x": true, "y": 1}}
\`\`\`
`;

describe('example blocks', () => {
  it('reads named argument sets, JSON or Python', () => {
    const [first] = exampleBlocks(PAGE);
    expect(first!.line).toBe(8);
    expect(readExamples(first!).examples).toEqual([
      { name: 'one', args: { x: { json: '1' }, s: { json: '["a"]' } } },
      { name: 'py', args: { s: { python: "{'a'}" } } },
    ]);
  });

  it('check:content names an unknown function, an unknown parameter and a value that does not convert', () => {
    const problems = checkPageExamples(PAGE).map((p) => `${p.line}: ${p.message}`);
    expect(problems).toEqual([
      '12: examples=g: the page defines no public function g',
      '16: example wrong: x does not convert (expected: expected int)',
      '16: example wrong: f has no parameter y',
    ]);
  });
});

describe('flowchart', () => {
  const shape: Shape = {
    fn: 'f',
    line: 1,
    endLine: 4,
    params: [],
    nodes: [
      { id: 'n2', kind: 'if', line: 2, end: 3, label: 'x < "<b>"' },
      { id: 'L3', kind: 'return', line: 3, end: 3, label: 'return 1' },
      { id: 'end', kind: 'end', line: 4, end: 4, label: 'end' },
    ],
    exits: [],
    async: false,
    constants: { str: [], int: [], float: [] },
  };
  it('lights the path and the exit, and escapes labels', () => {
    const svg = flowchartSvg(shape, { path: ['n2'], exit: 'L3' }, 't');
    expect(svg).toContain('data-node="n2" data-kind="if" data-state="lit"');
    expect(svg).toContain('data-node="L3" data-kind="return" data-state="reached"');
    expect(svg).toContain('data-node="end" data-kind="end" data-state="idle"');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;b&gt;');
  });
});
