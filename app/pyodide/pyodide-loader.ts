// Pyodide's start-up, shared by the two Python workers (the "run the page's Python" panel and the page
// labs): the runtime is fetched from the site's own origin (indexURL, see
// scripts/build/vite-plugin-pyodide.ts), started quietly, and handed the worker's driver program.

export interface PyodideLike {
  version: string;
  runPython(code: string): unknown;
  globals: { get(name: string): unknown };
  _module?: { HEAP8?: { buffer: ArrayBuffer } };
}

export interface BootedPython {
  py: PyodideLike;
  /** e.g. `Python 3.12.7 (Pyodide 0.27.0)` */
  version: string;
  /** the driver's line handler, found under `handlerName` once the driver ran */
  handle: (line: string) => string;
}

/** Loads Pyodide from `indexURL`, runs `driver`, and returns its handler `handlerName`. */
export async function bootPyodide(
  indexURL: string,
  driver: string,
  handlerName: string,
): Promise<BootedPython> {
  // a runtime URL, not a bundled module: the loader stays a file of its own next to its wasm
  const { loadPyodide } = (await import(/* @vite-ignore */ `${indexURL}pyodide.mjs`)) as {
    loadPyodide(options: {
      indexURL: string;
      stdout(s: string): void;
      stderr(s: string): void;
    }): Promise<PyodideLike>;
  };
  // the teaching functions' start-up chatter is not the learner's business (runs capture their own print)
  const quiet = () => undefined;
  const py = await loadPyodide({ indexURL, stdout: quiet, stderr: quiet });
  py.runPython(driver);
  const handle = py.globals.get(handlerName) as (line: string) => string;
  const python = py.runPython('import sys; sys.version.split()[0]') as string;
  return { py, handle, version: `Python ${python} (Pyodide ${py.version})` };
}
