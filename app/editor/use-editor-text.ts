// Monaco's text kept equal to the page's state without the echo @monaco-editor/react's `value` prop
// has: given back late, the learner's own edits would be written over newer keys (own-edits.ts).
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { OwnEdits } from './own-edits';
import { lateReport, type LateReport } from './late-report';
import type { monaco } from './monaco';

type IStandaloneCodeEditor = ReturnType<typeof monaco.editor.create>;

/**
 * Writes `value` into the editor when it is text from elsewhere, and returns the change handler to give
 * Monaco: it reports the learner's edits to `onChange`, inside the key's task or, when `late`, in a task
 * of its own (late-report.ts). While `staged` (hidden behind the text area) the editor only receives
 * text; what it reports then is the handover replaying, not the learner.
 */
export function useEditorText(
  editor: IStandaloneCodeEditor | null,
  value: string,
  onChange: (value: string) => void,
  staged: boolean,
  late = false,
): (value: string | undefined) => void {
  const own = useRef<OwnEdits>(null);
  own.current ??= new OwnEdits();
  const writing = useRef(false);
  const latest = useRef({ onChange, staged });
  // Before the browser paints: the next key already reports to this render's handler and state.
  useLayoutEffect(() => {
    latest.current = { onChange, staged };
  });
  const deferred = useRef<LateReport | null>(null);
  useEffect(() => {
    if (!late) return;
    const report = lateReport((text) => latest.current.onChange(text));
    deferred.current = report;
    return () => {
      deferred.current = null;
      report.dispose();
    };
  }, [late]);

  useEffect(() => {
    const model = editor?.getModel();
    if (!editor || !model || !own.current!.write(value, model.getValue())) return;
    // Text from elsewhere replaces the editor's: an edit of the text it replaces is no longer to report.
    deferred.current?.cancel();
    writing.current = true;
    try {
      // One undoable step over the whole text, as the library did; the markers move with it.
      editor.executeEdits('', [{ range: model.getFullModelRange(), text: value, forceMoveMarkers: true }]);
      editor.pushUndoStop();
    } finally {
      writing.current = false;
    }
  }, [editor, value]);

  return useCallback((next: string | undefined) => {
    if (writing.current) return;
    const text = next ?? '';
    if (!latest.current.staged) {
      own.current!.reported(text);
      if (deferred.current) return deferred.current.send(text);
    }
    latest.current.onChange(text);
  }, []);
}
