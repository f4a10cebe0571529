import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { diffText, handOver, journalEdits, UNDO_PAUSE_MS, type EditorLike, type ModelLike } from './handover';

const apply = (text: string, e: { start: number; end: number; text: string }) =>
  text.slice(0, e.start) + e.text + text.slice(e.end);

/** A text model with Monaco's offsets, positions and an undo stack of steps (enough for handOver). */
class FakeModel implements ModelLike {
  undo: string[] = [];
  private open = false;
  constructor(public text: string) {}
  getValue() {
    return this.text;
  }
  setValue(v: string) {
    this.text = v;
    this.undo = [];
    this.open = false;
  }
  getPositionAt(offset: number) {
    const before = this.text.slice(0, offset).split('\n');
    return { lineNumber: before.length, column: before.at(-1)!.length + 1 };
  }
  offsetAt(line: number, column: number) {
    const lines = this.text.split('\n');
    return lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
  }
  pushStackElement() {
    this.open = false;
  }
  pushEditOperations(
    _: null,
    edits: {
      range: { startLineNumber: number; startColumn: number; endLineNumber: number; endColumn: number };
      text: string;
    }[],
  ) {
    if (!this.open) this.undo.push(this.text);
    this.open = true;
    for (const { range, text } of edits) {
      const start = this.offsetAt(range.startLineNumber, range.startColumn);
      const end = this.offsetAt(range.endLineNumber, range.endColumn);
      this.text = apply(this.text, { start, end, text });
    }
    return null;
  }
}

function fakeEditor(model: FakeModel) {
  const calls = { selection: null as unknown, focused: false };
  const ed: EditorLike = {
    getModel: () => model,
    setSelection: (s) => (calls.selection = s),
    revealPositionInCenterIfOutsideViewport: () => {},
    focus: () => (calls.focused = true),
  };
  return { ed, calls };
}

describe('diffText', () => {
  it('applying the edit to the first text gives the second', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        const e = diffText(a, b);
        expect(e.start).toBeLessThanOrEqual(e.end);
        expect(apply(a, e)).toBe(b);
      }),
    );
  });
  it('is the smallest edit for a typed character and a deletion', () => {
    expect(diffText('{"a": 1}', '{"a": 12}')).toEqual({ start: 7, end: 7, text: '2' });
    expect(diffText('abc', 'ac')).toEqual({ start: 1, end: 2, text: '' });
  });
  it('never splits a surrogate pair', () => {
    const e = diffText('x😀', 'x😃');
    expect(e.text).toBe('😃');
    expect(e.end - e.start).toBe(2);
  });
});

describe('journalEdits', () => {
  it('a run of typing at one place is one step; a pause or a jump starts another', () => {
    const j = [
      { value: 'ab', at: 0 },
      { value: 'abc', at: 10 },
      { value: 'abcd', at: 20 },
      { value: 'abcde', at: 20 + UNDO_PAUSE_MS + 1 },
      { value: 'Xabcde', at: UNDO_PAUSE_MS + 40 },
    ];
    expect(journalEdits(j).map((e) => e.newStep)).toEqual([true, false, true, true]);
  });
});

describe('handOver', () => {
  it('replays what was typed as undo steps, ends on the current text and copies the caret', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 6 }), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (texts, stale) => {
          const journal = texts.map((value, i) => ({ value, at: i * 2 * UNDO_PAUSE_MS }));
          const current = texts.at(-1)!;
          const model = new FakeModel(stale ? 'stale' : texts[0]!);
          const { ed, calls } = fakeEditor(model);
          handOver(ed, journal, current, { start: current.length, end: current.length, backward: false });
          expect(model.getValue()).toBe(current);
          // Undo walks back through every distinct text the learner saw, to the first.
          const distinct = texts.filter((t, i) => i === 0 || t !== texts[i - 1]);
          if (texts[0] !== current) expect(model.undo).toEqual(distinct.slice(0, -1));
          const end = model.getPositionAt(current.length);
          expect(calls.selection).toEqual({
            selectionStartLineNumber: end.lineNumber,
            selectionStartColumn: end.column,
            positionLineNumber: end.lineNumber,
            positionColumn: end.column,
          });
        },
      ),
    );
  });
  it('a backward selection keeps its caret at the start', () => {
    const model = new FakeModel('hello\nworld');
    const { ed, calls } = fakeEditor(model);
    handOver(ed, [{ value: 'hello\nworld', at: 0 }], 'hello\nworld', { start: 2, end: 8, backward: true });
    expect(calls.selection).toEqual({
      selectionStartLineNumber: 2,
      selectionStartColumn: 3,
      positionLineNumber: 1,
      positionColumn: 3,
    });
  });
  it('a text changed from elsewhere after the journal is one more undoable step', () => {
    const model = new FakeModel('a');
    const { ed } = fakeEditor(model);
    handOver(ed, [{ value: 'a', at: 0 }], 'scenario', null);
    expect(model.getValue()).toBe('scenario');
    expect(model.undo).toEqual(['a']);
  });
});
