// Every scenario of every lab, opened in the Chinese UI: the outcome panel and the step list say what
// they say in Chinese. Data the learner typed (names, values, JSON) may be Latin, so the scan is the
// same heuristic as the catalogue's test: a run of three or more Latin words, or an ASCII colon in a
// sentence, outside code (`<code>`) and outside the value parts of a step (`name = value`). Across
// the whole lab (every panel, labels and accessible names too), no Chinese word is followed by an
// ASCII colon: a Chinese label takes `：`.
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, ready, usePlainEditor } from './fixtures';
import { asciiColons, englishRuns } from '../src/i18n/english-runs';
import { TID } from '../app/testids';
import { cjkAsciiColons } from './cjk-colons';

type Scenario = { id: string; expect: string };
const slugs = readdirSync('content/labs').sort();
const scenarios = (slug: string): Scenario[] =>
  JSON.parse(readFileSync(`content/labs/${slug}/scenarios.json`, 'utf8')).scenarios;

/** The visible blocks (paragraphs, list items) of the outcome panel and the step list, code left out. */
async function shownSentences(page: Page): Promise<string[]> {
  return page.evaluate(
    (ids) => {
      const panels = [
        document.querySelector(`[data-testid="${ids.outcome}"]`),
        document.querySelector('[data-testid="trace"]'),
      ];
      const BLOCK = 'p, dt, dd, li';
      return panels.flatMap((panel) => {
        if (!panel) return [];
        const copy = panel.cloneNode(true) as HTMLElement;
        for (const code of copy.querySelectorAll('code, .sr-only')) code.remove();
        return [...copy.querySelectorAll(BLOCK)]
          .filter((b) => !b.querySelector(BLOCK))
          .map((b) => (b.textContent ?? '').trim())
          .filter(Boolean);
      });
    },
    { outcome: TID.outcome },
  );
}

/**
 * A step's data is not sentence: `name = value` up to the next Chinese punctuation (a Python repr may
 * be cut short with `…`, so its quotes need not close), JSON values, quoted strings (a Python exception
 * is quoted “…” beside our sentence), `path:line:column` places.
 */
const withoutValues = (line: string) =>
  line
    .replace(/\S+ = [^（，；？■✓✗]*/g, ' ¦ ')
    .replace(/\{[^}]*\}?|\[[^\]]*\]?/g, ' ¦ ')
    .replace(/"[^"]*"|'[^']*'|“[^”]*”/g, ' ¦ ')
    .replace(/\S+:\d+:\d+/g, ' ¦ ');

test.describe('labs in Chinese', () => {
  test.beforeEach(async ({ page }) => usePlainEditor(page));
  for (const slug of slugs) {
    test(`${slug}: every scenario's outcome and steps are in Chinese`, async ({ page, offsite: _ }) => {
      test.slow();
      await page.goto(`/labs/${slug}`);
      await ready(page);
      const found: string[] = [];
      const colons: string[] = [];
      for (const sc of scenarios(slug)) {
        await page.getByTestId(TID.labScenario).selectOption(sc.id);
        await expect(page.getByTestId(TID.outcome)).toHaveAttribute('data-outcome', sc.expect);
        for (const line of await shownSentences(page)) {
          const bare = withoutValues(line);
          for (const r of [...englishRuns(bare), ...asciiColons(bare)])
            found.push(`${sc.id}: "${r}" in ${line}`);
        }
        // Every panel of the lab (inputs' labels, diagram, extras), not just the outcome and steps.
        for (const c of await cjkAsciiColons(page, [`[data-testid="${TID.lab}"]`]))
          colons.push(`${sc.id}: ${c}`);
      }
      expect(found).toEqual([]);
      expect(colons).toEqual([]);
    });
  }
});
