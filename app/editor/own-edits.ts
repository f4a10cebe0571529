// Monaco reports an edit the moment it happens; React may hand that text back to the editor renders
// later, after the learner has typed on (a slow device, a busy page: the report comes from an event React
// does not treat as urgent, so its render can wait behind the next keys). Written back, the old text
// would undo the newer keys and throw the caret to the end. OwnEdits remembers what the editor reported
// until React returns it, so only text from elsewhere (a scenario, a reset, saved work) is written in.

/** More unreturned reports than this: the oldest can no longer come back (React renders in order). */
const KEPT = 64;

export class OwnEdits {
  /** Reports not yet given back, oldest first, numbered in the order they were made. */
  private pending: { text: string; n: number }[] = [];
  private count = 0;
  /** The report the editor shows now; 0 once text from elsewhere was written in. */
  private shown = 0;

  /** The editor reported this text as the learner's edit (it shows it already). */
  reported(text: string): void {
    this.shown = ++this.count;
    this.pending.push({ text, n: this.count });
    if (this.pending.length > KEPT) this.pending.shift();
  }

  /**
   * React now gives the editor `text`; the editor holds `current`. True when `text` must be written in:
   * it comes from elsewhere, or it is one of the editor's reports but text from elsewhere was written
   * over it since (the page's state is the learner's text again). False for a report coming back over
   * newer typing. A report given back ends it and every older one (React commits in order, skipping some
   * when it batches).
   */
  write(text: string, current: string): boolean {
    const at = this.pending.findIndex((p) => p.text === text);
    if (at >= 0) {
      const { n } = this.pending[at]!;
      this.pending.splice(0, at + 1);
      if (n <= this.shown) return false;
      this.shown = n;
      return text !== current;
    }
    if (text === current) return false;
    this.shown = 0;
    return true;
  }
}
