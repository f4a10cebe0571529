/**
 * A page lab's data: what the build computes once per function (its shape, the default run, an example
 * for every exit it could reach) and what the app needs to run it again on the reader's input.
 */
import { parseAnnotation } from './annotations.ts';
import { driverArg, emptyInput, type ConvertError } from './convert.ts';
import { defaultInput } from './discover.ts';
import type { DiagramMap } from './maps.ts';
import type {
  DriverArg,
  InputValue,
  PageExample,
  PageFunctionRef,
  RunReport,
  SearchReport,
  Shape,
  TypeSpec,
} from './types.ts';

export interface PageLabData {
  name: string;
  /** `<lang>/<page id>` */
  page: string;
  /** 0-based index among the page's python blocks, and the block's code exactly as the page shows it */
  block: number;
  code: string;
  /** 1-based line of the block's opening fence in the page */
  fenceLine: number;
  shape: Shape;
  specs: TypeSpec[];
  /** the default example's inputs (the first page example, else the signature's defaults) */
  inputs: InputValue[];
  /** name of the default example, when it is a page example */
  inputsFrom: string | null;
  examples: PageExample[];
  search: SearchReport;
  /** the default inputs' run, computed at build time with CPython */
  run: RunReport;
  /** the Python that computed `run` and `search`, e.g. `python3 3.11.7` */
  computedWith: string;
  /** the author's map onto the page's own mermaid diagram (a `pagelab-map` block), if any */
  map?: DiagramMap | null;
}

export function specsOf(params: readonly { annotation: string | null }[]): TypeSpec[] {
  return params.map((p) => parseAnnotation(p.annotation));
}

/** The inputs an example gives, parameter by parameter (a parameter it leaves out keeps `fallback`). */
export function exampleInputs(
  example: PageExample,
  params: readonly { name: string }[],
  fallback: readonly InputValue[],
): InputValue[] {
  return params.map((p, i) => (Object.hasOwn(example.args, p.name) ? example.args[p.name]! : fallback[i]!));
}

/** The default inputs of a function: its first page example, else its defaults, else empty values. */
export function defaultInputs(
  fn: Pick<PageFunctionRef, 'params'>,
  examples: readonly PageExample[],
): { inputs: InputValue[]; from: string | null } {
  const specs = specsOf(fn.params);
  const base = fn.params.map((p, i) =>
    p.default !== null ? defaultInput(p.default) : emptyInput(specs[i]!),
  );
  const first = examples[0];
  return first
    ? { inputs: exampleInputs(first, fn.params, base), from: first.name }
    : { inputs: base, from: null };
}

/** The driver's arguments for a set of inputs, or the first parameter that cannot be converted. */
export function argsFor(
  inputs: readonly InputValue[],
  specs: readonly TypeSpec[],
): { ok: true; args: DriverArg[]; shown: string[] } | { ok: false; param: number; error: ConvertError } {
  const args: DriverArg[] = [];
  const shown: string[] = [];
  for (let i = 0; i < specs.length; i++) {
    const c = driverArg(inputs[i] ?? emptyInput(specs[i]!), specs[i]!);
    if (!c.ok) return { ok: false, param: i, error: c.error };
    args.push(c.arg);
    shown.push(c.shown);
  }
  return { ok: true, args, shown };
}

/** The search request's examples: every page example whose inputs convert. */
export function searchExamples(
  examples: readonly PageExample[],
  params: readonly { name: string }[],
  specs: readonly TypeSpec[],
  fallback: readonly InputValue[],
): { name: string; args: DriverArg[] }[] {
  const out: { name: string; args: DriverArg[] }[] = [];
  for (const ex of examples) {
    const a = argsFor(exampleInputs(ex, params, fallback), specs);
    if (a.ok) out.push({ name: ex.name, args: a.args });
  }
  return out;
}

/** The inputs that reach an exit: a page example by name, or the search's find. */
export function inputsForExit(
  data: Pick<PageLabData, 'search' | 'examples' | 'shape' | 'inputs'>,
  exit: string,
): InputValue[] | null {
  const f = data.search.found[exit];
  if (!f) return null;
  if (f.args) return f.args;
  const ex = data.examples.find((e) => e.name === f.example);
  return ex ? exampleInputs(ex, data.shape.params, data.inputs) : null;
}
