// Hostile share links against every lab found by discovery, arriving both by a page load and by a
// fragment change in an open tab: no page error, no script, no blank lab, and the learner's saved work
// exactly as it was. A second sweep checks that no id is built from what the link carried.
import { test, expect, ready, usePlainEditor } from './fixtures';
import { TID } from '../app/testids';
import { labSlugs } from './sweep-labs';
import { expectNothingRan, expectSoundIds, hostileLinks, markupState, ownState } from './sweep-hostile';
import LZString from 'lz-string';

test.beforeEach(async ({ context }) => usePlainEditor(context));

for (const slug of labSlugs()) {
  test(`${slug}: hostile share links change nothing and run nothing`, async ({ page, offsite: _ }) => {
    test.setTimeout(300_000);
    const key = `toollab:lab:${slug}`;
    await page.goto(`/labs/${slug}`);
    await ready(page);
    const state = await ownState(page, TID.shareCopy, TID.shareUrl);
    // Saved work of the learner's own, which no link may touch.
    const { v, ...rest } = state;
    const saved = JSON.stringify({ v, state: rest, scenarioId: null, edited: true });
    await page.evaluate(([k, s]) => localStorage.setItem(k as string, s as string), [key, saved]);
    const links = hostileLinks(state);
    for (const [i, [kind, hash]] of links.entries()) {
      // Most arrive by hashchange in the open tab (the cheaper path, and the one a page load skips);
      // every sixth by a fresh load of the lab.
      if (i % 6 === 0) {
        // A query of its own makes it a new document rather than a fragment change.
        await page.goto(`/labs/${slug}?load=${i}${hash}`);
        await ready(page);
      } else {
        await page.evaluate((h) => (window.location.hash = h), hash);
      }
      await expect(page.getByTestId(TID.outcome).first(), kind).toBeVisible();
      await expectNothingRan(page, kind);
      expect(await page.evaluate((k) => localStorage.getItem(k), key), `${kind}: saved work`).toBe(saved);
    }
  });

  test(`${slug}: markup in every field of a link never becomes part of an id`, async ({
    page,
    offsite: _,
  }) => {
    test.setTimeout(240_000);
    await page.goto(`/labs/${slug}`);
    await ready(page);
    const state = await ownState(page, TID.shareCopy, TID.shareUrl);
    // All fields at once, then one at a time (a field the lab refuses as markup would hide the others).
    const variants = [undefined, ...Object.keys(state).filter((k) => k !== 'v')];
    for (const [i, only] of variants.entries()) {
      const what = only ?? 'every field';
      const hash = `#state=${LZString.compressToEncodedURIComponent(JSON.stringify(markupState(state, only)))}`;
      await page.goto(`/labs/${slug}?load=${i}${hash}`);
      await ready(page);
      await expect(page.getByTestId(TID.outcome).first(), what).toBeVisible();
      await expectNothingRan(page, what);
      await expectSoundIds(page, what);
    }
  });
}
