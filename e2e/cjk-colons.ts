// A Chinese label joined to its value takes the full-width `：`. This scan finds an ASCII colon right
// after a Chinese character in what a reader sees or hears (text, `aria-label`, `title`) inside a
// region, leaving out what is data shown as code: code and pre elements, editors and form fields.
import type { Page } from '@playwright/test';

/** Left out of the scan: code, editors and fields, whose text is the learner's or a parser's own. */
const DATA = 'code, pre, textarea, input, select, .monaco-editor, [data-editor], script, style';

/** Each place in the regions (a CSS selector each) where an ASCII colon follows a Chinese character. */
export async function cjkAsciiColons(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate(
    ({ selectors, data }) => {
      const found: string[] = [];
      const check = (text: string, where: string) => {
        for (const m of text.matchAll(/[\u3400-\u4dbf\u4e00-\u9fff]:(?!\/\/)/g))
          found.push(`${where}: “${text.slice(Math.max(0, m.index - 12), m.index + 14)}”`);
      };
      for (const selector of selectors) {
        for (const root of document.querySelectorAll(selector)) {
          const copy = root.cloneNode(true) as HTMLElement;
          for (const skip of copy.querySelectorAll(data)) skip.remove();
          // Text nodes side by side read as one run (a label span, then its value), blocks apart.
          const runs: string[] = [];
          const walk = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
          for (let n = walk.nextNode(); n; n = walk.nextNode()) runs.push(n.textContent ?? '');
          check(runs.join('').replace(/[ \t\n]+/g, ' '), `${selector} text`);
          for (const el of [copy, ...copy.querySelectorAll('[aria-label], [title]')]) {
            for (const attr of ['aria-label', 'title']) {
              const v = el.getAttribute(attr);
              if (v) check(v, `${selector} [${attr}]`);
            }
          }
        }
      }
      return found;
    },
    { selectors, data: DATA },
  );
}
