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
