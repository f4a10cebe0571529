// Pyodide in Node (offline, from node_modules) running the page-lab driver: the differential test's
// second runtime and the benchmark's cold start. Returns the driver's line handler.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PAGE_LAB_DRIVER } from '../../src/page-labs/index.ts';

interface Py {
  runPython(s: string): unknown;
  globals: { get(n: string): unknown };
}

export async function openPageLabPyodide(): Promise<(line: string) => string> {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('pyodide/package.json'));
  const { loadPyodide } = (await import(join(dir, 'pyodide.mjs'))) as { loadPyodide(o: object): Promise<Py> };
  const py = await loadPyodide({ stdout: () => undefined, stderr: () => undefined });
  py.runPython(PAGE_LAB_DRIVER);
  return py.globals.get('_page_lab_handle') as (line: string) => string;
}
