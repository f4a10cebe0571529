/**
 * The lab's input as the presenter shows it and the Markdown export writes it. Beside the texts, a short
 * summary computed from them comes first, because the texts are long and the point is in them: in review
 * mode every finding at its line, in diff mode every tool that differs from the pin, its classified
 * changes, the word-level diff of its description and the instructions that appeared in it.
 */
import { labelled, msg, t, type Lang } from '../../i18n/index.ts';
import type { InputBlock } from '../contract.ts';
import { INJECTION_LABELS } from './injection.ts';
import { RULE_BY_ID } from './rules.ts';
import { runToolReview, type ToolReviewValue } from './run.ts';
import type { ToolReviewState } from './state.ts';
import type { DiffOp } from './word-diff.ts';

/** More than this many summary lines would bury the rest. */
const MAX_LINES = 40;

const SEVERITY = {
  error: { zh: '错误', en: 'error' },
  warning: { zh: '警告', en: 'warning' },
  info: { zh: '提示', en: 'note' },
} as const;
const RANK = { error: 0, warning: 1, info: 2 } as const;
const STATUS = {
  unchanged: { zh: '未变', en: 'unchanged' },
  changed: { zh: '有改动', en: 'changed' },
  added: { zh: '新增', en: 'added' },
  removed: { zh: '被删除', en: 'removed' },
  renamed: { zh: '改名', en: 'renamed' },
} as const;
const CLASS = { breaking: { zh: '破坏性', en: 'breaking' }, compatible: { zh: '兼容', en: 'compatible' } };

/** A word diff in plain text: deletions as [−…], insertions as [+…]. */
export function diffText(ops: readonly DiffOp[]): string {
  return ops
    .map((o) => (o.op === 'same' ? o.text : o.op === 'del' ? `[−${o.text}]` : `[+${o.text}]`))
    .join('');
}

const at = (lang: Lang, p: { line: number; column: number }) =>
  lang === 'zh' ? `第 ${p.line} 行第 ${p.column} 列` : `line ${p.line}, col ${p.column}`;

function reviewLines(v: Extract<ToolReviewValue, { mode: 'review' }>, lang: Lang): string[] {
  const c = v.counts;
  const head = t(lang, msg('review.toolCounts', { tools: v.tools.length, counts: msg('review.counts', c) }));
  return [
    head,
    // Worst first, then in text order: what a presenter reads out.
    ...[...v.findings]
      .sort((a, b) => RANK[a.severity] - RANK[b.severity] || a.span.start - b.span.start)
      .map(
        (f) =>
          `${at(lang, f)} · ${SEVERITY[f.severity][lang]} · ${labelled(lang, RULE_BY_ID.get(f.rule)?.title[lang] ?? f.rule, f.detail)}`,
      ),
  ];
}

function diffLines(v: Extract<ToolReviewValue, { mode: 'diff' }>, lang: Lang): string[] {
  const zh = lang === 'zh';
  const out: string[] = [];
  for (const t of v.tools) {
    if (t.status === 'unchanged') continue;
    const was = t.oldName ? (zh ? `（原名 ${t.oldName}）` : ` (was ${t.oldName})`) : '';
    out.push(`${t.name}${was} · ${STATUS[t.status][lang]}`);
    for (const c of t.changes)
      out.push(
        `  ${CLASS[c.cls][lang]} · ${c.label[lang]}${c.param ? ` (${c.param})` : ''} · ${at(lang, c)}`,
      );
    if (t.description) out.push(`  ${labelled(lang, zh ? '描述' : 'description', diffText(t.description))}`);
    for (const f of t.flags)
      out.push(
        `  ${labelled(lang, zh ? '疑似注入' : 'injected', labelled(lang, INJECTION_LABELS[f.rule], `“${f.match}”`))}`,
      );
  }
  const same = v.tools.filter((t) => t.status === 'unchanged').length;
  out.push(t(lang, msg('review.unchanged', { n: same })));
  return out;
}

function summary(state: ToolReviewState, lang: Lang): InputBlock[] {
  const value = runToolReview(state).value as ToolReviewValue | undefined;
  if (!value) return [];
  const zh = lang === 'zh';
  const lines = value.mode === 'review' ? reviewLines(value, lang) : diffLines(value, lang);
  const shown = lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES), '…'] : lines;
  const label =
    value.mode === 'review'
      ? zh
        ? '评审发现（由下面的声明算出）'
        : 'Findings (computed from the declaration below)'
      : zh
        ? '与快照相比的变化（由下面两份列表算出）'
        : 'Changes since the pin (computed from the two lists below)';
  return [{ label, text: shown.join('\n'), code: 'text' }];
}

export function describeToolReview(state: ToolReviewState, lang: Lang): InputBlock[] {
  const zh = lang === 'zh';
  const mode: InputBlock = {
    label: zh ? '模式' : 'Mode',
    text:
      state.mode === 'diff' ? (zh ? '快照比对' : 'snapshot diff') : zh ? '声明评审' : 'declaration review',
    code: 'inline',
  };
  if (state.mode === 'review')
    return [
      mode,
      ...summary(state, lang),
      { label: zh ? '待评审的声明' : 'Declaration under review', text: state.current, code: 'json' },
    ];
  return [
    mode,
    ...summary(state, lang),
    { label: zh ? '固定的 tools/list 快照' : 'Pinned tools/list snapshot', text: state.pinned, code: 'json' },
    { label: zh ? '新的 tools/list' : 'New tools/list', text: state.current, code: 'json' },
  ];
}
