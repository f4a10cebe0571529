/**
 * A session with one Python (a `python3` process, Pyodide in Node, later Pyodide in a browser worker):
 * load a page's code block, call its function on batches of payloads, compare with the port.
 */
import { pageFunction } from './extract.ts';
import {
  resultLabel,
  sameResult,
  type FunctionRef,
  type Payload,
  type PyResult,
  type ReferenceSpec,
} from '../reference/index.ts';

/** One Python running `PY_DRIVER` (./driver.ts): a request line in, its response line out (in order). */
export interface PythonBackend {
  /** e.g. `python3 3.11.7`, `pyodide 314.0.7 (Python 3.14.2)` */
  readonly name: string;
  exchange(line: string): Promise<string>;
  close(): Promise<void>;
}

export interface Disagreement<P> {
  payload: P;
  python: PyResult;
  port: PyResult;
}

export interface DifferentialReport<P> {
  total: number;
  /** Results that differ only where a documented rule allows it, by reason. */
  tolerated: Map<string, number>;
  disagreements: Disagreement<P>[];
  /** How often each Python outcome was reached (see `resultLabel`). */
  outcomes: Map<string, number>;
}

interface DriverResponse {
  id: number;
  error?: string;
  results?: PyResult[];
  shape?: string;
  version?: string;
}

function count(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** Where a session reads a function's code block: from page Markdown in Node, from the page's python
 * blocks in the browser. Throws when the page does not define the function (exactly once). */
export type CodeSource = (ref: FunctionRef) => string;

/** A {@link CodeSource} over page Markdown: `readPage(id)` returns the zh page (the one the labs port). */
export function fromPages(readPage: (page: string) => string): CodeSource {
  return (ref) => pageFunction(readPage(ref.page), ref.fn).code;
}

export class ReferenceSession {
  private nextId = 1;
  private readonly loaded = new Map<string, Promise<void>>();

  constructor(
    readonly backend: PythonBackend,
    private readonly codeOf: CodeSource,
  ) {}

  private async request(req: Record<string, unknown>): Promise<DriverResponse> {
    const id = this.nextId++;
    const line = await this.backend.exchange(JSON.stringify({ ...req, id }));
    const resp = JSON.parse(line) as DriverResponse;
    if (resp.id !== id) throw new Error(`python answered request ${resp.id}, expected ${id}`);
    if (resp.error !== undefined) throw new Error(`python: ${resp.error}`);
    return resp;
  }

  /** The Python version the backend runs. */
  async version(): Promise<string> {
    return (await this.request({ op: 'version' })).version as string;
  }

  /** The AST of a code block without docstrings or comments (compare two language versions). */
  async shape(code: string): Promise<string> {
    return (await this.request({ op: 'shape', code })).shape as string;
  }

  private key(spec: FunctionRef): string {
    return `${spec.page}#${spec.fn}`;
  }

  /** Loads the block that defines `spec.fn` from its page (once per session). */
  load(spec: FunctionRef): Promise<void> {
    const key = this.key(spec);
    let done = this.loaded.get(key);
    if (!done) {
      const code = this.codeOf(spec);
      done = this.request({ op: 'load', key, code }).then(() => undefined);
      // a failed load (a syntax error in the page) is reported once, then may be tried again
      done.catch(() => this.loaded.delete(key));
      this.loaded.set(key, done);
    }
    return done;
  }

  /**
   * Runs the page function on every payload, `batch` per request. All batches are sent at once, so
   * Python works while the caller computes the port's side.
   */
  async call<P extends Payload>(
    spec: ReferenceSpec<P>,
    payloads: readonly P[],
    batch = 2500,
  ): Promise<PyResult[]> {
    await this.load(spec);
    const key = this.key(spec);
    const parts: Promise<DriverResponse>[] = [];
    for (let i = 0; i < payloads.length; i += batch)
      parts.push(this.request({ op: 'call', key, call: spec.call, payloads: payloads.slice(i, i + batch) }));
    const out: PyResult[] = [];
    for (const part of await Promise.all(parts)) out.push(...(part.results as PyResult[]));
    return out;
  }

  /** Python beside the port on every payload. */
  async differential<P extends Payload>(
    spec: ReferenceSpec<P>,
    payloads: readonly P[],
  ): Promise<DifferentialReport<P>> {
    const pending = this.call(spec, payloads);
    const ports = payloads.map((p) => spec.port(p));
    const pythons = await pending;
    const report: DifferentialReport<P> = {
      total: payloads.length,
      tolerated: new Map(),
      disagreements: [],
      outcomes: new Map(),
    };
    const open: number[] = [];
    payloads.forEach((payload, i) => {
      const python = pythons[i] as PyResult;
      const port = ports[i] as PyResult;
      const label = spec.label ? spec.label(python) : resultLabel(python);
      report.outcomes.set(label, (report.outcomes.get(label) ?? 0) + 1);
      if (sameResult(python, port)) return;
      const reason = spec.tolerate?.(python, port, payload) ?? null;
      if (reason !== null) count(report.tolerated, reason);
      else if (spec.recheck?.applies(python, port)) open.push(i);
      else report.disagreements.push({ payload, python, port });
    });
    if (spec.recheck && open.length > 0) {
      const again = await this.call(
        { ...spec, call: spec.recheck.call },
        open.map((i) => payloads[i] as P),
      );
      open.forEach((i, k) => {
        const port = ports[i] as PyResult;
        if (sameResult(again[k] as PyResult, port)) count(report.tolerated, spec.recheck!.reason);
        else report.disagreements.push({ payload: payloads[i] as P, python: pythons[i] as PyResult, port });
      });
    }
    return report;
  }
}
