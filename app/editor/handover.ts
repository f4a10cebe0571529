// Monaco arrives after the page is usable: until then the learner types into the prerendered text area.
// When Monaco is ready it takes over the text, the caret and the edits made so far, replayed as undo
// steps, so Ctrl+Z in Monaco walks back through what was typed in the text area. Framework-free and
// Monaco-free (structural types): this module is on the first-paint path, Monaco is not.

/** One text the text area held, and when (ms, performance.now()). */
export interface JournalEntry {
  value: string;
  at: number;
}

/** The replacement that turns `before` into `after`: offsets into `before` and the text put there. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** The one contiguous edit between two texts (common prefix and suffix kept; never splits a pair). */
export function diffText(before: string, after: string): TextEdit {
  const max = Math.min(before.length, after.length);
  let p = 0;
  while (p < max && before.charCodeAt(p) === after.charCodeAt(p)) p++;
  // Never cut between the halves of a surrogate pair: Monaco would hold half a character for a moment.
  if (p > 0 && isHighSurrogate(before.charCodeAt(p - 1))) p--;
  let s = 0;
  while (s < max - p && before.charCodeAt(before.length - 1 - s) === after.charCodeAt(after.length - 1 - s))
    s++;
  if (s > 0 && isLowSurrogate(before.charCodeAt(before.length - s))) s--;
  return { start: p, end: before.length - s, text: after.slice(p, after.length - s) };
}

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** A pause longer than this, or an edit somewhere else, starts a new undo step (as a text area does). */
export const UNDO_PAUSE_MS = 1000;

/** The edits from the first journal text to the last, each marked when it starts a new undo step. */
export function journalEdits(journal: readonly JournalEntry[]): (TextEdit & { newStep: boolean })[] {
  const out: (TextEdit & { newStep: boolean })[] = [];
  let lastEnd = -1;
  for (let i = 1; i < journal.length; i++) {
    const prev = journal[i - 1]!;
    const next = journal[i]!;
    if (prev.value === next.value) continue;
    const edit = diffText(prev.value, next.value);
    const newStep = out.length === 0 || next.at - prev.at > UNDO_PAUSE_MS || edit.start !== lastEnd;
    out.push({ ...edit, newStep });
    lastEnd = edit.start + edit.text.length;
  }
  return out;
}

interface Position {
  lineNumber: number;
  column: number;
}
/** Monaco's ISelection: where the selection was started and where the caret is. */
interface Selection {
  selectionStartLineNumber: number;
  selectionStartColumn: number;
  positionLineNumber: number;
  positionColumn: number;
}
interface Range {
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
}

/** What the handover needs of a Monaco text model. */
export interface ModelLike {
  getValue(): string;
  setValue(value: string): void;
  getPositionAt(offset: number): Position;
  pushStackElement(): void;
  pushEditOperations(before: null, edits: { range: Range; text: string }[], after: () => null): unknown;
}

/** What the handover needs of a Monaco editor. */
export interface EditorLike {
  getModel(): ModelLike | null;
  setSelection(selection: Selection): void;
  revealPositionInCenterIfOutsideViewport(position: Position): void;
  focus(): void;
}

function rangeOf(model: ModelLike, start: number, end: number): Range {
  const s = model.getPositionAt(start);
  const e = model.getPositionAt(end);
  return {
    startLineNumber: s.lineNumber,
    startColumn: s.column,
    endLineNumber: e.lineNumber,
    endColumn: e.column,
  };
}

/**
 * Puts the text area's state into Monaco: the journal's first text, then each edit as an undoable step,
 * then (if anything else changed the text meanwhile) the current text; finally the caret or selection.
 */
export function handOver(
  editor: EditorLike,
  journal: readonly JournalEntry[],
  current: string,
  selection: { start: number; end: number; backward: boolean } | null,
): void {
  const model = editor.getModel();
  if (!model) return;
  const first = journal[0];
  const edits = first && first.value !== current ? journalEdits(journal) : [];
  if (edits.length > 0) {
    if (model.getValue() !== first!.value) model.setValue(first!.value);
    for (const edit of edits) {
      if (edit.newStep) model.pushStackElement();
      model.pushEditOperations(
        null,
        [{ range: rangeOf(model, edit.start, edit.end), text: edit.text }],
        () => null,
      );
    }
    model.pushStackElement();
  }
  // Anything else that changed the text meanwhile (a scenario button) is one more undoable step.
  const rest = diffText(model.getValue(), current);
  if (rest.start !== rest.end || rest.text) {
    model.pushStackElement();
    model.pushEditOperations(
      null,
      [{ range: rangeOf(model, rest.start, rest.end), text: rest.text }],
      () => null,
    );
    model.pushStackElement();
  }
  if (!selection) return;
  const start = Math.min(selection.start, current.length);
  const end = Math.min(selection.end, current.length);
  const anchor = model.getPositionAt(selection.backward ? end : start);
  const caret = model.getPositionAt(selection.backward ? start : end);
  editor.setSelection({
    selectionStartLineNumber: anchor.lineNumber,
    selectionStartColumn: anchor.column,
    positionLineNumber: caret.lineNumber,
    positionColumn: caret.column,
  });
  editor.revealPositionInCenterIfOutsideViewport(caret);
}
