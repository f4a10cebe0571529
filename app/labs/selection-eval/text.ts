// The selection-eval lab's own UI words, in both languages.
import type { Bilingual } from '../../../src/i18n/index';
import type { Metric } from '../../../src/labs/selection-eval/index';

type Words = Bilingual;

export const DESIGN = { zh: '设计', en: 'Design' };
export const DESIGNS: Record<'auto' | 'paired' | 'independent', { label: Words; hint: Words }> = {
  auto: {
    label: { zh: '自动', en: 'Auto' },
    hint: {
      zh: '两组的 id 完全相同就按配对算，否则按独立样本算。',
      en: 'Paired when both sets hold exactly the same ids, independent otherwise.',
    },
  },
  paired: {
    label: { zh: '配对', en: 'Paired' },
    hint: {
      zh: '同一批样例前后各跑一次：每个 id 都必须在两边出现。',
      en: 'The same cases run twice: every id must appear on both sides.',
    },
  },
  independent: {
    label: { zh: '独立', en: 'Independent' },
    hint: {
      zh: '两批不同的样例：即使 id 碰巧相同也不配对。',
      en: 'Two different samples: never paired, even if ids happen to match.',
    },
  },
};
export const BEFORE = { zh: '之前的样例（旧工具集）', en: 'Cases before (old tool set)' };
export const AFTER = { zh: '之后的样例（新工具集）', en: 'Cases after (new tool set)' };
export const FORMAT = {
  zh: 'CSV（首行是列名）或 JSON（样例对象的数组）。列：',
  en: 'CSV with a header row, or JSON (an array of case objects). Columns:',
};
export const FORMAT_NOTE = {
  zh: 'first_tool 为空表示没有调用任何领域工具（算选错）；args_first_pass 只在选对工具时有意义。',
  en: 'An empty first_tool means no domain tool was called (a wrong pick); args_first_pass matters only when the right tool was picked.',
};

export const REPORT = { zh: '评估报告', en: 'Evaluation report' };
export const NEEDS_CASES = {
  zh: '两组样例都读得出来之后，这里会给出每个任务族和全体的比率、区间与检验。',
  en: 'Once both case sets can be read, the rates, intervals and tests per family and overall appear here.',
};
export const DESIGN_USED = {
  paired: {
    zh: '按配对样例计算：两组是同一批 id，差异只看前后结论不一致的样例（McNemar）。',
    en: 'Computed as paired cases: both sets hold the same ids, and the difference rests on the cases whose result changed (McNemar).',
  },
  independent: {
    zh: '按独立样本计算：两组不是同一批样例，用两比例 z 检验，差的区间用 Newcombe 方法。',
    en: 'Computed as independent samples: the sets are different cases, so the two-proportion z-test applies and the difference gets a Newcombe interval.',
  },
};
export const METRIC = { zh: '指标', en: 'Metric' };
export const METRICS_TEXT: Record<Metric, { label: Words; hint: Words }> = {
  misselection: {
    label: { zh: '选错率', en: 'Mis-selection rate' },
    hint: {
      zh: '第一个调用的领域工具不是标准答案（或根本没调用）的比例，越低越好；结论看的就是它。',
      en: 'Share of cases whose first domain tool was not the golden one (or none was called); lower is better, and the verdict reads this one.',
    },
  },
  firstPass: {
    label: { zh: '参数首次通过率', en: 'Parameter first-pass rate' },
    hint: {
      zh: '在选对了工具的样例里，第一次传的参数就通过校验的比例，越高越好。',
      en: 'Among cases that picked the golden tool, the share whose first arguments passed validation; higher is better.',
    },
  },
  success: {
    label: { zh: '任务成功率', en: 'Task success rate' },
    hint: {
      zh: '任务最终成功的比例，越高越好。',
      en: 'Share of tasks that succeeded in the end; higher is better.',
    },
  },
};
export const COL_FAMILY = { zh: '任务族', en: 'Family' };
export const COL_BEFORE = { zh: '之前', en: 'Before' };
export const COL_AFTER = { zh: '之后', en: 'After' };
export const COL_DIFF = { zh: '差（之后 − 之前）', en: 'Difference (after − before)' };
export const COL_TEST = { zh: '检验', en: 'Test' };
export const ALL = { zh: '全部样例', en: 'All cases' };
export const TABLE_NOTE = {
  zh: '比率后面是 95% Wilson 区间。两个比率之差的误差比任何一个比率都大：差的区间要比每根柱子的区间宽，这正是“看起来降了不少”仍可能在噪声里的原因。',
  en: 'Each rate is followed by its 95 % Wilson interval. The difference of two rates carries more error than either rate, so its interval is wider than each bar’s: that is why a drop that looks large can still be noise.',
};
export const PAIRED_SE = { zh: '标准误（Wald）', en: 'standard error (Wald)' };
export const NEWCOMBE_CI = { zh: 'Newcombe 区间', en: 'Newcombe interval' };
export const NO_COMPARE = { zh: '有一侧没有样例', en: 'one side has no cases' };
export const PTS = { zh: '个百分点', en: 'pts' };
export const TEST_SHORT = {
  exact: { zh: 'McNemar 精确检验', en: 'McNemar exact' },
  chi: { zh: 'McNemar 卡方（连续性校正）', en: 'McNemar χ² (continuity-corrected)' },
  none: { zh: 'McNemar：没有不一致的样例', en: 'McNemar: no discordant cases' },
  z: { zh: '两比例 z 检验', en: 'two-proportion z-test' },
};
/** McNemar's discordant pairs of each metric: b had the event only before, c only after. */
export const DISCORDANT: Record<Metric, Words> = {
  misselection: { zh: '{b} 条由错变对，{c} 条由对变错', en: '{b} wrong → right, {c} right → wrong' },
  firstPass: { zh: '{b} 条由通过变失败，{c} 条由失败变通过', en: '{b} passed → failed, {c} failed → passed' },
  success: {
    zh: '{b} 条由成功变失败，{c} 条由失败变成功',
    en: '{b} succeeded → failed, {c} failed → succeeded',
  },
};
export const SENTENCES = { zh: '结论（选错率）', en: 'Verdict (mis-selection rate)' };
export const BEYOND = { zh: '超出噪声', en: 'beyond noise' };
export const WITHIN = { zh: '仍在噪声内', en: 'within noise' };

export const CHART = { zh: '图表', en: 'Chart' };
export const CHART_NOTE = {
  zh: '灰色是之前、蓝色是之后，每根柱子上的竖线是 95% 区间；图例与每根柱子的提示里也写着“之前/之后”。',
  en: 'Grey is before, blue is after; the whisker on each bar is its 95 % interval. The legend and each bar’s tooltip also say before or after.',
};
export const DOWNLOAD_SVG = { zh: '下载 SVG', en: 'Download SVG' };

export const PRACTICE_BEFORE = {
  zh: '之前的样例（只读：本题只改“之后”）',
  en: 'Cases before (read-only: this task edits only the after set)',
};
export const PRACTICE_DESIGN = { zh: '设计：{design}', en: 'Design: {design}' };
