// Monaco's diff editor behind the one Monaco adapter: two texts compared read-only, side by side or
// inline, with the changed words inside a changed line marked (the advanced diff extends a character
// change to its whole word). Loaded lazily, like MonacoEditor: this module pulls in monaco-editor.
//
// Driven through Monaco's own API rather than the React wrapper. The wrapper edits the two models in
// place, one after the other, while a diff of the previous texts may still be drawn, and disposes the
// models before the editor on unmount; both threw inside Monaco ("Illegal value for lineNumber",
// "TextModel got disposed before DiffEditorWidget model got reset"). Here a new pair of texts gets a new
// pair of models in a view model of its own, swapped in together, and released (view model first) only
// after the editor has let go of it.
import { useEffect, useRef } from 'react';
import { monaco } from './monaco';
import { useIsDark } from '../hooks/use-is-dark';

type DiffOptions = monaco.editor.IStandaloneDiffEditorConstructionOptions;
type DiffEditorInstance = monaco.editor.IStandaloneDiffEditor;

export interface MonacoDiffProps {
  original: string;
  modified: string;
  language: 'json' | 'markdown' | 'plaintext';
  /** Side by side, or one column with deleted lines above the inserted ones. */
  sideBySide: boolean;
  ariaLabel: string;
  height: string;
}

const BASE: DiffOptions = {
  readOnly: true,
  originalEditable: false,
  minimap: { enabled: false },
  fontSize: 14,
  lineNumbersMinChars: 3,
  scrollBeyondLastLine: false,
  automaticLayout: true,
  // A description is one long line: wrapped, its changed words are on screen without scrolling sideways.
  wordWrap: 'on',
  diffWordWrap: 'on',
  diffAlgorithm: 'advanced',
  ignoreTrimWhitespace: false,
  renderOverviewRuler: false,
  // The page's own switch decides the layout; Monaco would otherwise go inline below 900 px by itself.
  useInlineViewWhenSpaceIsLimited: false,
  renderMarginRevertIcon: false,
  fixedOverflowWidgets: true,
  accessibilitySupport: 'auto',
};

/**
 * Lets go of a view model the editor no longer shows: the view model first (which cancels a diff it
 * is still computing), then its two models. Monaco keeps a reference to a view model it was handed and
 * never releases it, so it would go on computing for models that are gone ("no diff result
 * available"); the timer is queued after the one in which Monaco releases its own state of the swap.
 */
function retire(view: monaco.editor.IDiffEditorViewModel | null) {
  if (!view) return;
  setTimeout(() => {
    view.dispose();
    view.model.original.dispose();
    view.model.modified.dispose();
  }, 0);
}

/** Shows the two texts, swapping in a fresh view model (and models) when either text changed. */
function showTexts(
  editor: DiffEditorInstance,
  shown: { current: monaco.editor.IDiffEditorViewModel | null },
  texts: { original: string; modified: string; language: string },
) {
  const previous = shown.current;
  if (
    previous?.model.original.getValue() === texts.original &&
    previous.model.modified.getValue() === texts.modified
  )
    return;
  const view = editor.createViewModel({
    original: monaco.editor.createModel(texts.original, texts.language),
    modified: monaco.editor.createModel(texts.modified, texts.language),
  });
  editor.setModel(view);
  shown.current = view;
  retire(previous);
}

export default function MonacoDiff({
  original,
  modified,
  language,
  sideBySide,
  ariaLabel,
  height,
}: MonacoDiffProps) {
  const dark = useIsDark();
  const box = useRef<HTMLDivElement>(null);
  const editorRef = useRef<DiffEditorInstance | null>(null);
  const shown = useRef<monaco.editor.IDiffEditorViewModel | null>(null);

  useEffect(() => {
    const editor = monaco.editor.createDiffEditor(box.current!, BASE);
    editorRef.current = editor;
    return () => {
      editorRef.current = null;
      editor.dispose();
      retire(shown.current);
      shown.current = null;
    };
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    editor?.updateOptions({ renderSideBySide: sideBySide });
    editor?.getOriginalEditor().updateOptions({ ariaLabel });
    editor?.getModifiedEditor().updateOptions({ ariaLabel });
  }, [sideBySide, ariaLabel]);

  useEffect(() => {
    if (editorRef.current) showTexts(editorRef.current, shown, { original, modified, language });
  }, [original, modified, language]);

  useEffect(() => monaco.editor.setTheme(dark ? 'vs-dark' : 'vs'), [dark]);

  return (
    <div
      data-editor="monaco-diff"
      style={{ height }}
      className="overflow-hidden rounded-md border border-slate-400 dark:border-slate-600"
    >
      <div ref={box} className="h-full w-full" />
    </div>
  );
}
