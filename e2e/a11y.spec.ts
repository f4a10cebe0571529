import { test, expect, ready, seriousA11yViolations } from './fixtures';

for (const path of ['/', '/topics/tools-skills', '/en/', '/en/topics/tools-skills']) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe: no serious or critical violations on ${path} (${theme})`, async ({ page, offsite: _ }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(path);
      await ready(page);
      await page.waitForTimeout(200);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
}
