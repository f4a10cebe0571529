// Builders for test pages. Only used by *.test.ts.

import { langOfPath, renderPage, type Diagnostic } from './index.ts';

export const FM = {
  id: 'demo',
  module: 'core',
  status: 'draft',
  page_version: '1',
  last_checked: '2026-11-29',
  depth: 'overview',
  practice_status: 'none',
  claim_ids: '[]',
} as const;

/** A page with frontmatter (fields can be overridden or removed with null) and the given body. */
export function pageSource(
  body: string,
  fields: Record<string, string | null> = {},
  breadcrumb?: string,
): string {
  const merged: Record<string, string | null> = { ...FM, ...fields };
  const yaml = Object.entries(merged)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  return `${breadcrumb ? `${breadcrumb}\n\n` : ''}---\n${yaml}\n---\n${body}`;
}

export const ZH_SECTIONS = [
  '学习目标',
  '前置知识',
  '基本机制',
  '推导或示例',
  '适用条件与限制',
  '实践任务',
  '掌握标准',
  '来源',
];
export const EN_SECTIONS = [
  'Learning goals',
  'Prerequisites',
  'Mechanism',
  'Worked examples',
  'Limits',
  'Practice',
  'Mastery criteria',
  'Sources',
];

/** A body with a title and all required sections (each with one line of text). */
export function fullBody(title: string, lang: 'zh' | 'en' = 'zh', extra = ''): string {
  const sections = lang === 'zh' ? ZH_SECTIONS : EN_SECTIONS;
  return `# ${title}\n\n${sections.map((s) => `## ${s}\n\nText.\n`).join('\n')}${extra}`;
}

/** Rule names of some diagnostics. */
export const rules = (ds: Diagnostic[]) => ds.map((d) => d.rule);
/** The diagnostics of one rule. */
export const only = (ds: Diagnostic[], rule: string) => ds.filter((d) => d.rule === rule);
/** Render a zh topic page with all required sections plus `extra` appended. */
export const render = (
  extra: string,
  opts: { path?: string; fields?: Record<string, string | null> } = {},
) => {
  const path = opts.path ?? 'topics/demo.md';
  const lang = langOfPath(path);
  return renderPage(pageSource(fullBody('标题', lang, extra), opts.fields), { path });
};
