// Monaco behind the CodeEditor interface. Loaded lazily: this module pulls in monaco-editor.
import { useEffect, useState } from 'react';
import Editor from '@monaco-editor/react';
import { monaco, registerJsonSchema } from './monaco';
import { useIsDark } from '../components/Header';
import type { CodeEditorProps } from './types';

type IStandaloneCodeEditor = ReturnType<typeof monaco.editor.create>;

const SEVERITY = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
  info: monaco.MarkerSeverity.Info,
} as const;

export default function MonacoEditor(props: CodeEditorProps) {
  const { value, onChange, language, ariaLabel, path, markers, height, testId, reveal, jsonSchema } = props;
  // State, not a ref: mounting must re-run the effects below, or markers (and a reveal) asked for
  // before Monaco loaded would never be applied until the next unrelated render.
  const [editor, setEditor] = useState<IStandaloneCodeEditor | null>(null);
  const dark = useIsDark();

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
  }, [editor, markers, value]);

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
      data-testid={testId}
      data-editor="monaco"
      style={{ height }}
      className="overflow-hidden rounded-md border border-slate-400 dark:border-slate-600"
    >
      <Editor
        value={value}
        language={language}
        path={path}
        theme={dark ? 'vs-dark' : 'vs'}
        onChange={(v) => onChange(v ?? '')}
        beforeMount={() => {
          if (jsonSchema) registerJsonSchema(`toollab-schema://${path}`, path.split('/').pop()!, jsonSchema);
        }}
        onMount={(ed) => {
          setEditor(ed);
          ed.getDomNode()?.setAttribute('data-aria-label', ariaLabel);
        }}
        loading={<div className="p-3 text-sm">…</div>}
        options={{
          ariaLabel,
          minimap: { enabled: false },
          fontSize: 14,
          lineNumbersMinChars: 3,
          scrollBeyondLastLine: false,
          wordWrap: 'on',
          tabSize: 2,
          automaticLayout: true,
          // monaco 0.57 can hang in the bracket-pair parser after surround-on-type (see TOOLCHAIN notes).
          autoSurround: 'never',
          renderValidationDecorations: 'on',
          fixedOverflowWidgets: true,
          accessibilitySupport: 'auto',
        }}
      />
    </div>
  );
}
