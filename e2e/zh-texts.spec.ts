// Every scenario of every lab, opened in the Chinese UI: the outcome panel and the step list say what
// they say in Chinese. Data the learner typed (names, values, JSON) may be Latin, so the scan is the
// same heuristic as the catalogue's test: a run of three or more Latin words, or an ASCII colon in a
// sentence, outside code (`<code>`) and outside the value parts of a step (`name = value`).
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, ready, usePlainEditor } from './fixtures';
import { asciiColons, englishRuns } from '../src/i18n/english-runs';
import { TID } from '../app/testids';

type Scenario = { id: string; expect: string };
const slugs = readdirSync('content/labs').sort();
const scenarios = (slug: string): Scenario[] =>
  JSON.parse(readFileSync(`content/labs/${slug}/scenarios.json`, 'utf8')).scenarios;

/** The visible sentences of the outcome panel and the step list, code and values left out. */
async function shownSentences(page: Page): Promise<string[]> {
  return page.evaluate(
    (ids) => {
      const panels = [
        document.querySelector(`[data-testid="${ids.outcome}"]`),
        document.querySelector('[data-testid="trace"]'),
      ];
      return panels.flatMap((panel) => {
        if (!panel) return [];
        const copy = panel.cloneNode(true) as HTMLElement;
        for (const code of copy.querySelectorAll('code, .sr-only')) code.remove();
        return copy.innerText
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
      });
    },
    { outcome: TID.outcome },
  );
}

/** A step's values (`x = …`, a quoted string, a bracketed list) are data, not sentence. */
const withoutValues = (line: string) =>
  line.replace(/"[^"]*"|'[^']*'|\[[^\]]*\]|\{[^}]*\}/g, ' ¦ ').replace(/\S+ = \S+/g, ' ¦ ');

test.describe('labs in Chinese', () => {
  test.beforeEach(async ({ page }) => usePlainEditor(page));
  for (const slug of slugs) {
    test(`${slug}: every scenario's outcome and steps are in Chinese`, async ({ page, offsite: _ }) => {
      test.slow();
      await page.goto(`/labs/${slug}`);
      await ready(page);
      const found: string[] = [];
      for (const sc of scenarios(slug)) {
        await page.getByTestId(TID.labScenario).selectOption(sc.id);
        await expect(page.getByTestId(TID.outcome)).toHaveAttribute('data-outcome', sc.expect);
        for (const line of await shownSentences(page)) {
          const bare = withoutValues(line);
          for (const r of [...englishRuns(bare), ...asciiColons(bare)])
            found.push(`${sc.id}: "${r}" in ${line}`);
        }
      }
      expect(found).toEqual([]);
    });
  }
});
