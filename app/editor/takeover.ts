// When Monaco takes over from the text area. One object per editor, kept across renders: it records what
// the text area held (the journal handOver replays as undo steps), and once Monaco is ready it waits for a
// pause in the learner's typing, an IME composition's end or a blur, then hands over in one task, so the
// next keystroke already lands in Monaco.
import { handOver, type EditorLike, type JournalEntry } from './handover';

/** Typed in the text area this recently: Monaco waits. */
export const TYPING_PAUSE_MS = 700;

export class Takeover {
  private journal: JournalEntry[];
  private editor: EditorLike | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private composing = false;
  /** The value prop last seen by sync. */
  private shown: string;
  /** True while the handover writes into Monaco: those changes are not the learner's edits. */
  replaying = false;
  private area: HTMLTextAreaElement | null = null;

  constructor(
    private value: string,
    /** Makes Monaco the visible editor, synchronously (focus needs it shown). */
    private show: () => void,
  ) {
    this.journal = [{ value, at: 0 }];
    this.shown = value;
  }

  /** The text area changed the text. */
  typed(value: string): void {
    this.journal.push({ value, at: performance.now() });
    this.value = value;
  }

  /** The text shown now; a change from elsewhere (scenario, break it, undo button) restarts the journal. */
  sync(value: string): void {
    // Only a new prop counts: an effect may still see the old one right after the text area reported.
    if (value === this.shown) return;
    this.shown = value;
    this.value = value;
    if (this.journal.at(-1)!.value !== value) this.journal = [{ value, at: performance.now() }];
  }

  /** Monaco has mounted (hidden) with a model. */
  ready(editor: EditorLike): void {
    this.editor = editor;
    this.attempt();
  }

  /** Monaco went away (mode switched to plain): the next one starts afresh. */
  reset(): void {
    clearTimeout(this.timer);
    this.editor = null;
  }

  /** Follows the text area: a blur or the end of an IME composition hands over at once. */
  attach(area: HTMLTextAreaElement | null): () => void {
    this.area = area;
    if (!area) return () => {};
    const start = () => (this.composing = true);
    const end = () => {
      this.composing = false;
      this.attempt();
    };
    area.addEventListener('compositionstart', start);
    area.addEventListener('compositionend', end);
    // A blur can come from a React effect moving focus; the handover shows Monaco synchronously, which
    // React refuses inside its own commit, so it runs right after it.
    const blur = () => queueMicrotask(this.attempt);
    area.addEventListener('blur', blur);
    return () => {
      area.removeEventListener('compositionstart', start);
      area.removeEventListener('compositionend', end);
      area.removeEventListener('blur', blur);
      if (this.area === area) this.area = null;
    };
  }

  attempt = (): void => {
    clearTimeout(this.timer);
    const ed = this.editor;
    if (!ed) return;
    const area = this.area;
    const focused = area !== null && document.activeElement === area;
    const quiet = performance.now() - this.journal.at(-1)!.at;
    if (focused && (this.composing || quiet < TYPING_PAUSE_MS)) {
      this.timer = setTimeout(this.attempt, Math.max(50, TYPING_PAUSE_MS - quiet));
      return;
    }
    const selection =
      area && (focused || this.journal.length > 1)
        ? {
            start: area.selectionStart,
            end: area.selectionEnd,
            backward: area.selectionDirection === 'backward',
          }
        : null;
    this.replaying = true;
    try {
      handOver(ed, this.journal, area?.value ?? this.value, selection);
    } finally {
      this.replaying = false;
    }
    this.editor = null;
    this.show();
    if (focused) ed.focus();
  };

  dispose(): void {
    clearTimeout(this.timer);
  }
}
