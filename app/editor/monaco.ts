// The one Monaco set-up. Uses the bundled monaco-editor (never a CDN): only the editor core, the JSON
// language service and markdown highlighting are pulled in, and the workers are bundled by Vite.
import * as monaco from 'monaco-editor/editor';
// The editor contributions (find, hover, suggest, folding…) and the services they register. The core
// entry above leaves them out, and the JSON language pulls them in only when a JSON model first appears:
// an editor created before that has no completion, and one created after it (a second editor on the
// page, or the next lab after in-app navigation) meets contributions whose services were registered too
// late ("depends on UNKNOWN service …" on the first mouse event). Loading them here, before any editor
// exists, gives every editor the same complete set.
import 'monaco-editor/internal/common/workers';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import 'monaco-editor/languages/definitions/markdown/register';
// The core carries no editor contributions: without these two a registered JSON Schema gives
// diagnostics only. The suggest widget (completion, Ctrl+Space, and on typing `"`) and hover docs.
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/features/hover/register';
// The JSON language's worker manager registers the code-lens and drop-into-editor contributions
// without the services they need; every editor then logged "[createInstance] … depends on UNKNOWN
// service". These two modules register those services.
import 'monaco-editor/editor/contrib/codelens/browser/codeLensCache';
import 'monaco-editor/editor/common/services/treeViewsDndService';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import { loader } from '@monaco-editor/react';

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker };
  }
}

self.MonacoEnvironment = {
  getWorker: (_id: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};
loader.config({ monaco });

export { monaco };
export type Monaco = typeof monaco;

const schemas = new Map<string, { uri: string; fileMatch: string[]; schema: object }>();

/** Registers a JSON Schema for models whose URI matches `fileMatch` (completion + hover docs). */
export function registerJsonSchema(uri: string, fileMatch: string, schema: object) {
  schemas.set(uri, { uri, fileMatch: [fileMatch], schema });
  jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    trailingCommas: 'error',
    // Our own reader reports syntax errors with Python's rules; Monaco's schema warnings stay hints.
    schemaValidation: 'warning',
    enableSchemaRequest: false,
    schemas: [...schemas.values()],
  });
}
