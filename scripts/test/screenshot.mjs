// Takes a screenshot of a page of a running Tool Lab, for looking at what we build.
// usage: node scripts/test/screenshot.mjs URL OUT.png [width] [height] [light|dark] [css selector to scroll to]
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const [url, out, w = '1280', h = '800', scheme = 'light', selector = ''] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
await page.emulateMedia({ colorScheme: scheme === 'dark' ? 'dark' : 'light' });
page.on(
  'console',
  (m) => ['error', 'warning'].includes(m.type()) && console.log('console:', m.type(), m.text().slice(0, 300)),
);
page.on('pageerror', (e) => console.log('pageerror:', e.message.slice(0, 300)));
await page.goto(url);
await page.waitForTimeout(2500);
if (selector) {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -80));
  await page.waitForTimeout(400);
}
await page.screenshot({ path: out });
await browser.close();
