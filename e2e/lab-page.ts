// What every lab's spec does the same way, given the lab's slug: read its scenarios from its content
// folder, open the lab page or presenter mode, and find the outcome and a flowchart node.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, ready } from './fixtures';
import { TID } from '../app/testids';

export function labPage<S extends { id: string }>(slug: string) {
  const file = JSON.parse(readFileSync(`content/labs/${slug}/scenarios.json`, 'utf8')) as {
    scenarios: S[];
  };
  return {
    scenarios: file.scenarios,
    scenario: (id: string) => file.scenarios.find((s) => s.id === id)!,
    async openLab(page: Page, path = `/labs/${slug}`) {
      await page.goto(path);
      await ready(page);
      await expect(page.locator(`[data-lab="${slug}"]`)).toBeVisible();
    },
    async openPresenter(page: Page, path: string) {
      await page.goto(path);
      await ready(page);
      await expect(page.getByTestId(TID.classroomPresenter)).toBeVisible();
    },
    outcome: (page: Page) => page.getByTestId(TID.outcome),
    node: (page: Page, id: string) => page.locator(`[data-testid="${TID.labDiagram}"] [data-node="${id}"]`),
  };
}
