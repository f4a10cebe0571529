/**
 * The shapes a page lab passes between its halves: the TypeScript core (discovery, input conversion,
 * flowchart), the Python driver (./py-*.ts, run by python3 at build time and by Pyodide in the browser)
 * and the app. Everything here is plain JSON.
 */

/** What a parameter's annotation asks for; decides the editor and the JSON → Python conversion. */
export type TypeSpec =
  | { k: 'any' }
  | { k: 'int' }
  | { k: 'float' }
  | { k: 'str' }
  | { k: 'bool' }
  | { k: 'none' }
  | { k: 'list' | 'set' | 'frozenset'; of: TypeSpec }
  | { k: 'tuple'; of: TypeSpec }
  | { k: 'tuple'; items: TypeSpec[] }
  | { k: 'dict'; key: TypeSpec; val: TypeSpec }
  | { k: 'union'; of: TypeSpec[] }
  | { k: 'path' }
  /** an annotation the lab cannot build from JSON: the reader writes a Python expression */
  | { k: 'expr'; source: string };

export interface Param {
  name: string;
  /** the annotation as written (`dict[str, int] | None`), or null */
  annotation: string | null;
  /** the default as Python source, or null */
  default: string | null;
  /** keyword-only (after `*`) */
  keyword: boolean;
}

/** A public top-level function of a page's python block. */
export interface PageFunctionRef {
  name: string;
  /** 0-based index of its block among the page's python blocks */
  block: number;
  /** 1-based line of the `def` within the block */
  line: number;
  params: Param[];
}

export type NodeKind = 'if' | 'elif' | 'else' | 'loop' | 'try' | 'except' | 'return' | 'raise' | 'end';

/** A node of the function's control flow; exits (`return`, `raise`, `end`) have ids `L<line>` / `end`. */
export interface FlowNode {
  id: string;
  kind: NodeKind;
  /** 1-based line in the code block */
  line: number;
  end: number;
  label: string;
}

export interface Shape {
  fn: string;
  line: number;
  endLine: number;
  params: Param[];
  nodes: FlowNode[];
  exits: FlowNode[];
  async: boolean;
  constants: { str: string[]; int: number[]; float: number[] };
}

/** One argument as the driver takes it: a Python expression or a folder of files. */
export type DriverArg = { source: string } | { files: Record<string, string> };

/** One argument as the lab's editors hold it (and as example blocks and the search give it). */
export type InputValue = { json: string } | { python: string } | { files: Record<string, string> };

export interface RunReport {
  stdout?: string;
  lines?: number[];
  path?: string[];
  ms?: number;
  exit?: string | null;
  /** the line of the function an exception passed through (raised further in) */
  through?: number;
  returned?: string;
  truncated?: boolean;
  view?: string | null;
  raised?: string;
  message?: string;
  /** the run was ended by the time or memory bound */
  stopped?: 'time' | 'memory';
  loadError?: string;
  argError?: string;
  error?: string;
}

export interface SearchReport {
  found: Record<string, { example?: string; args?: InputValue[] }>;
  unreached: string[];
  runs: number;
  ms: number;
  error?: string;
}

export interface PageExample {
  name: string;
  args: Record<string, InputValue>;
}
