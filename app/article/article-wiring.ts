// Behaviour shared by every rendered page body (the topic reader's Article and the preview's patched
// view): one delegated click listener for in-app links, copy buttons and "Try it", and keyboard reach
// for the wide blocks that scroll sideways.
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { navigate, isPlainClick } from '../routing/router';
import type { useT } from '../i18n/use-t';
import { isLabSlug } from '../../src/lab-catalog/index';

const LAB_LINK = /\/labs\/([a-z0-9-]+)$/;

export interface ArticleActions {
  /** A click on a python block's "Try it": the topic page docks that block's page lab. */
  onTryPython?: (block: number, functions: string[], button: HTMLButtonElement) => void;
  /** A click on a lab link in the text: the topic page docks the lab instead of leaving the page. */
  onLabLink?: (slug: string, link: HTMLAnchorElement) => void;
}

/** Links and copy buttons: one delegated listener for the whole article. */
export function useArticleClicks(
  ref: RefObject<HTMLElement | null>,
  t: ReturnType<typeof useT>,
  { onLabLink, onTryPython }: ArticleActions,
): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (e: MouseEvent) => {
      const target = e.target as HTMLElement;
      const tryIt = target.closest<HTMLButtonElement>('button[data-try-python]');
      if (tryIt && onTryPython) {
        const names = (tryIt.dataset.functions ?? '').split(' ').filter(Boolean);
        onTryPython(Number(tryIt.dataset.tryPython), names, tryIt);
        return;
      }
      const copy = target.closest<HTMLButtonElement>('button[data-copy]');
      if (copy) {
        const code = copy.parentElement?.querySelector('code')?.textContent ?? '';
        void navigator.clipboard?.writeText(code).then(() => {
          copy.textContent = t('code.copied');
          setTimeout(() => (copy.textContent = t('code.copy')), 1500);
        });
        return;
      }
      const a = target.closest<HTMLAnchorElement>('a[data-link="internal"], a[href^="#"]');
      if (a && isPlainClick(e)) {
        e.preventDefault();
        const lab = LAB_LINK.exec(a.pathname);
        if (lab && onLabLink && isLabSlug(lab[1]!)) onLabLink(lab[1]!, a);
        else navigate(a.getAttribute('href')!);
      }
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [ref, t, onLabLink, onTryPython]);
}

const WIDE = '.code-block pre, .katex-display, .table-wrap';

/** Wide code, math and tables scroll sideways: those that overflow get a tab stop. */
export function markOverflowing(...roots: readonly Node[]): void {
  const wide = elementsIn(roots, WIDE); // a patch also adds text nodes: elementsIn skips them
  // Every size is read before any attribute is written: a write between two reads would make the
  // browser lay the page out again for the next read (a long task per block on a big preview draft).
  const overflowing = wide.map((el) => el.scrollWidth > el.clientWidth + 1);
  wide.forEach((el, i) => {
    const focusable = el.getAttribute('tabindex') === '0';
    if (overflowing[i] && !focusable) el.tabIndex = 0;
    else if (!overflowing[i] && el.hasAttribute('tabindex')) el.removeAttribute('tabindex');
  });
}

/** The elements among `nodes` and inside them that match `selector` (text nodes are skipped). */
export function elementsIn(nodes: readonly Node[], selector: string): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (const node of nodes) {
    if (!(node instanceof HTMLElement)) continue;
    if (node.matches(selector)) out.push(node);
    out.push(...node.querySelectorAll<HTMLElement>(selector));
  }
  return out;
}

/** Marks wide blocks a few at a time while the page is idle (see `idleOverflowMarker`). */
export interface IdleOverflowMarker {
  /** Queues these top-level blocks of the article (other nodes are skipped). */
  add(blocks: readonly Node[]): void;
  stop(): void;
}

/**
 * The preview lays out a draft's blocks only as they come near the view (`content-visibility`): reading
 * every new block's width at once would lay the whole draft out in one long task. This marker reads them
 * in slices between frames instead, one block at a time. `add` takes the article's top-level blocks.
 */
export function idleOverflowMarker(): IdleOverflowMarker {
  const queue: HTMLElement[] = [];
  let handle: number | null = null;
  const step = (deadline?: IdleDeadline) => {
    handle = null;
    if (queue.length === 0) return;
    // At least one block per call: on a page that is never idle the callback comes by its timeout,
    // with no time left, and would otherwise never get through the queue.
    const until = performance.now() + Math.min(deadline?.timeRemaining() ?? 8, 8);
    do markInLaidOutBlock(queue.shift()!);
    while (queue.length > 0 && performance.now() < until);
    schedule();
  };
  const schedule = () => {
    if (handle !== null || queue.length === 0) return;
    handle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(step, { timeout: 1000 })
        : window.setTimeout(step, 16);
  };
  return {
    add(blocks) {
      for (const b of blocks)
        if (b instanceof HTMLElement && !queue.includes(b) && elementsIn([b], WIDE).length > 0) queue.push(b);
      schedule();
    },
    stop() {
      queue.length = 0;
      if (handle === null) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
      else clearTimeout(handle);
      handle = null;
    },
  };
}

