// Monaco's first edit on a page runs code that nothing before it has run: the type command, the undo
// stack's first element, the view's first render of a change. On a 4× slower CPU that first key took
// 60–90 ms, every later key well under 16. So before the first editor takes over, a throwaway editor
// out of sight (and out of the accessibility tree) takes one throwaway key, once per page, in tasks of
// its own. It shares nothing with the learner's editors: no model, no undo stack, no draft.
import type { Monaco } from './monaco';

type EditorOptions = NonNullable<Parameters<Monaco['editor']['create']>[1]>;

/** A frame is waited for this long at most: a tab in the background draws none. */
const FRAME_WAIT_MS = 250;
/** The language's module is waited for this long at most. */
const LANGUAGE_WAIT_MS = 2000;

/** Once the next frame has been drawn (or FRAME_WAIT_MS passed), in a task of its own. */
function afterFrame(): Promise<void> {
  return new Promise((done) => {
    const late = setTimeout(done, FRAME_WAIT_MS);
    requestAnimationFrame(() => {
      clearTimeout(late);
      setTimeout(done, 0);
    });
  });
}

/**
 * Once the language's own module has loaded. Monaco loads it when a model of that language first exists
 * (the learner's, just made), then sets its brackets and tokenizer: a key typed before then warms the
 * plain-text path, and the new configuration is built afresh at the learner's first key. Colourizing
 * waits for that same module. Bounded, so a language that never loads only costs the wait.
 */
async function languageReady(monaco: Monaco, language: string): Promise<void> {
  let late: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      monaco.editor.colorize('', language, {}),
      new Promise((done) => (late = setTimeout(done, LANGUAGE_WAIT_MS))),
    ]);
  } catch {
    // A language that fails to load: the key is typed all the same.
  } finally {
    clearTimeout(late);
  }
}

let warming: Promise<void> | null = null;

/** Resolves once Monaco's editing path has run one key; never rejects. The first call does the work. */
export function warmUpEditing(monaco: Monaco, language: string, options: EditorOptions): Promise<void> {
  warming ??= typeOneKey(monaco, language, options).catch(() => undefined);
  return warming;
}

async function typeOneKey(monaco: Monaco, language: string, options: EditorOptions): Promise<void> {
  await languageReady(monaco, language);
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.inert = true;
  Object.assign(host.style, {
    position: 'fixed',
    left: '-10000px',
    top: '0',
    width: '480px',
    height: '96px',
    visibility: 'hidden',
  });
  document.body.append(host);
  let model: ReturnType<Monaco['editor']['createModel']> | undefined;
  let editor: ReturnType<Monaco['editor']['create']> | undefined;
  try {
    model = monaco.editor.createModel('{\n  "a": 1\n}\n', language);
    // Its own name, not the learner's editor's: nothing may find it by that label meanwhile.
    editor = monaco.editor.create(host, { ...options, ariaLabel: '', model, automaticLayout: false });
    await afterFrame();
    // As a key from the keyboard: only that source goes through the type interceptors (electric
    // characters, auto-closing), whose language tables are built on their first use. They run only on a
    // line already tokenized or cheap to tokenize, and of a new model that is the first line.
    editor.setPosition({ lineNumber: 1, column: 2 });
    editor.trigger('keyboard', 'type', { text: '2' });
    await afterFrame();
  } finally {
    editor?.dispose();
    model?.dispose();
    host.remove();
  }
}
