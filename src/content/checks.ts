// Page-level checks of the wiki's rules that no markdown stage sees: one h1 title, the required
// sections in order, and claim ids that exist and have sources. Also read by src/content-checks.

import type { ClaimIdRef } from './frontmatter.ts';
import type { Ctx } from './tree.ts';
import type { ClaimsFile, Heading, Lang } from './types.ts';
import { msg } from '../i18n/messages.ts';
import { said, withHint } from './diagnostic-text.ts';

export const REQUIRED_SECTIONS: Record<Lang, readonly string[]> = {
  zh: ['学习目标', '前置知识', '基本机制', '推导或示例', '适用条件与限制', '实践任务', '掌握标准', '来源'],
  en: [
    'Learning goals',
    'Prerequisites',
    'Mechanism',
    'Worked examples',
    'Limits',
    'Practice',
    'Mastery criteria',
    'Sources',
  ],
};

/** Sections required on module and index pages. */
export const REQUIRED_SECTIONS_SHORT: Record<Lang, readonly string[]> = {
  zh: ['学习目标', '来源'],
  en: ['Learning goals', 'Sources'],
};

/** The page title (its one h1), reporting a missing h1 and every extra one. */
export function checkTitle(headings: Heading[], bodyStartLine: number, ctx: Ctx): string {
  const h1s = headings.filter((h) => h.depth === 1);
  if (h1s.length === 0) {
    ctx.diagnostics.push({
      rule: 'title',
      severity: 'error',
      ...withHint('content.noTitle'),
      line: bodyStartLine,
      column: 1,
    });
    return '';
  }
  for (const extra of h1s.slice(1)) {
    ctx.diagnostics.push({
      rule: 'title',
      severity: 'error',
      ...withHint('content.manyTitles', { title: extra.text }),
      line: extra.line,
      column: 1,
    });
  }
  return h1s[0]!.text;
}

export function checkSections(
  headings: Heading[],
  kind: string,
  lang: Lang,
  bodyStartLine: number,
  ctx: Ctx,
): void {
  const required =
    kind === 'module' || kind === 'index' ? REQUIRED_SECTIONS_SHORT[lang] : REQUIRED_SECTIONS[lang];
  const h2s = headings.filter((h) => h.depth === 2);
  const anchorLine = headings.find((h) => h.depth === 1)?.line ?? bodyStartLine;
  const order = required.map((t) => `## ${t}`).join(', ');
  // Present sections in page order; the longest run already in the required order stays, every
  // other present section is out of order.
  const present = required
    .map((title, rank) => ({ title, rank, at: h2s.findIndex((h) => h.text === title) }))
    .filter((s) => s.at >= 0)
    .sort((a, b) => a.at - b.at);
  const best: number[] = present.map(() => 1);
  const prev: number[] = present.map(() => -1);
  present.forEach((s, i) => {
    for (let j = 0; j < i; j++) {
      if (present[j]!.rank < s.rank && best[j]! + 1 > best[i]!) {
        best[i] = best[j]! + 1;
        prev[i] = j;
      }
    }
  });
  const keep = new Set<number>();
  for (let i = best.indexOf(Math.max(0, ...best)); i >= 0; i = prev[i]!) keep.add(i);
  present.forEach((s, i) => {
    if (keep.has(i)) return;
    ctx.diagnostics.push({
      rule: 'section',
      severity: 'warning',
      ...said(
        msg('content.sectionOrder', { section: s.title }),
        msg('content.sections.hint', { sections: order }),
      ),
      line: h2s[s.at]!.line,
      column: 1,
    });
  });
  const missing = required.filter((title) => !present.some((s) => s.title === title));
  if (missing.length > 0) {
    ctx.diagnostics.push({
      rule: 'section',
      severity: 'warning',
      ...said(
        msg(missing.length > 1 ? 'content.sectionsMissing' : 'content.sectionMissing', {
          sections: missing.join(', '),
        }),
        msg('content.sections.hint', { sections: order }),
      ),
      line: anchorLine,
      column: 1,
    });
  }
}

/** The wiki's claims and the file this page's claims belong in (named when one is missing). */
export interface PageClaims {
  claims: ClaimsFile;
  file: string;
}

export function checkClaims(
  refs: ClaimIdRef[],
  { claims, file }: PageClaims,
  frontmatterLine: number,
  ctx: Ctx,
): void {
  for (const ref of refs) {
    const claim = Object.prototype.hasOwnProperty.call(claims, ref.id) ? claims[ref.id] : undefined;
    if (!claim) {
      ctx.diagnostics.push({
        rule: 'claim-source',
        severity: 'error',
        ...said(
          msg('content.claimUnknown', { claim: ref.id, file }),
          msg('content.claimUnknown.hint', { file }),
        ),
        line: ref.line || frontmatterLine,
        column: ref.column || 1,
      });
    } else if (!Array.isArray(claim.sources) || claim.sources.length === 0) {
      ctx.diagnostics.push({
        rule: 'claim-source',
        severity: 'error',
        ...withHint('content.claimSources', { claim: ref.id }),
        line: ref.line || frontmatterLine,
        column: ref.column || 1,
      });
    }
  }
}
