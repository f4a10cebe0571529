/**
 * Named argument sets an author writes beside a teaching function:
 *
 *     ```json examples=validate_query
 *     { "accepted": { "args": { "city": "杭州", "days": 3 }, "cities": ["杭州", "成都"] } }
 *     ```
 *
 * Each example maps parameter names to the JSON the parameter's editor takes; a value written as
 * `{"$python": "<expression>"}` is a Python expression instead (a set where the parameter has no
 * annotation, for instance), and a `pathlib.Path` parameter takes `{"$files": {"<path>": "<text>"}}`.
 * The first example of a function is its default. `check:content` checks every block (./check.ts).
 */
import { parseJson, type JsonValue } from '../json/index.ts';
import type { InputValue, PageExample } from './types.ts';

export interface ExampleBlock {
  fn: string;
  /** the block's JSON text */
  code: string;
  /** 1-based line of the opening fence in the page */
  line: number;
}

/** Every ```` ```json examples=<fn> ```` block of a page. */
export function exampleBlocks(markdown: string): ExampleBlock[] {
  const lines = markdown.split(/\r?\n/);
  const out: ExampleBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^ {0,3}(`{3,}|~{3,})\s*json\s+examples=([A-Za-z_][A-Za-z0-9_]*)\s*$/.exec(lines[i]!);
    if (!open) {
      const other = /^ {0,3}(`{3,}|~{3,})/.exec(lines[i]!);
      if (other) {
        // skip any other fenced block whole, so a fence shown inside it is not read
        const fence = other[1]!;
        for (i++; i < lines.length && !lines[i]!.trim().startsWith(fence); i++);
      }
      continue;
    }
    const fence = open[1]!;
    const body: string[] = [];
    let j = i + 1;
    for (
      ;
      j < lines.length &&
      !(
        lines[j]!.trim().startsWith(fence[0]!.repeat(fence.length)) &&
        lines[j]!.trim().replace(/[`~]/g, '') === ''
      );
      j++
    )
      body.push(lines[j]!);
    out.push({ fn: open[2]!, code: body.join('\n'), line: i + 1 });
    i = j;
  }
  return out;
}

export interface ExampleProblem {
  /** 1-based line in the page */
  line: number;
  message: string;
}

function inputOf(v: JsonValue, text: string): InputValue | string {
  if (v.kind === 'object' && v.entries.size === 1) {
    const py = v.entries.get('$python');
    if (py) return py.value.kind === 'string' ? { python: py.value.value } : '$python must be a string';
    const files = v.entries.get('$files');
    if (files) {
      if (files.value.kind !== 'object') return '$files must be an object of path → text';
      const out: Record<string, string> = {};
      for (const [path, p] of files.value.entries) {
        if (p.value.kind !== 'string') return `$files.${path} must be a string`;
        out[path] = p.value.value;
      }
      return { files: out };
    }
  }
  return { json: text.slice(v.start, v.end) };
}

/** The examples of one block, or the problems that keep them out (with page lines). */
export function readExamples(block: ExampleBlock): { examples: PageExample[]; problems: ExampleProblem[] } {
  const parsed = parseJson(block.code);
  const at = (line: number) => block.line + line;
  if (!parsed.ok)
    return {
      examples: [],
      problems: [{ line: at(parsed.error.line), message: `examples block: ${parsed.error.message}` }],
    };
  const root = parsed.value;
  if (root.kind !== 'object')
    return {
      examples: [],
      problems: [{ line: at(1), message: 'examples block must be an object of name → arguments' }],
    };
  const examples: PageExample[] = [];
  const problems: ExampleProblem[] = [];
  const lineOf = (offset: number) => at(block.code.slice(0, offset).split('\n').length);
  for (const [name, p] of root.entries) {
    if (p.value.kind !== 'object') {
      problems.push({
        line: lineOf(p.value.start),
        message: `example ${name} must be an object of parameter → value`,
      });
      continue;
    }
    const args: Record<string, InputValue> = {};
    for (const [param, a] of p.value.entries) {
      const input = inputOf(a.value, block.code);
      if (typeof input === 'string')
        problems.push({ line: lineOf(a.value.start), message: `example ${name}: ${input}` });
      else args[param] = input;
    }
    examples.push({ name, args });
  }
  return { examples, problems };
}
