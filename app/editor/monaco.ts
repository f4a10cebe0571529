// The one Monaco set-up. Uses the bundled monaco-editor (never a CDN): only the editor core, the JSON
// language service and markdown highlighting are pulled in, and the workers are bundled by Vite.
import * as monaco from 'monaco-editor/editor';
// Every editor contribution (completion, hover, find, code lens, inlay hints, code actions…) and the
// services they depend on, registered now, before the first editor exists. Monaco builds its service
// collection once, when the first editor is created; the JSON language support imports this same module
// later (lazily, with its worker client), and contributions registered after that point made every
// later editor fail with "depends on UNKNOWN service ICodeLensCache" (and four more) on each in-app
// navigation. Importing it first is the fix at the root; the bytes were in the Monaco chunk anyway.
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

/** The key that switches what Tab does (see tab-mode.ts): Ctrl+M, on Apple systems Ctrl+Shift+M. */
export function tabToggleKeybinding(apple: boolean): number {
  const { KeyMod, KeyCode } = monaco;
  return apple ? KeyMod.WinCtrl | KeyMod.Shift | KeyCode.KeyM : KeyMod.CtrlCmd | KeyCode.KeyM;
}

/**
 * Monaco's own toggle flips a page-wide flag that cannot be read back, so the page could not say what
 * Tab does; its key is handed to the page's toggle instead (bound per editor in MonacoEditor).
 */
export function releaseTabToggleKey(apple: boolean): void {
  monaco.editor.addKeybindingRules([
    { keybinding: tabToggleKeybinding(apple), command: '-editor.action.toggleTabFocusMode' },
  ]);
}

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
