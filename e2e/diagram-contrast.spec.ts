// Lit and unlit chart labels stay readable: the text of every node and edge label of every lab chart
// and every page lab's chart is measured against what it is drawn on (its node's fill, or the box
// behind a shape left unfilled, opacity included), in dark, light and presenter's high contrast, and
// must reach WCAG AA's 4.5:1.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, ready } from './fixtures';
import { TID } from '../app/testids';

const AA = 4.5;

async function labSlugs(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get('/en/labs')).text();
  const slugs = new Set([...html.matchAll(/href="\/en\/labs\/([a-z0-9-]+)"/g)].map((m) => m[1]!));
  expect(slugs.size).toBeGreaterThanOrEqual(8);
  return [...slugs].sort();
}

/** Every function page (a page lab of its own) the build wrote, in English. */
function functionPaths(): string[] {
  const topics = 'dist/en/topics';
  const out: string[] = [];
  for (const topic of readdirSync(topics)) {
    const dir = join(topics, topic, 'functions');
    if (existsSync(dir)) for (const fn of readdirSync(dir)) out.push(`/en/topics/${topic}/functions/${fn}`);
  }
  expect(out.length).toBeGreaterThan(0);
  return out.sort();
}

interface Low {
  where: string;
  text: string;
  ratio: number;
}

