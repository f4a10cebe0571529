/**
 * Fidelity harness: the wiki page's own Python is the oracle of every lab port.
 *
 * A lab's port promises "the same answers as the page's Python function, called like this". The harness
 * checks the promise: it takes the function from the page's python code block (so an edit to the page is
 * tested too), runs it in a real Python, runs the port on the same input, and compares the two results
 * exactly (values with Python types; exceptions by type and message).
 *
 * Pieces (this folder is framework-free; the Node backends live in scripts/fidelity/backends.ts):
 *
 * - `pageFunction(markdown, fn)` → the code block that defines `fn`; `functionInBlocks(blocks, fn)` the
 *   same over blocks already split out (the browser gets a page's python blocks only) (extract.ts).
 * - `PY_DRIVER` (+ `PY_SERVE` for a process): the Python program both backends run (driver.ts).
 * - `PythonBackend`: `exchange(line) → line`; Node: `openPython3()`, `openPyodide()`, `openBackend()`.
 * - `ReferenceSession(backend, fromPages(readPage))`: `load(spec)`, `call(spec, payloads)`, `differential(spec,
 *   payloads)` → `{ total, disagreements, tolerated, outcomes }`, `shape(code)` (AST without
 *   docstrings/comments, to prove two language versions hold the same code), `version()`.
 * - `ReferenceSpec<P>` (src/reference): one function on both sides: `page`, `fn`, the Python `call` (a
 *   lambda over the JSON payload), `port(payload) → PyResult`, optional `tolerate` and `recheck` for the
 *   documented places where Python itself leaves the answer open. A lab declares its own in
 *   `src/labs/<slug>/reference.ts` (a `LabReference`: the spec, its lab state as the payload, the value
 *   as an outcome), exported through the lab's `index.ts`.
 *
 * Adding a lab's function takes a reference in the lab's folder and a payload generator:
 *
 *     export const myReference: LabReference<{ text: string }> = {
 *       page: 'function-calling', fn: 'call_key',
 *       call: 'lambda p: call_key(p["tool"], json.loads(p["text"]))',
 *       port: ({ text }) => { … run the port …; return returned(…) or raisedFromTrace(trace, error) },
 *       payload: payloadFrom(myStateSchema, (s) => ({ text: s.input })),
 *       texts: (p) => [p.text],
 *       outcome: (v) => (typeof v === 'string' ? v : null),
 *     };
 *     const report = await session.differential(myReference, fc.sample(arbMyPayload, 20000));
 *     expect(report.disagreements).toEqual([]);
 *
 * scripts/fidelity/differential.test.ts runs every lab's reference (and the action-chain lab's `canon`)
 * (`FIDELITY_PYTHON=python3|pyodide`, `FIDELITY_RUNS`, `FIDELITY_SEED`, `FIDELITY_VERBOSE=1`). Why the
 * split: extraction, the driver, the specs and the comparison are the same in Node and in a browser worker
 * (the "run the page's Python" panel, panel.ts + app/labs/PythonPanel.tsx, reuses them with a Pyodide
 * backend in a Web Worker); spawning python3 and
 * loading Pyodide from node_modules are Node-only, so they live with the other Node tooling in scripts/.
 *
 * The only places where Python and the ports may differ, each handled in one named spot:
 * - `json.loads` reads `NaN`, `Infinity`, `-Infinity`; the strict reader refuses them (`jsonExtension`).
 * - An integer literal over 4300 digits: both refuse it, Python with a plain ValueError (`sameResult`).
 * - CPython 3.14 (Pyodide) rewords two crash messages of 3.11 (`normaliseMessage`).
 * - The order in which a Python set is visited (the planner's owners loop): the port uses code point
 *   order; a difference is accepted only when Python, made to visit the same set in that order, gives
 *   exactly the port's answer (`recheck`).
 * - A raw lone surrogate next to an escaped one (`"\ud83d` + `\ude00"` with only the second escaped):
 *   Python keeps two code points, a JS string sees one pair. No UTF-8 file can hold such a text; the
 *   generators do not write it.
 */
export {
  fencedBlocks,
  functionInBlocks,
  pageFunction,
  pythonBlocks,
  type CodeBlock,
  type PageFunction,
} from './extract.ts';
export { PY_DRIVER, PY_SERVE } from './driver.ts';
export {
  fromPages,
  ReferenceSession,
  type CodeSource,
  type DifferentialReport,
  type Disagreement,
  type PythonBackend,
} from './session.ts';
export { pyRepr, resultRepr, strRepr } from './repr.ts';
export {
  comparePanel,
  inputNotes,
  outcomeOf,
  type PanelComparison,
  type PanelNote,
  type PanelVerdict,
} from './panel.ts';
