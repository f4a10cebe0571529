/** A problem to show in an editor, by UTF-16 offsets into its text. */
export interface EditorMarker {
  start: number;
  end: number;
  message: string;
  severity: 'error' | 'warning' | 'info';
}

/** The reader's editor: the plain textarea or Monaco. */
export type EditorMode = 'plain' | 'monaco';

export interface CodeEditorProps {
  value: string;
  onChange(value: string): void;
  language: 'json' | 'markdown' | 'plaintext';
  /** Names the input for screen readers and tests. */
  ariaLabel: string;
  /** Model path; JSON schemas registered for it give completion and hover docs. */
  path: string;
  markers?: EditorMarker[];
  /** CSS height, e.g. '18rem'. */
  height: string;
  /** Reveal and select this range once (e.g. the field that decided an outcome). */
  reveal?: { start: number; end: number } | null;
  testId?: string;
  /** JSON Schema of the expected shape: Monaco offers completion and hover docs from it. */
  jsonSchema?: object;
  /**
   * `false`: a long line stays one line and the editor scrolls sideways, for text whose lines are
   * records (CSV rows) that a soft wrap would cut mid-token. Soft wrap otherwise.
   */
  wrap?: boolean;
  /**
   * Monaco tells `onChange` of an edit in a task of its own after the key's (before anything the reader
   * does next): for a page whose render of a change is heavy and need not be in the key's frame (the
   * preview). The text area, a controlled input, always reports at once.
   */
  changeAfterKey?: boolean;
}

/** What CodeEditor gives the Monaco half (MonacoEditor.tsx, loaded after first paint). */
export interface MonacoEditorProps extends CodeEditorProps {
  /** Mounted hidden behind the text area, not yet the editor: no test id, nothing announced. */
  staged: boolean;
  /** Too large or deep for the language features (heavy.ts), computed once by CodeEditor. */
  heavy: import('./heavy').Heavy | null;
  /** Monaco has mounted and holds a model: CodeEditor hands the text area's state over. */
  onReady(editor: import('./handover').EditorLike): void;
}
