/**
 * The two Node backends of the fidelity harness (see src/fidelity/index.ts): one long-lived `python3`
 * process speaking JSON lines over stdin/stdout, or Pyodide (CPython compiled to WebAssembly) loaded
 * offline from node_modules. `FIDELITY_PYTHON=python3|pyodide` picks one; by default python3 when the
 * machine has it, Pyodide otherwise, so the differential test never skips.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PY_DRIVER, PY_SERVE, type PythonBackend } from '../../src/fidelity/index.ts';

/** One `python3` child; responses come back in request order, so a FIFO of waiters is enough. */
export function openPython3(command = 'python3'): PythonBackend {
  const child = spawn(command, ['-u', '-c', PY_DRIVER + PY_SERVE], {
    // a fixed hash seed makes set order (the one open choice) the same on every run
    env: { ...process.env, PYTHONHASHSEED: process.env.FIDELITY_HASHSEED ?? '0', PYTHONIOENCODING: 'utf-8' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const waiting: { resolve(line: string): void; reject(e: Error): void }[] = [];
  let buffer = '';
  let stderr = '';
  let failure: Error | null = null;
  const fail = (e: Error) => {
    failure ??= e;
    for (const w of waiting.splice(0)) w.reject(failure);
  };
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      waiting.shift()?.resolve(line);
    }
  });
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  child.on('error', (e) => fail(e));
  child.on('exit', (code, signal) => {
    if (waiting.length > 0) fail(new Error(`${command} exited (${code ?? signal}): ${stderr.trim()}`));
  });
  return {
    name: command,
    exchange(line) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        child.stdin.write(line + '\n');
      });
    },
    close() {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin.end();
      });
    },
  };
}

interface PyodideModule {
  loadPyodide(options?: { indexURL?: string }): Promise<{
    version: string;
    runPython(code: string): unknown;
    globals: { get(name: string): unknown };
  }>;
}

/** Pyodide in this Node process, loaded offline from node_modules (about 2.5 s). */
export async function openPyodide(): Promise<PythonBackend> {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('pyodide/package.json'));
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  const { loadPyodide } = (await import('pyodide')) as unknown as PyodideModule;
  const py = await loadPyodide({ indexURL: dir + '/' });
  py.runPython(PY_DRIVER);
  const handle = py.globals.get('_fidelity_handle') as (line: string) => string;
  return {
    name: `pyodide ${version}`,
    exchange: async (line) => handle(line),
    close: async () => undefined,
  };
}

export function hasPython3(command = 'python3'): boolean {
  const r = spawnSync(command, ['-c', 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else 1)']);
  return r.status === 0;
}

export type BackendChoice = 'python3' | 'pyodide';

/** `FIDELITY_PYTHON` if set, else python3 when present, else Pyodide. */
export function chooseBackend(env: Record<string, string | undefined> = process.env): BackendChoice {
  const asked = env.FIDELITY_PYTHON;
  if (asked === 'python3' || asked === 'pyodide') return asked;
  if (asked !== undefined && asked !== '')
    throw new Error(`FIDELITY_PYTHON must be python3 or pyodide, not ${JSON.stringify(asked)}`);
  return hasPython3() ? 'python3' : 'pyodide';
}

export async function openBackend(choice: BackendChoice = chooseBackend()): Promise<PythonBackend> {
  return choice === 'python3' ? openPython3() : openPyodide();
}
