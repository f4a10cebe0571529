// Behaviour shared by every rendered page body (the topic reader's Article and the preview's patched
// view): one delegated click listener for in-app links, copy buttons and "Try it", and keyboard reach
// for the wide blocks that scroll sideways.
import { useEffect, type RefObject } from 'react';
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
  const wide: HTMLElement[] = [];
  for (const root of roots) {
    if (!(root instanceof HTMLElement)) continue; // a patch also adds text nodes
    if (root.matches(WIDE)) wide.push(root);
    wide.push(...root.querySelectorAll<HTMLElement>(WIDE));
  }
  // Every size is read before any attribute is written: a write between two reads would make the
  // browser lay the page out again for the next read (a long task per block on a big preview draft).
  const overflowing = wide.map((el) => el.scrollWidth > el.clientWidth + 1);
  wide.forEach((el, i) => {
    const focusable = el.getAttribute('tabindex') === '0';
    if (overflowing[i] && !focusable) el.tabIndex = 0;
    else if (!overflowing[i] && el.hasAttribute('tabindex')) el.removeAttribute('tabindex');
  });
}

/** Marks the overflowing blocks now and whenever the article's size changes. */
export function useOverflowFocus(ref: RefObject<HTMLElement | null>, deps: readonly unknown[]): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    // Observing reports the first size too, right after a layout: the sizes are read without forcing one.
    const ro = new ResizeObserver(() => markOverflowing(root));
    ro.observe(root);
    return () => ro.disconnect();
    // the caller names what changes the article's content
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, ...deps]);
}
