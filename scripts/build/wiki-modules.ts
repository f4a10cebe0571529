// Shapes the rendered wiki into the data the app imports. Kept apart from the plugin so the
// prerender step and tests can use the same shapes.
import { relative, join } from 'node:path';
import type { RenderedPage } from '../../src/content/index.ts';
import type { LoadedWiki } from './wiki-loader.ts';
import type { PageData, PageSummary, SearchDoc } from '../../app/content/types.ts';

function firstParagraph(html: string): string {
  const m = /<p>([\s\S]*?)<\/p>/.exec(html.replace(/<h1[\s\S]*?<\/h1>/, ''));
  const text = (m?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 180 ? text.slice(0, 178) + '…' : text;
}

/** Position of a page in its module page's list of links: the module's reading order. */
function readingOrder(p: RenderedPage, w: LoadedWiki): number {
  const fm = p.frontmatter!;
  const mod = w.pages.find(
    (q) => q.lang === p.lang && q.frontmatter?.id === fm.module && q.frontmatter.kind === 'module',
  );
  const order = mod?.links.filter((l) => l.target).map((l) => l.target!.id) ?? [];
  const i = order.indexOf(fm.id);
  return i < 0 ? order.length : i;
}

export function pageSummary(p: RenderedPage, w: LoadedWiki): PageSummary {
  const fm = p.frontmatter!;
  const other = p.lang === 'zh' ? 'en' : 'zh';
  return {
    order: readingOrder(p, w),
    id: fm.id,
    lang: p.lang,
    kind: fm.kind ?? 'topic',
    module: fm.module,
    title: p.title,
    breadcrumb: p.breadcrumb,
    status: fm.status,
    depth: fm.depth,
    practiceStatus: fm.practice_status,
    pageVersion: fm.page_version,
    lastChecked: fm.last_checked,
    summary: firstParagraph(p.html),
    hasOtherLang: w.pages.some((q) => q.lang === other && q.frontmatter?.id === fm.id),
    practiceTasks: Object.hasOwn(w.practiceTasks, fm.id) ? w.practiceTasks[fm.id]! : [],
  };
}

export function pageData(p: RenderedPage, w: LoadedWiki): PageData {
  const fm = p.frontmatter!;
  return {
    ...pageSummary(p, w),
    claimIds: fm.claim_ids,
    html: p.html,
    headings: p.headings
      .filter((h) => h.depth >= 2 && h.depth <= 3)
      .map(({ depth, text, id }) => ({ depth, text, id })),
    diagrams: p.diagrams.map(({ index, source, title, line }) => ({ index, source, title, line })),
    claims: fm.claim_ids.map((cid) => ({ id: cid, claim: w.claims[cid] ?? null })),
  };
}

export function searchDoc(p: RenderedPage): SearchDoc {
  return {
    id: p.frontmatter!.id,
    lang: p.lang,
    title: p.title,
    headings: p.headings.map((h) => ({ text: h.text, id: h.id })),
    text: p.text,
  };
}

/** Frontmatter and YAML errors block the build; other diagnostics are reported by check:content. */
export function blockingProblems(w: LoadedWiki, contentDir: string): string[] {
  const out: string[] = [];
  for (const p of w.pages) {
    for (const d of p.diagnostics) {
      if (d.severity !== 'error' || (d.rule !== 'frontmatter' && d.rule !== 'yaml')) continue;
      const file = relative(process.cwd(), join(contentDir, 'wiki', p.path));
      out.push(`${file}:${d.line}:${d.column} ${d.rule}: ${d.message}`);
    }
  }
  return out;
}
