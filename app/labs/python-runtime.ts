// The browser side of the "run the page's Python" panel: one Pyodide worker shared by every lab (kept
// across client-side navigation, so the runtime loads once per visit), the page's python blocks from
// virtual:page-python, and the comparison of src/fidelity (the differential test's own rules). This
// module is imported only when a learner presses the panel's button.
import { pages } from 'virtual:page-python';
import { pyodideDir } from 'virtual:pyodide-assets';
import {
  comparePanel,
  functionInBlocks,
  PY_DRIVER,
  ReferenceSession,
  resultRepr,
  type CodeBlock,
  type PanelNote,
  type PanelVerdict,
  type PythonBackend,
} from '../../src/fidelity/index';
import { NOT_JSON, type LabReference } from '../../src/reference/index';
import type { Lang } from '../i18n/strings';
import type { PythonWorkerReply } from './python.worker';

/** Longest a single call may run before the worker is stopped (the teaching functions take milliseconds). */
export const CALL_LIMIT_MS = 20_000;

export type PanelFailure = 'load' | 'run' | 'timeout' | 'cancelled' | 'unsupported' | 'page';

export class PanelError extends Error {
  constructor(
    readonly kind: PanelFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface PanelView {
  verdict: PanelVerdict;
  pythonOutcome: string;
  portOutcome: string;
  /** Python's answer as Python prints it (`repr`, or `Type: message`). */
  pythonText: string;
  portText: string;
  /** The port refused the text as JSON (the lab shows the reader's message with line and column). */
  portRefused: boolean;
  notes: PanelNote[];
  /** e.g. `Python 3.14.2 (Pyodide 314.0.7)` */
  python: string;
  /** The code block that ran, and the line of its opening fence in the page. */
  code: string;
  line: number;
}

interface Runtime {
  worker: Worker;
  session: ReferenceSession;
  ready: Promise<string>;
  /** Set once the runtime answered `ready`. */
  version: string | null;
  fail(error: PanelError): void;
}

let runtime: Runtime | null = null;
const blocks = new Map<string, readonly CodeBlock[]>();

function start(): Runtime {
  const worker = new Worker(new URL('./python.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { resolve(line: string): void; reject(e: Error): void }>();
  let nextId = 0;
  let failed: PanelError | null = null;
  let onReady!: { resolve(v: string): void; reject(e: Error): void };
  const ready = new Promise<string>((resolve, reject) => (onReady = { resolve, reject }));
  ready.catch(() => undefined);

  const self: Runtime = {
    worker,
    ready,
    version: null,
    session: null as unknown as ReferenceSession,
    fail(error) {
      if (failed) return;
      failed = error;
      worker.terminate();
      if (runtime === self) runtime = null;
      onReady.reject(error);
      for (const w of waiting.values()) w.reject(error);
      waiting.clear();
    },
  };
  worker.onmessage = (e: MessageEvent<PythonWorkerReply>) => {
    const m = e.data;
    if (m.type === 'ready') {
      self.version = m.version;
      onReady.resolve(m.version);
    } else if (m.type === 'reply') {
      waiting.get(m.id)?.resolve(m.line);
      waiting.delete(m.id);
    } else if (m.id === undefined) self.fail(new PanelError('load', m.message));
    else {
      waiting.get(m.id)?.reject(new PanelError('run', m.message));
      waiting.delete(m.id);
    }
  };
  worker.onerror = (e) => self.fail(new PanelError('load', e.message || 'the Python worker did not start'));

  const backend: PythonBackend = {
    name: 'pyodide (browser worker)',
    exchange(line) {
      if (failed) return Promise.reject(failed);
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => self.fail(new PanelError('timeout', `no answer within ${CALL_LIMIT_MS / 1000} s`)),
          CALL_LIMIT_MS,
        );
        const done = () => clearTimeout(timer);
        waiting.set(id, {
          resolve: (l) => (done(), resolve(l)),
          reject: (err) => (done(), reject(err)),
        });
        worker.postMessage({ type: 'exchange', id, line });
      });
    },
    close: async () => self.fail(new PanelError('cancelled', 'closed')),
  };
  self.session = new ReferenceSession(backend, (ref) => {
    const found = blocks.get(ref.page);
    if (!found) throw new PanelError('page', `the code of ${ref.page} has not loaded`);
    return functionInBlocks(found, ref.fn).code;
  });
  const indexURL = new URL(import.meta.env.BASE_URL + pyodideDir, location.href).href;
  worker.postMessage({ type: 'init', indexURL, driver: PY_DRIVER });
  return self;
}

/** The python blocks of a page in a language (`<lang>/<page>`), the zh page when that language has none. */
async function pageBlocks(lang: Lang, page: string): Promise<{ key: string; blocks: readonly CodeBlock[] }> {
  const key = Object.hasOwn(pages, `${lang}/${page}`) ? `${lang}/${page}` : `zh/${page}`;
  let found = blocks.get(key);
  if (!found) {
    const load = Object.hasOwn(pages, key) ? pages[key] : undefined;
    if (!load) throw new PanelError('page', `the page ${page} has no python code`);
    found = (await load()).default;
    blocks.set(key, found);
  }
  return { key, blocks: found };
}

/** The Python version once the runtime has loaded in this visit, else null. */
export function loadedPython(): string | null {
  return runtime?.version ?? null;
}

/**
 * Runs the page's own function on a lab state and compares it with the port. `onLoading` is told when
 * the runtime has to be fetched first. Rejects with a {@link PanelError}.
 */
export async function runPagePython(
  ref: LabReference,
  state: unknown,
  lang: Lang,
  onLoading: () => void,
): Promise<PanelView> {
  const payload = ref.payload(state);
  if (!payload) throw new PanelError('run', 'the lab state has an unexpected shape');
  // the page in the reader's language: the same program as the zh page (a test compares their ASTs),
  // with comments the reader can read; the session loads it under its own key
  const page = await pageBlocks(lang, ref.page);
  const code = functionInBlocks(page.blocks, ref.fn);
  const panel = { ...ref, page: page.key };
  if (loadedPython() === null) onLoading();
  const rt = (runtime ??= start());
  const python = await rt.ready;
  try {
    const c = await comparePanel(rt.session, panel, payload);
    return {
      verdict: c.verdict,
      pythonOutcome: c.pythonOutcome,
      portOutcome: c.portOutcome,
      pythonText: resultRepr(c.python),
      portText: resultRepr(c.port),
      portRefused: c.port === NOT_JSON,
      notes: c.notes,
      python,
      code: code.code,
      line: code.line,
    };
  } catch (e) {
    throw e instanceof PanelError ? e : new PanelError('run', e instanceof Error ? e.message : String(e));
  }
}

/** Stops the runtime (loading or running); the next run loads it again. */
export function stopPagePython(): void {
  runtime?.fail(new PanelError('cancelled', 'cancelled'));
}
