// What the preview needs from the editor beyond the CodeEditor props: put the cursor on a line and
// follow the top visible line (for synced scrolling). Works on the plain textarea directly and on
// Monaco through the instance the adapter (app/editor/monaco.ts) created inside `container`.
import { lineStarts, offsetOf } from './offsets';

type MonacoEditor = ReturnType<typeof import('./monaco').monaco.editor.getEditors>[number];

async function monacoIn(container: HTMLElement): Promise<MonacoEditor | null> {
  if (!container.querySelector('.monaco-editor')) return null;
  const { monaco } = await import('./monaco');
  return monaco.editor.getEditors().find((e) => container.contains(e.getContainerDomNode())) ?? null;
}

function lineHeightOf(el: HTMLElement): number {
  const cs = getComputedStyle(el);
  const lh = parseFloat(cs.lineHeight);
  return Number.isFinite(lh) && lh > 0 ? lh : parseFloat(cs.fontSize) * 1.6 || 20;
}

/** Moves the caret to line:column, scrolls it into view and focuses the editor. */
export async function moveCursor(container: HTMLElement, line: number, column: number): Promise<void> {
  const ed = await monacoIn(container);
  if (ed) {
    const position = { lineNumber: line, column };
    ed.setPosition(position);
    ed.revealPositionInCenter(position);
    ed.focus();
    return;
  }
  const ta = container.querySelector('textarea');
  if (!ta) return;
  const off = offsetOf(lineStarts(ta.value), ta.value, line, column);
  ta.focus({ preventScroll: true });
  ta.setSelectionRange(off, off);
  ta.scrollTop = Math.max(0, (line - 4) * lineHeightOf(ta));
  ta.scrollIntoView({ block: 'nearest' });
}

/**
 * Calls `onTopLine` with the 1-based line at the top of the editor whenever it scrolls. The plain
 * textarea's top line is estimated from its scroll position (wrapped lines make it approximate).
 */
export function watchTopLine(container: HTMLElement, onTopLine: (line: number) => void): () => void {
  let disposed = false;
  let dispose: (() => void) | null = null;
  const onScroll = (e: Event) => {
    const ta = e.target;
    if (!(ta instanceof HTMLTextAreaElement)) return;
    onTopLine(Math.floor(ta.scrollTop / lineHeightOf(ta) + 0.5) + 1);
  };
  container.addEventListener('scroll', onScroll, true);
  // Monaco draws its own scrollbars: listen to the editor once it exists (it mounts lazily).
  const attach = async () => {
    for (let i = 0; i < 40 && !disposed && !dispose; i++) {
      const ed = await monacoIn(container);
      if (disposed) return;
      if (ed) {
        const sub = ed.onDidScrollChange(() => {
          const top = ed.getVisibleRanges()[0]?.startLineNumber;
          if (top) onTopLine(top);
        });
        dispose = () => sub.dispose();
        return;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  void attach();
  return () => {
    disposed = true;
    container.removeEventListener('scroll', onScroll, true);
    dispose?.();
  };
}