/**
 * Marks a block's wide elements with the block laid out for real. A block whose layout the browser skips
 * (off screen under `content-visibility: auto`) does not always lay its content out for a size read: it
 * can answer with the width of the box it reserves, so a formula wider than the screen reads as fitting.
 */
function markInLaidOutBlock(block: HTMLElement): void {
  const before = block.style.contentVisibility;
  block.style.contentVisibility = 'visible';
  try {
    markOverflowing(block);
  } finally {
    block.style.contentVisibility = before;
  }
}

/**
 * The preview's marker: a block is marked when the browser lays it out as it comes near the view (the
 * `contentvisibilityautostatechange` event says so), its sizes read from the layout that frame needs
 * anyway; the rest wait for the first key press, the only way to reach them with Tab, and are then read
 * a few at a time while idle. Opening a long draft thus forces no layout. A browser without the event
 * reads every block while idle, as they are added.
 */
export function nearViewOverflowMarker(root: HTMLElement): IdleOverflowMarker {
  const idle = idleOverflowMarker();
  const told = 'ContentVisibilityAutoStateChangeEvent' in window;
  // Whether blocks not laid out yet are read while idle: at once without the event, else after a key.
  let readAll = !told;
  const shown = new WeakSet<Node>();
  const unread = (blocks: readonly Node[]) => blocks.filter((b) => !shown.has(b));
  const added = new MutationObserver((records) => {
    if (readAll) for (const r of records) idle.add(unread([...r.addedNodes]));
  });
  const onState = (e: Event) => {
    const block = e.target as HTMLElement;
    if (block.parentElement !== root) return;
    if ((e as Event & { skipped?: boolean }).skipped) shown.delete(block);
    else {
      shown.add(block);
      markOverflowing(block);
    }
  };
  const onKey = () => {
    readAll = true;
    window.removeEventListener('keydown', onKey, true);
    idle.add(unread([...root.children]));
  };
  added.observe(root, { childList: true });
  // Blocks already there (the prerendered preview's) reported their first layout before anyone
  // listened: those in view are laid out, and an observer's first report says which, without a layout.
  const present = [...root.children];
  const inView =
    told && present.length > 0
      ? new IntersectionObserver((entries) => {
          inView?.disconnect();
          for (const e of entries)
            if (e.isIntersecting && !shown.has(e.target)) {
              shown.add(e.target);
              markOverflowing(e.target as HTMLElement);
            }
        })
      : null;
  if (inView) for (const b of present) inView.observe(b);
  if (told) {
    root.addEventListener('contentvisibilityautostatechange', onState, true);
    window.addEventListener('keydown', onKey, true);
  } else idle.add(present);
  return {
    // A new width: the blocks laid out now are read now, the others when shown (or while idle).
    add(blocks) {
      for (const b of blocks) if (shown.has(b)) markOverflowing(b);
      if (readAll) idle.add(unread(blocks));
    },
    stop() {
      added.disconnect();
      inView?.disconnect();
      root.removeEventListener('contentvisibilityautostatechange', onState, true);
      window.removeEventListener('keydown', onKey, true);
      idle.stop();
    },
  };
}

/**
 * Marks the overflowing blocks now and whenever the article's width changes. `laidOutNearView`: the
 * article lays its blocks out only near the view (the preview's draft), so they are read as they are
 * laid out (`nearViewOverflowMarker`), blocks added later included; reading them all at once would lay
 * every skipped block out in one task (most of a second on a phone). The reader's article is laid out
 * whole: its sizes are read at once, without forcing a layout, since the observer reports a size right
 * after one.
 */
export function useOverflowFocus(
  ref: RefObject<HTMLElement | null>,
  deps: readonly unknown[],
  { laidOutNearView = false }: { laidOutNearView?: boolean } = {},
): void {
  // The preview's marker listens from its layout effect, before the first patch (the blocks report
  // their first layout in the frame after it); the reader's starts once the page has been painted.
  /* eslint-disable react-hooks/exhaustive-deps -- the caller names what changes the article's content */
  useLayoutEffect(
    () => (laidOutNearView ? watchOverflow(ref.current, true) : undefined),
    [ref, laidOutNearView, ...deps],
  );
  useEffect(
    () => (laidOutNearView ? undefined : watchOverflow(ref.current, false)),
    [ref, laidOutNearView, ...deps],
  );
  /* eslint-enable react-hooks/exhaustive-deps */
}

function watchOverflow(root: HTMLElement | null, laidOutNearView: boolean): (() => void) | undefined {
  if (!root) return;
  const marker = laidOutNearView ? nearViewOverflowMarker(root) : idleOverflowMarker();
  const markAll = () => marker.add([...root.children]);
  // Only a new width changes which blocks overflow (a height change is content added or drawn, whose
  // blocks are marked as they come). Observing reports the first size too.
  let width = -1;
  const ro = new ResizeObserver(([entry]) => {
    const now = entry?.contentRect.width ?? -1;
    if (now === width) return;
    width = now;
    if (laidOutNearView) markAll();
    else markOverflowing(root);
  });
  ro.observe(root);
  // A web font arriving changes the width of code and math without changing the article's.
  document.fonts?.addEventListener('loadingdone', markAll);
  return () => {
    ro.disconnect();
    document.fonts?.removeEventListener('loadingdone', markAll);
    marker.stop();
  };
}
