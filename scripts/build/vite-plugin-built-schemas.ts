// `virtual:built-schemas`: the validators of the schemas labs build from their scenarios, compiled at
// build time (scripts/build/built-schemas.ts). The dev server serves the same module.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { builtSchemaModule, builtSchemas } from './built-schemas.ts';

const ID = 'virtual:built-schemas';
const RESOLVED = '\0' + ID;

export function builtSchemasPlugin(opts: { root?: string } = {}): Plugin {
  const root = resolve(opts.root ?? process.cwd());
  return {
    name: 'tool-lab-built-schemas',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? builtSchemaModule(builtSchemas(root)) : null),
  };
}