/** Node and edge label texts inside `scope` whose contrast with what they are drawn on is under AA. */
async function lowContrast(page: Page, scope: string): Promise<{ count: number; low: Low[] }> {
  return page.evaluate(
    ({ scope, aa }) => {
      type RGB = [number, number, number];
      // Any CSS colour (Tailwind's are oklch, computed styles may say lab()) as sRGB through a canvas.
      const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      const parse = (v: string): { c: RGB; a: number } | null => {
        if (!v || v === 'none' || v.startsWith('url(')) return null;
        probe.clearRect(0, 0, 1, 1);
        probe.fillStyle = '#000';
        probe.fillStyle = v;
        probe.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
        return a === 0 ? { c: [0, 0, 0], a: 0 } : { c: [r!, g!, b!], a: a! / 255 };
      };
      const over = (top: RGB, a: number, under: RGB): RGB =>
        top.map((x, i) => x * a + under[i]! * (1 - a)) as RGB;
      const lum = (c: RGB) => {
        const [r, g, b] = c.map((x) => {
          const s = x / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const ratio = (a: RGB, b: RGB) => {
        const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
        return (x! + 0.05) / (y! + 0.05);
      };
      /** Opacity of an element and its ancestors up to the chart's svg. */
      const opacity = (el: Element, svg: Element) => {
        let o = 1;
        for (let e: Element | null = el; e && e !== svg.parentElement; e = e.parentElement)
          o *= parseFloat(getComputedStyle(e).opacity || '1');
        return o;
      };
      const boxBackground = (el: Element): RGB => {
        for (let e: Element | null = el; e; e = e.parentElement) {
          const p = parse(getComputedStyle(e).backgroundColor);
          if (p && p.a > 0) return p.c;
        }
        return [255, 255, 255];
      };
      const paint = (el: Element, under: RGB, svg: Element): RGB => {
        const cs = getComputedStyle(el);
        const p = parse(cs.fill);
        if (!p) return under;
        return over(p.c, p.a * parseFloat(cs.fillOpacity || '1') * opacity(el, svg), under);
      };
      const SHAPE = 'rect, polygon, path, circle, ellipse';
      const low: { where: string; text: string; ratio: number }[] = [];
      let count = 0;
      for (const svg of document.querySelectorAll<SVGSVGElement>(`${scope} svg`)) {
        if (svg.getBoundingClientRect().width === 0) continue;
        const ground = boxBackground(svg);
        const groups = svg.querySelectorAll('[data-node], .edgeLabel');
        for (const group of groups) {
          // A node's label sits on its shape; an edge's on the label's own background rect.
          const shape = group.classList.contains('edgeLabel')
            ? group.querySelector('rect')
            : [...group.querySelectorAll(SHAPE)].find((s) => !s.closest('.label, text'));
          const under = shape ? paint(shape, ground, svg) : ground;
          for (const text of group.querySelectorAll('text')) {
            const words = text.textContent?.trim();
            if (!words) continue;
            // A row's colour is its tspan's when it has one (the lighting rules set both).
            const ink = text.querySelector('tspan') ?? text;
            const r = ratio(paint(ink, under, svg), under);
            count++;
            if (r < aa)
              low.push({
                where: `${group.getAttribute('data-node') ?? 'edge'} [${group.getAttribute('data-state') ?? '-'}]`,
                text: words.slice(0, 40),
                ratio: Math.round(r * 100) / 100,
              });
          }
        }
      }
      return { count, low };
    },
    { scope, aa: AA },
  );
}

const THEMES = ['light', 'dark'] as const;

test.describe('chart label contrast', () => {
  test.describe.configure({ timeout: 300_000 });

  for (const theme of THEMES) {
    for (const contrast of [false, true]) {
      const mode = contrast ? 'presenter, high contrast' : 'page';
      test(`every lab chart, ${mode} (${theme}): lit and unlit labels ≥ ${AA}:1`, async ({
        page,
        request,
        offsite: _,
      }) => {
        await page.emulateMedia({ colorScheme: theme });
        await page.setViewportSize({ width: 1440, height: 900 });
        const failures: string[] = [];
        for (const slug of await labSlugs(request)) {
          await page.goto(`/en/labs/${slug}${contrast ? '?present=1' : ''}`);
          await ready(page);
          const chart = page.locator(`[data-testid="${TID.labDiagram}"]`).first();
          if ((await chart.count()) === 0) continue;
          await expect(chart).toHaveAttribute('data-drawn', 'true');
          // The setting is kept from one lab to the next: switch it on only where it is off.
          if (
            contrast &&
            (await page.getByTestId(TID.classroomContrast).getAttribute('aria-pressed')) !== 'true'
          ) {
            await page.getByTestId(TID.classroomContrast).click();
            await expect(page.getByTestId(TID.classroomContrast)).toHaveAttribute('aria-pressed', 'true');
          }
          const scope = contrast ? '.presenter' : `[data-testid="${TID.labDiagram}"]`;
          const { count, low } = await lowContrast(page, scope);
          expect(count, `${slug}: no labels measured`).toBeGreaterThan(0);
          for (const l of low) failures.push(`${slug} ${l.where} "${l.text}" ${l.ratio}:1`);
        }
        expect(failures, failures.join('\n')).toEqual([]);
      });

      test(`every page lab chart, ${mode} (${theme}): lit and unlit labels ≥ ${AA}:1`, async ({
        page,
        offsite: _,
      }) => {
        await page.emulateMedia({ colorScheme: theme });
        await page.setViewportSize({ width: 1440, height: 900 });
        const failures: string[] = [];
        for (const path of functionPaths()) {
          await page.goto(`${path}${contrast ? '?present=1' : ''}`);
          await ready(page);
          const chart = page.locator('svg.page-lab-chart').first();
          await expect(chart).toBeVisible();
          // The setting is kept from one lab to the next: switch it on only where it is off.
          if (
            contrast &&
            (await page.getByTestId(TID.classroomContrast).getAttribute('aria-pressed')) !== 'true'
          ) {
            await page.getByTestId(TID.classroomContrast).click();
            await expect(page.getByTestId(TID.classroomContrast)).toHaveAttribute('aria-pressed', 'true');
          }
          const { count, low } = await lowContrast(page, contrast ? '.presenter' : 'main');
          expect(count, `${path}: no labels measured`).toBeGreaterThan(0);
          for (const l of low) failures.push(`${path} ${l.where} "${l.text}" ${l.ratio}:1`);
        }
        expect(failures, failures.join('\n')).toEqual([]);
      });
    }
  }
});
