// Draws real flowcharts with mermaid in Chromium, as the build does, and checks what the pipeline
// makes of them: a mermaid upgrade that renames its SVG ids fails here, not on a reader's page.
// Skipped where no Chromium can be found (the build then falls back the same way).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { finishDiagramSvg } from '../../src/content/index.ts';
import { findChromium } from '../test/find-chromium.mjs';
import { renderDiagramsAtBuild } from './render-diagrams.ts';

const chromium = (() => {
  try {
    return findChromium({ install: false });
  } catch {
    return null;
  }
})();

const ADMISSION = `%% title: 准入
flowchart TD
  start["收到参数"] --> check_fields{"字段齐全？"}
  check_fields -- 否 --> schema_fields["schema_fields"]
  check_fields -- 是 --> ok(["accepted"])`;
const ENGLISH = 'flowchart LR\n  a["A fairly long label that wraps"] -->|yes| b[[b]]\n  a --> c((c))';
const BROKEN = 'flowchart TD\n  a -->';

/** The edges a small flowchart source declares, as `from->to`. */
function declaredEdges(source: string): string[] {
  return [...source.matchAll(/^\s*(\w+)\b.*?--.*?>\s*(?:\|[^|]*\|\s*)?(\w+)/gm)].map(
    (m) => `${m[1]}->${m[2]}`,
  );
}

const cacheDir = mkdtempSync(join(tmpdir(), 'tool-lab-diagrams-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe.skipIf(!chromium)('renderDiagramsAtBuild (Chromium)', () => {
  it(
    'draws flowcharts that the pipeline stamps node by node and edge by edge',
    { timeout: 90_000 },
    async () => {
      const lines: string[] = [];
      const svgs = await renderDiagramsAtBuild(
        [
          { id: 'zh', source: ADMISSION },
          { id: 'en', source: ENGLISH },
          { id: 'broken', source: BROKEN },
          { id: 'zh-again', source: ADMISSION },
        ],
        { cacheDir, log: (l) => lines.push(l) },
      );
      expect([...svgs.keys()].sort()).toEqual(['en', 'zh', 'zh-again']);
      expect(lines).toEqual([]);
      expect(readdirSync(cacheDir)).toHaveLength(2);

      for (const [id, source] of [
        ['zh', ADMISSION],
        ['en', ENGLISH],
      ] as const) {
        const html = finishDiagramSvg(svgs.get(id)!, { domId: 'tlDiagram0', title: id })!;
        expect(html, id).not.toBeNull();
        const nodes = [...html.matchAll(/data-node="([^"]+)"/g)].map((m) => m[1]).sort();
        const declared = [...new Set(declaredEdges(source).flatMap((e) => e.split('->')))].sort();
        expect(nodes, id).toEqual(declared);
        const edges = [...html.matchAll(/data-edge="([^"]+)"/g)].map((m) => m[1]).sort();
        expect(edges, id).toEqual(declaredEdges(source).sort());
        // Every label row carries the length it was measured at.
        expect(html).toMatch(
          /<tspan class="text-outer-tspan row"[^>]* textLength="\d+(\.\d+)?" lengthAdjust="spacing"/,
        );
      }

      // The SSR pass reuses the drawings without a browser.
      const again = await renderDiagramsAtBuild([{ id: 'x', source: ENGLISH }], {
        cacheDir,
        cacheOnly: true,
      });
      expect(again.get('x')).toBe(svgs.get('en'));
    },
  );
});

describe('renderDiagramsAtBuild without a browser', () => {
  it('leaves every diagram to the browser and says so once', async () => {
    const saved = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = join(cacheDir, 'no-such-chromium');
    const lines: string[] = [];
    try {
      const log = (l: string) => lines.push(l);
      const first = await renderDiagramsAtBuild([{ id: 'a', source: 'flowchart TD\n  p --> q' }], {
        cacheDir: null,
        log,
      });
      const second = await renderDiagramsAtBuild([{ id: 'b', source: 'flowchart TD\n  r --> s' }], {
        cacheDir: null,
        log,
      });
      expect(first.size + second.size).toBe(0);
    } finally {
      if (saved === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved;
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^diagrams: CHROMIUM_PATH is set to .*drawn by mermaid in the browser\.$/);
  });
});
