// What a page lab exports besides its drawing: the call and what it gave, as a Markdown snippet for
// notes or homework. Pure, so it is tested without a browser.
import type { RunReport } from '../../src/page-labs/index';
import { STRINGS, type Lang } from '../i18n/strings';
import { labelled } from '../../src/i18n/index';
import { PAGE_LAB_WORDS } from '../page-lab-runtime/text';
import { SHOW_WORDS } from './show-text';

/** A fence longer than any backtick run inside the text, so any value survives. */
function fence(text: string, lang: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const f = '`'.repeat(Math.max(3, longest + 1));
  return `${f}${lang}\n${text}\n${f}`;
}

export interface PageLabMarkdown {
  fn: string;
  /** the exact call shown in the lab, or null when an argument does not convert */
  call: string | null;
  report: RunReport;
  lang: Lang;
  step?: { step: number; total: number; line: number };
}

export function pageLabMarkdown(ctx: PageLabMarkdown): string {
  const w = PAGE_LAB_WORDS[ctx.lang];
  const s = SHOW_WORDS[ctx.lang];
  const r = ctx.report;
  const out = [`## ${labelled(ctx.lang, STRINGS[ctx.lang]['app.name'], w.title(ctx.fn))}`, ''];
  if (ctx.step) out.push(`**${s.mdStep(ctx.step.step, ctx.step.total, ctx.step.line)}**`, '');
  out.push(`### ${s.mdCall}`, '', fence(ctx.call ?? '…', 'python'), '');
  if (r.returned !== undefined) out.push(`**${s.mdReturned}**`, '', fence(r.returned, 'python'), '');
  if (r.raised !== undefined)
    out.push(`**${s.mdRaised}**`, '', fence(`${r.raised}: ${r.message ?? ''}`, 'text'), '');
  if (r.exit) out.push(s.mdExit(r.exit), '');
  return out.join('\n').trimEnd() + '\n';
}

/** The file name of an export: `tool-lab-fn-<name>-<exit>.<ext>` (see app/classroom/export.ts). */
export function pageLabExportWhat(report: RunReport, step?: number): string {
  const base = report.exit ?? 'run';
  return step ? `${base}-step-${step}` : base;
}
