/**
 * The page lab's driver: one Python program (./py-shape.ts, ./py-run.ts, ./py-search.ts) that speaks JSON
 * lines. python3 runs it at build time (append {@link PAGE_LAB_SERVE}: stdin → stdout); the browser worker
 * runs it in Pyodide and calls `_page_lab_handle(line)`. Requests:
 *
 *     {"op": "shape", "code": SRC, "fn": NAME}                        -> Shape (./types.ts)
 *     {"op": "run", "code": SRC, "fn": NAME, "args": [DriverArg…], "limitMs": 2000}
 *                                                                     -> RunReport
 *     {"op": "search", "code": SRC, "fn": NAME, "specs": [TypeSpec…], "examples": [{name, args}],
 *      "budgetMs": 3000}                                              -> SearchReport
 *     {"op": "seal"}  forget the host's bridge modules (the browser, once, before any page code runs)
 */
import { PY_RUN } from './py-run.ts';
import { PY_SEARCH } from './py-search.ts';
import { PY_SHAPE } from './py-shape.ts';

export const PAGE_LAB_DRIVER = PY_SHAPE + PY_RUN + PY_SEARCH;

export const PAGE_LAB_SERVE = String.raw`
for _line in _sys.stdin:
    if _line.strip():
        _sys.stdout.write(_page_lab_handle(_line) + "\n")
        _sys.stdout.flush()
`;

/** Longest a run may take before it is stopped (the teaching functions take milliseconds). */
export const RUN_LIMIT_MS = 2000;
/** How long the search for examples may look, per function. */
export const SEARCH_BUDGET_MS = 3000;
