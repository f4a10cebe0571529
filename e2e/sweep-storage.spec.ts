// Saved work this release cannot read, in every lab found by discovery: each kind of damaged or newer
// record loads the lab without a page error (a hydration mismatch is one), keeps the record as it was,
// and says so with a notice. A new lab folder joins this sweep by itself.
import { test, expect, ready, usePlainEditor } from './fixtures';
import { TID } from '../app/testids';
import { labSlugs } from './sweep-labs';

const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

/** What can be found under a lab's key: each a record no release of this lab could have written. */
const DAMAGED: readonly [kind: string, raw: string][] = [
  ['not JSON', '{"v": 1, "state": {'],
  ['empty', ''],
  ['null', 'null'],
  ['a number', '42'],
  ['a string', '"saved"'],
  ['an array', '[{"v": 1}]'],
  ['binary junk', '\u0000\u0001\u0002\uFFFD\u00FF\u0007'],
  ['a lone surrogate', '{"v": 1, "state": "\uD800", "edited": true}'],
  ['deep nesting', deep(5000)],
  ['a newer version', '{"v": 999, "state": {"future": true}, "scenarioId": null, "edited": true}'],
  ['version zero', '{"v": 0, "state": {}, "scenarioId": null, "edited": true}'],
  ['a state of the wrong shape', '{"v": 1, "state": [1, 2, 3], "scenarioId": 7, "edited": "yes"}'],
  ['prototype keys', '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'],
  ['a missing IndexedDB value', '{"v": 1, "big": true, "scenarioId": null, "edited": true}'],
];

test.beforeEach(async ({ context }) => usePlainEditor(context));

for (const slug of labSlugs()) {
  test(`${slug}: every kind of unreadable saved record loads cleanly, is kept and is reported`, async ({
    page,
    offsite: _,
  }) => {
    test.setTimeout(300_000);
    const key = `toollab:lab:${slug}`;
    await page.goto('/');
    await ready(page);
    for (const [kind, raw] of DAMAGED) {
      await page.evaluate(
        ([k, v]) => {
          localStorage.clear();
          localStorage.setItem(k as string, v as string);
        },
        [key, raw],
      );
      await page.goto(`/labs/${slug}`);
      await ready(page);
      await expect(page.getByTestId(TID.outcome).first(), kind).toBeVisible();
      await expect(page.getByTestId(TID.labUnreadableSaved), kind).toBeVisible();
      const stored = await page.evaluate(
        (k) => [localStorage.getItem(k), localStorage.getItem(`${k}:unreadable`)],
        key,
      );
      expect(stored.includes(raw), `${kind}: the record is kept as it was`).toBe(true);
      expect(
        await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted),
      ).toBeUndefined();
    }
  });
}
