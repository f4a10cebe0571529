/**
 * Applies transport faults to a Server-Sent Events body as it is written (the Streamable HTTP entry's
 * POST responses). Text arrives in arbitrary chunks; complete events (ended by a blank line) are
 * passed through `WireRewrites`, whose registered responses get their faulty text; everything else is
 * written unchanged. Pure: no Node APIs.
 */
import type { WireRewrites } from './transport-faults.ts';

export class SseRewriter {
  private pending = '';

  constructor(private readonly rewrites: WireRewrites) {}

  /** Feeds a chunk; returns the text that can be written now (complete events only). */
  push(chunk: string): string {
    this.pending += chunk;
    let out = '';
    for (;;) {
      const end = this.eventEnd();
      if (end < 0) break;
      out += this.rewriteEvent(this.pending.slice(0, end));
      this.pending = this.pending.slice(end);
    }
    return out;
  }

  /** Whatever is left at the end of the body (an unfinished event is passed on as it is). */
  flush(): string {
    const rest = this.pending;
    this.pending = '';
    return rest;
  }

  /** Index just past the first blank line (`\n\n`, `\r\n\r\n` or `\r\r`), or -1. */
  private eventEnd(): number {
    const m = /\r\n\r\n|\n\n|\r\r/.exec(this.pending);
    return m ? m.index + m[0].length : -1;
  }

  private rewriteEvent(event: string): string {
    const lines = event.split(/\r\n|\n|\r/);
    const dataLines = lines.filter((l) => l.startsWith('data:'));
    if (dataLines.length === 0) return event;
    const data = dataLines.map((l) => l.slice(l.startsWith('data: ') ? 6 : 5)).join('\n');
    const swap = this.rewrites.take(data);
    if (!swap) return event;
    const kept = lines.filter((l) => l !== '' && !l.startsWith('data:'));
    return [...kept, `data: ${swap.text}`].join('\n') + '\n\n';
  }
}
