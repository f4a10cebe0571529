import { test, expect, ready, seriousA11yViolations } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import { TID } from '../app/testids';

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

// Rules Lighthouse's accessibility score counts that axe rates below "serious": a figure given a
// role it may not have, a control whose spoken name does not contain its visible words, a target
// smaller than 24 px. Checked wherever the page docks labs and diagrams, and on the preview.
const LIGHTHOUSE_RULES = ['aria-allowed-role', 'label-content-name-mismatch', 'target-size'];
const LIGHTHOUSE_PAGES = [
  ...['/topics/tools-skills', '/labs/admission', '/preview', '/en/preview'].map((path) => ({
    path,
    phone: false,
  })),
  // A phone: the preview's draft blocks away from the view hold small placeholders there, while a size
  // query lays their content out at full height, reaching over the page labs below (the labs are
  // mounted as the reader nears them; another page opened then has only new, unlaid-out blocks).
  { path: '/preview', phone: true },
];
for (const { path, phone } of LIGHTHOUSE_PAGES) {
  test(`axe: the rules Lighthouse counts pass on ${path}${phone ? ' (phone)' : ''}`, async ({
    page,
    offsite: _,
  }) => {
    if (phone) await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(path);
    await ready(page);
    if (phone) {
      const labs = page.getByTestId(TID.previewPageLabs);
      await labs.scrollIntoViewIfNeeded();
      await labs.getByTestId(TID.labReset).first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      // Away and back: the draft's blocks are all new again, the labs stay mounted.
      for (const draft of ['topics/function-calling.md', 'topics/tools-skills.md']) {
        await page.getByTestId(TID.previewStart).selectOption(`bundled:${draft}`);
        await expect(page.getByTestId(TID.previewRendering)).toHaveAttribute('data-path', draft);
        await expect.poll(() => labs.getByTestId(TID.labReset).count()).not.toBe(0);
      }
    }
    await page
      .locator(`figure.diagram[data-state="drawn"], [data-testid="${TID.labDiagram}"] svg`)
      .first()
      .waitFor({ timeout: 20_000 });
    const results = await new AxeBuilder({ page }).withRules(LIGHTHOUSE_RULES).analyze();
    const found = results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
    expect(found).toEqual([]);
  });
}
