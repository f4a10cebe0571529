// Monaco behind the CodeEditor interface. Loaded lazily: this module pulls in monaco-editor.
// Tab moves focus out of the editor unless the reader switched it (tab-mode.ts), and a text too large
// or too deep for the language features (heavy.ts) is edited as plain text, with a note saying so.
import { useEffect, useMemo, useRef, useState } from 'react';
import Editor from '@monaco-editor/react';
import { monaco, registerJsonSchema, releaseTabToggleKey, tabToggleKeybinding } from './monaco';
import { useIsDark } from '../hooks/use-is-dark';
import { heavyText } from './heavy';
import { useEditorText } from './use-editor-text';
import { isApple, useTabMode } from './tab-mode';
import type { MonacoEditorProps } from './types';
import { warmUpEditing } from './warm-up';

type IStandaloneCodeEditor = ReturnType<typeof monaco.editor.create>;
type EditorOptions = NonNullable<Parameters<typeof monaco.editor.create>[1]>;

const APPLE = isApple();
releaseTabToggleKey(APPLE);

const BASE: EditorOptions = {
  minimap: { enabled: false },
  fontSize: 14,
  lineNumbersMinChars: 3,
  scrollBeyondLastLine: false,
  tabSize: 2,
  automaticLayout: true,
  // monaco 0.57 can hang in the bracket-pair parser after surround-on-type (see TOOLCHAIN notes).
  autoSurround: 'never',
  renderValidationDecorations: 'on',
  fixedOverflowWidgets: true,
  accessibilitySupport: 'auto',
};

// The features whose cost grows with the size or nesting of the text, on (Monaco's defaults) and off.
// Both lists name the same options: updateOptions merges, so switching back must set each one again.
const LIGHT: EditorOptions = {
  folding: true,
  bracketPairColorization: { enabled: true },
  guides: { bracketPairs: false, indentation: true },
  matchBrackets: 'always',
  occurrencesHighlight: 'singleFile',
  selectionHighlight: true,
  links: true,
  colorDecorators: true,
  stickyScroll: { enabled: true },
  quickSuggestions: { other: 'offWhenInlineCompletions', comments: 'off', strings: 'off' },
  wordWrap: 'on',
};
const HEAVY: EditorOptions = {
  folding: false,
  bracketPairColorization: { enabled: false },
  guides: { bracketPairs: false, indentation: false },
  matchBrackets: 'never',
  occurrencesHighlight: 'off',
  selectionHighlight: false,
  links: false,
  colorDecorators: false,
  stickyScroll: { enabled: false },
  quickSuggestions: false,
  // A wrapped line of 200,000 characters is thousands of view lines, each asking for the decorations
  // of the whole line; unwrapped, only the visible part of it is drawn.
  wordWrap: 'off',
};

/** An editor whose lines are records never wraps, light or heavy. */
const NO_WRAP: EditorOptions = { wordWrap: 'off' };

const SEVERITY = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
  info: monaco.MarkerSeverity.Info,
} as const;

/**
 * Switches the size-bound features. Bracket-pair colouring is an option of the model too (plain text has
 * brackets as well), and the editor passes its option on only later: both are set here, at once.
 */
function lighten(ed: IStandaloneCodeEditor, heavy: boolean, wrap: boolean) {
  ed.updateOptions({ ...(heavy ? HEAVY : LIGHT), ...(wrap ? {} : NO_WRAP) });
  ed.getModel()?.updateOptions({
    bracketColorizationOptions: { enabled: !heavy, independentColorPoolPerBracketType: false },
  });
}

