import { AxeBuilder } from '@axe-core/playwright';
import { test, expect, ready } from './fixtures';

for (const path of ['/', '/topics/tools-skills', '/en/', '/en/topics/tools-skills']) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe: no serious or critical violations on ${path} (${theme})`, async ({ page, offsite: _ }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(path);
      await ready(page);
      await page.waitForTimeout(200);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        );
      expect(serious).toEqual([]);
    });
  }
}
