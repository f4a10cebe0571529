// Stands in for monaco-editor's internal/common/workers module (vite.config.ts points it here). That
// module is what Monaco's JSON support imports for `createWebWorker`, and importing it also registers
// every editor feature Monaco has. Here it registers the labs' list (monaco-features.ts) and starts a
// language worker the same way: from MonacoEnvironment.getWorker, told to skip its default start-up
// message and given its creation data, then wrapped by Monaco's worker client.
import './monaco-features';
import { editor } from 'monaco-editor/editor/editor.api';

type ClientOptions = Parameters<typeof editor.createWebWorker>[0];

interface WorkerOptions {
  label?: string;
  moduleId?: string;
  createData?: unknown;
  host?: ClientOptions['host'];
  keepIdleModels?: boolean;
  createWorker?: () => Worker;
}

function startWorker(opts: WorkerOptions): Worker {
  const env = (globalThis as { MonacoEnvironment?: { getWorker?(id: string, label: string): Worker } })
    .MonacoEnvironment;
  if (env?.getWorker) return env.getWorker('workerMain.js', opts.label ?? 'monaco-editor-worker');
  if (opts.createWorker) return opts.createWorker();
  throw new Error('MonacoEnvironment.getWorker is not set');
}

export function createWebWorker(opts: WorkerOptions) {
  const worker = Promise.resolve().then(() => {
    const w = startWorker(opts);
    w.postMessage('ignore');
    w.postMessage(opts.createData);
    return w;
  });
  return editor.createWebWorker({ worker, host: opts.host, keepIdleModels: opts.keepIdleModels });
}