export default function MonacoEditor(props: MonacoEditorProps) {
  const { value, onChange, language, ariaLabel, path, markers, height, testId, reveal, jsonSchema } = props;
  const { staged, heavy, onReady } = props;
  const wrap = props.wrap !== false;
  const editorRef = useRef<IStandaloneCodeEditor | null>(null);
  // Also state: mounting must re-run the effects below, or markers (and a reveal) asked for before
  // Monaco loaded would never be applied until the next unrelated render.
  const [editor, setEditor] = useState<IStandaloneCodeEditor | null>(null);
  const onEdit = useEditorText(editor, value, onChange, staged, props.changeAfterKey === true);
  const dark = useIsDark();
  const tabMovesFocus = useTabMode((s) => s.tabMovesFocus);
  const isHeavy = heavy !== null;
  const options = useMemo(
    () => ({
      ...BASE,
      ...(isHeavy ? HEAVY : LIGHT),
      ...(wrap ? {} : NO_WRAP),
      // Prose (a wiki page and its YAML front matter, a CSV): words of the text offered as completions
      // only get in the way of writing. JSON keeps its schema's completions.
      ...(language === 'json' ? {} : { wordBasedSuggestions: 'off' as const }),
      ariaLabel,
      tabFocusMode: tabMovesFocus,
    }),
    [isHeavy, wrap, ariaLabel, tabMovesFocus, language],
  );

  // A paste that makes the text heavy switches the features off before Monaco takes it in, not after it
  // has choked on it: this listens in the capture phase on the window, ahead of the editor's own handler.
  const box = useRef<HTMLDivElement>(null);
  const heavyRef = useRef(isHeavy);
  const wrapRef = useRef(wrap);
  useEffect(() => {
    heavyRef.current = isHeavy;
    wrapRef.current = wrap;
    if (editorRef.current) lighten(editorRef.current, isHeavy, wrap);
  }, [isHeavy, wrap]);
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const ed = editorRef.current;
      const model = ed?.getModel();
      if (!ed || !model || heavyRef.current || !box.current?.contains(e.target as Node)) return;
      const pasted = e.clipboardData?.getData('text/plain') ?? '';
      if (heavyText(pasted) === null) return;
      lighten(ed, true, wrapRef.current);
      monaco.editor.setModelLanguage(model, 'plaintext');
    };
    window.addEventListener('paste', onPaste, true);
    return () => window.removeEventListener('paste', onPaste, true);
  }, []);

  // Set when the markers change, not on every key: they are offsets into the text they were found in,
  // and once set Monaco moves them with the edits itself.
  useEffect(() => {
    const model = editor?.getModel();
    if (!model) return;
    monaco.editor.setModelMarkers(
      model,
      'toollab',
      (markers ?? []).map((m) => {
        const s = model.getPositionAt(m.start);
        const e = model.getPositionAt(Math.max(m.end, m.start + 1));
        return {
          startLineNumber: s.lineNumber,
          startColumn: s.column,
          endLineNumber: e.lineNumber,
          endColumn: e.column,
          message: m.message,
          severity: SEVERITY[m.severity],
        };
      }),
    );
  }, [editor, markers]);

  useEffect(() => {
    const ed = editor;
    const model = ed?.getModel();
    if (!ed || !model || !reveal) return;
    const s = model.getPositionAt(reveal.start);
    const e = model.getPositionAt(Math.max(reveal.end, reveal.start));
    ed.revealLineInCenterIfOutsideViewport(s.lineNumber);
    // Select the range too, so a reveal shows what it is about even when the line was in view.
    ed.setSelection(new monaco.Range(s.lineNumber, s.column, e.lineNumber, e.column));
  }, [editor, reveal]);

  return (
    <div
      data-testid={staged ? undefined : testId}
      data-editor={staged ? undefined : 'monaco'}
      data-heavy={isHeavy ? heavy.reason : undefined}
      ref={box}
      style={{ height }}
      className="overflow-hidden rounded-md border border-slate-400 dark:border-slate-600"
    >
      <Editor
        // The first text only: later text goes in through useEditorText, never as an echo of a key.
        defaultValue={value}
        language={isHeavy ? 'plaintext' : language}
        path={path}
        theme={dark ? 'vs-dark' : 'vs'}
        onChange={onEdit}
        beforeMount={() => {
          if (jsonSchema) registerJsonSchema(`toollab-schema://${path}`, path.split('/').pop()!, jsonSchema);
        }}
        onMount={(ed) => {
          editorRef.current = ed;
          setEditor(ed);
          lighten(ed, heavyRef.current, wrapRef.current);
          ed.getDomNode()?.setAttribute('data-aria-label', ariaLabel);
          ed.addCommand(tabToggleKeybinding(APPLE), () => useTabMode.getState().toggle());
          // The takeover waits for the page's one throwaway key (warm-up.ts), so the learner's first key
          // in Monaco is never the one that runs its editing code for the first time.
          let gone = false;
          ed.onDidDispose(() => (gone = true));
          void warmUpEditing(monaco, language, options).then(() => gone || onReady(ed));
        }}
        loading={<div className="p-3 text-sm">…</div>}
        options={options}
      />
    </div>
  );
}
