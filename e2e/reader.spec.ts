import { test, expect, ready } from './fixtures';
import { TID } from '../app/testids';

test('home lists modules and topics with badges', async ({ page, offsite: _ }) => {
  await page.goto('/');
  await ready(page);
  const cards = page.getByTestId(TID.topicCard);
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  await expect(page.locator(`[data-topic="tools-skills"]`)).toBeVisible();
  await expect(page.locator('[data-topic="tools-skills"] [data-badge="status"]')).toBeVisible();
});

test('a topic renders math, diagrams, highlighted code, tables and in-app links', async ({
  page,
  offsite: _,
}) => {
  await page.goto('/topics/tools-skills');
  await ready(page);
  const article = page.getByTestId(TID.article);
  await expect(article.locator('math').first()).toBeAttached();
  await expect(article.locator('.katex-error')).toHaveCount(0);
  await expect(article.locator('figure.diagram[data-state="drawn"] svg').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(article.locator('figure.diagram [data-node]').first()).toBeAttached();
  await expect(article.locator('.code-block code.hljs span[class^="hljs-"]').first()).toBeAttached();
  await expect(article.locator('table').first()).toBeVisible();
  await expect(page.getByTestId(TID.topicHeader)).toContainText('3');

  // An in-app link routes without a full reload.
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  const link = article.locator('a[data-link="internal"][href^="/topics/"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(href!.replace(/#.*/, '')));
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

test("math is drawn in KaTeX's own fonts, served from this origin", async ({ page, offsite }) => {
  const fonts: string[] = [];
  page.on('requestfinished', (r) => {
    if (r.resourceType() === 'font') fonts.push(r.url());
  });
  for (const path of ['/topics/tools-skills', '/en/topics/tools-skills']) {
    await page.goto(path);
    await ready(page);
    const math = page.getByTestId(TID.article).locator('.katex').first();
    await math.scrollIntoViewIfNeeded();
    await expect(math).toBeVisible();
    const seen = await page.evaluate(async () => {
      await document.fonts.ready;
      const el = document.querySelector('.wiki-article .katex')!;
      const family = getComputedStyle(el).fontFamily;
      const first = family
        .split(',')[0]!
        .trim()
        .replace(/^["']|["']$/g, '');
      const faces = [...document.fonts].filter((f) => f.family.replace(/["']/g, '').startsWith('KaTeX_'));
      return {
        family: first,
        loaded: faces.filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.style} ${f.weight}`),
        failed: faces.filter((f) => f.status === 'error').map((f) => `${f.family} ${f.style} ${f.weight}`),
        // true only once a face of the family is loaded: the check looks for loaded faces
        usable: document.fonts.check(`16px "${first}"`),
      };
    });
    expect(seen.family, path).toBe('KaTeX_Main');
    expect(seen.loaded, path).toContain('KaTeX_Main normal 400');
    expect(seen.failed, path).toEqual([]);
    expect(seen.usable, path).toBe(true);
  }
  const origin = new URL(page.url()).origin;
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((u) => !u.startsWith(origin))).toEqual([]);
  expect(offsite).toEqual([]);
});

test('a deep link survives a hard reload of the built site', async ({ page, offsite: _ }) => {
  const res = await page.goto('/topics/tools-skills');
  expect(res?.status()).toBe(200);
  await page.reload();
  await ready(page);
  await expect(page.getByTestId(TID.topicHeader).locator('h1')).not.toBeEmpty();
  // The prerendered HTML already holds the page text and the math before any script runs.
  const raw = await (await page.request.get('/topics/tools-skills')).text();
  expect(raw).toContain('<math');
  expect(raw).toContain('data-testid="article"');
  // A search result or a shared link shows the page's own summary, in the page's language.
  expect(raw).toMatch(/<meta name="description" content="[^"]*工具调用[^"]*"/);
  const lab = await (await page.request.get('/en/labs/admission')).text();
  expect(lab).toMatch(/<meta name="description" content="[^"]+"/);
  expect(lab).not.toMatch(/<meta name="description" content="[^"]*[\u4e00-\u9fff]/);
});

test('unknown routes get a helpful 404 page', async ({ page, offsite: _ }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await ready(page);
  await expect(page.getByTestId(TID.notFound)).toBeVisible();
  await expect(page.getByTestId(TID.notFound).getByRole('link').first()).toBeVisible();
  await page.goto('/topics/not-a-topic');
  await expect(page.getByTestId(TID.notFound)).toBeVisible();
});

test('language and theme choices persist across reload', async ({ page, offsite: _ }) => {
  await page.goto('/topics/tools-skills');
  await ready(page);
  await page.getByTestId(TID.langSwitch).click();
  await expect(page).toHaveURL(/\/en\/topics\/tools-skills$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await page.getByTestId(TID.themeToggle).click();
  await expect(page.locator('html')).toHaveClass(dark ? /^(?!.*dark)/ : /dark/);
  await page.reload();
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!dark);
  // A bare link opens in the remembered language.
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/$/);
});

test('keyboard: / focuses search and Enter opens a result', async ({ page, offsite: _ }) => {
  await page.goto('/');
  await ready(page);
  await page.keyboard.press('/');
  await expect(page.getByTestId(TID.searchInput)).toBeFocused();
  await page.keyboard.type('MCP');
  await expect(page.getByTestId(TID.searchResults).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/topics\//);
});
