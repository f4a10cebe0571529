/**
 * What `check:content` checks in a page's example blocks: the block names a public function of the page,
 * each example names only that function's parameters, and every value converts the way its editor will
 * convert it (JSON by the annotation; `$files` only for a `pathlib.Path`).
 */
import { pythonBlocks } from '../fidelity/extract.ts';
import { parseAnnotation } from './annotations.ts';
import { driverArg } from './convert.ts';
import { discoverFunctions } from './discover.ts';
import { exampleBlocks, readExamples, type ExampleProblem } from './examples.ts';
import { flowIdProblem, mapBlocks, readMap } from './maps.ts';

export function checkPageExamples(markdown: string): ExampleProblem[] {
  const fns = discoverFunctions(pythonBlocks(markdown));
  const problems: ExampleProblem[] = [];
  for (const block of exampleBlocks(markdown)) {
    const { examples, problems: read } = readExamples(block);
    problems.push(...read);
    const fn = fns.find((f) => f.name === block.fn);
    if (!fn) {
      problems.push({
        line: block.line,
        message: `examples=${block.fn}: the page defines no public function ${block.fn}`,
      });
      continue;
    }
    for (const ex of examples) {
      for (const [name, value] of Object.entries(ex.args)) {
        const param = fn.params.find((p) => p.name === name);
        if (!param) {
          problems.push({
            line: block.line,
            message: `example ${ex.name}: ${block.fn} has no parameter ${name}`,
          });
          continue;
        }
        const spec = parseAnnotation(param.annotation);
        if ('files' in value && spec.k !== 'path')
          problems.push({
            line: block.line,
            message: `example ${ex.name}: $files is only for a pathlib.Path parameter (${name})`,
          });
        const c = driverArg(value, spec);
        if (!c.ok)
          problems.push({
            line: block.line,
            message: `example ${ex.name}: ${name} does not convert (${c.error.code}${'want' in c.error ? `: expected ${c.error.want}` : ''})`,
          });
      }
    }
  }
  return problems;
}

/**
 * What `check:content` checks in a page's `pagelab-map` blocks: the block names a public function of
 * the page, follows a mermaid diagram, and every id exists on both sides (the function's flowchart, and
 * the diagram as `nodeIdsOf` reads it).
 */
export function checkPageMaps(
  markdown: string,
  nodeIdsOf: (mermaid: string) => readonly string[],
): ExampleProblem[] {
  const blocks = pythonBlocks(markdown);
  const fns = discoverFunctions(blocks);
  const problems: ExampleProblem[] = [];
  for (const block of mapBlocks(markdown)) {
    const { nodes, problems: read } = readMap(block);
    problems.push(...read);
    const fn = fns.find((f) => f.name === block.fn);
    const say = (message: string) =>
      problems.push({ line: block.line, message: `pagelab-map=${block.fn}: ${message}` });
    if (!fn) {
      say(`the page defines no public function ${block.fn}`);
      continue;
    }
    if (!block.diagram) {
      say('no mermaid diagram comes before this block (the map points into the last one before it)');
      continue;
    }
    const ids = new Set(nodeIdsOf(block.diagram.source));
    const code = blocks[fn.block]!.code;
    for (const [key, targets] of Object.entries(nodes)) {
      const bad = flowIdProblem(key, code, fn.line);
      if (bad) say(bad);
      for (const t of targets)
        if (!ids.has(t)) say(`the diagram before this block has no node "${t}" (mapped from ${key})`);
    }
  }
  return problems;
}
