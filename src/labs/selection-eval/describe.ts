/**
 * The lab's input as the presenter shows it and the Markdown export writes it. The case sets can run to
 * hundreds of lines, so a short summary computed from them comes first: the design actually used, the
 * plain sentence, and each family's mis-selection rate before and after with its p-value.
 */
import type { Bilingual } from '../../i18n/index.ts';
import { labelled, type Lang } from '../../i18n/index.ts';
import type { InputBlock } from '../contract.ts';
import { type FamilyReport, type Metric } from './report.ts';
import { runSelectionEval, type SelectionValue } from './run.ts';
import type { SelectionState } from './state.ts';
import { beyondNoise, familyAlpha, pct, pText } from './verdict.ts';

const looksJson = (text: string) => /^\s*[[{]/.test(text);

const METRIC_NAMES: Record<Metric, Bilingual> = {
  misselection: { zh: '选错率', en: 'mis-selection' },
  firstPass: { zh: '参数首次通过率', en: 'first-pass' },
  success: { zh: '成功率', en: 'success' },
};

function rateLine(fr: FamilyReport, metric: Metric, lang: Lang, alpha?: number): string {
  const [b, a] = [fr.before[metric], fr.after[metric]];
  const c = fr.compare?.[metric];
  const beyond = beyondNoise(c, alpha);
  const verdict = !c
    ? ''
    : `, ${pText(c.p)}, ${beyond ? (lang === 'zh' ? '超出噪声' : 'beyond noise') : lang === 'zh' ? '仍在噪声内' : 'within noise'}`;
  return `${pct(b.rate)} (${b.k}/${b.n}) → ${pct(a.rate)} (${a.k}/${a.n})${verdict}`;
}

function summary(state: SelectionState, lang: Lang): InputBlock[] {
  const value = runSelectionEval(state).value as SelectionValue | undefined;
  if (!value) return [];
  const zh = lang === 'zh';
  const { report } = value;
  const used =
    report.design === 'paired'
      ? zh
        ? '配对（两组是同一批 id），McNemar 检验'
        : 'paired (both sets hold the same ids), McNemar test'
      : zh
        ? '独立样本，两比例 z 检验'
        : 'independent samples, two-proportion z-test';
  const all = report.overall;
  const lines = [
    labelled(lang, zh ? '实际采用' : 'Computed as', used),
    value.sentence[lang],
    '',
    zh ? '各任务族的选错率（之前 → 之后）：' : 'Mis-selection per family (before → after):',
    ...report.families.map(
      (fr) =>
        `  ${labelled(lang, fr.family ?? '', rateLine(fr, 'misselection', lang, familyAlpha(report.families.length)))}`,
    ),
    '',
    ...(['firstPass', 'success'] as const).map((m) =>
      labelled(lang, `${zh ? '全部样例的' : 'All cases, '}${METRIC_NAMES[m][lang]}`, rateLine(all, m, lang)),
    ),
  ];
  return [
    {
      label: zh ? '结果摘要（由下面的样例算出）' : 'Summary (computed from the cases below)',
      text: lines.join('\n'),
      code: 'text',
    },
  ];
}

export function describeSelection(state: SelectionState, lang: Lang): InputBlock[] {
  const zh = lang === 'zh';
  const design = {
    auto: zh ? '自动（id 相同则配对）' : 'auto (paired when ids match)',
    paired: zh ? '配对' : 'paired',
    independent: zh ? '独立' : 'independent',
  };
  return [
    { label: zh ? '设计' : 'Design', text: design[state.design], code: 'inline' },
    ...summary(state, lang),
    {
      label: zh ? '之前的样例' : 'Cases before',
      text: state.before,
      code: looksJson(state.before) ? 'json' : 'csv',
    },
    {
      label: zh ? '之后的样例' : 'Cases after',
      text: state.after,
      code: looksJson(state.after) ? 'json' : 'csv',
    },
  ];
}
