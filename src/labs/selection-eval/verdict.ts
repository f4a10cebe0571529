/**
 * The verdict and its sentence. The lab's outcome reads the overall mis-selection comparison: below
 * α = 0.05 it is `improved` (fewer wrong picks after) or `worse`; otherwise `within_noise`. The sentence
 * says the same in plain words, with the numbers and the test that produced them.
 */
import type { Bilingual } from '../../i18n/index.ts';
import { ALPHA, type Comparison, type EvalReport, type FamilyReport } from './report.ts';
import { EXACT_BELOW } from './stats.ts';

export type SelectionOutcome = 'improved' | 'worse' | 'within_noise';

export function verdictOf(c: Comparison, alpha = ALPHA): SelectionOutcome {
  if (c.p >= alpha || c.diff === null || c.diff === 0) return 'within_noise';
  // The mis-selection rate is an error rate: a negative difference (after − before) is an improvement.
  return c.diff < 0 ? 'improved' : 'worse';
}

/** Whether a change passes `alpha` in either direction. */
export const beyondNoise = (c: Comparison | undefined, alpha = ALPHA): boolean =>
  c !== undefined && verdictOf(c, alpha) !== 'within_noise';

export const pct = (x: number | null, digits = 1): string =>
  x === null ? '–' : `${(x * 100).toFixed(digits)}%`;
const pts = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(x * 100).toFixed(1)}`;

/** `p = 0.031`, `p < 0.001` */
export function pText(p: number): string {
  if (p < 0.001) return 'p < 0.001';
  return `p = ${p.toFixed(3)}`;
}

function testText(c: Comparison): Bilingual {
  if (c.design === 'independent')
    return {
      zh: `两比例 z 检验（独立样本），z = ${c.test.z.toFixed(2)}`,
      en: `two-proportion z-test (independent sets), z = ${c.test.z.toFixed(2)}`,
    };
  const { b, c: cc, method } = c.test;
  const which =
    method === 'exact'
      ? {
          zh: `McNemar 精确二项检验（不一致样例 ${b + cc} 条，少于 ${EXACT_BELOW}）`,
          en: `McNemar exact binomial test (${b + cc} discordant cases, fewer than ${EXACT_BELOW})`,
        }
      : method === 'none'
        ? { zh: 'McNemar 检验（没有不一致的样例）', en: 'McNemar test (no discordant cases)' }
        : {
            zh: `McNemar 卡方检验（连续性校正，不一致样例 ${b + cc} 条）`,
            en: `McNemar chi-square test with continuity correction (${b + cc} discordant cases)`,
          };
  return {
    zh: `${which.zh}：${b} 条由错变对，${cc} 条由对变错`,
    en: `${which.en}: ${b} went from wrong to right, ${cc} from right to wrong`,
  };
}

/**
 * The threshold each family is judged at. Several families are several tests, so one of them can cross
 * 0.05 by chance; the page tightens the threshold by the number of tests (Bonferroni), and so does the lab.
 */
export function familyAlpha(families: number): number {
  return families > 1 ? ALPHA / families : ALPHA;
}

const alphaText = (a: number) => (a === ALPHA ? '0.05' : a.toFixed(4).replace(/0+$/, ''));

/**
 * One plain sentence on the mis-selection change of a family (or of all cases), judged at `alpha`
 * (the overall comparison at 0.05, a family at its tightened threshold, which the sentence names).
 */
export function noiseSentence(fr: FamilyReport, alpha = ALPHA): Bilingual {
  const c = fr.compare?.misselection;
  const [rb, ra] = [fr.before.misselection, fr.after.misselection];
  const scope =
    fr.family === null
      ? { zh: '全部样例', en: 'Across all cases' }
      : { zh: `任务族 ${fr.family}`, en: `In family ${fr.family}` };
  if (!c || c.diff === null)
    return {
      zh: `${scope.zh}：有一侧没有样例，无法比较。`,
      en: `${scope.en}: one side has no cases, so there is nothing to compare.`,
    };
  const t = testText(c);
  const v = verdictOf(c, alpha);
  const bar =
    alpha === ALPHA
      ? { zh: '', en: '' }
      : {
          zh: `（按检验次数收紧的阈值 ${alphaText(alpha)}）`,
          en: ` (against the threshold tightened by the number of tests, ${alphaText(alpha)})`,
        };
  const conclusion =
    v === 'within_noise'
      ? {
          zh: '这个变化仍在噪声范围内，不能据此下结论',
          en: 'the change is within the noise and supports no conclusion yet',
        }
      : v === 'improved'
        ? {
            zh: '下降超出了噪声，可以认为选错确实减少了',
            en: 'the drop is beyond the noise, so wrong picks really went down',
          }
        : {
            zh: '上升超出了噪声，选错确实变多了',
            en: 'the rise is beyond the noise, so wrong picks really went up',
          };
  return {
    zh: `${scope.zh}：选错率从 ${pct(rb.rate)}（${rb.k}/${rb.n}）变为 ${pct(ra.rate)}（${ra.k}/${ra.n}），差 ${pts(c.diff)} 个百分点；${t.zh}，${pText(c.p)}${bar.zh}，${conclusion.zh}。`,
    en: `${scope.en}, the mis-selection rate went from ${pct(rb.rate)} (${rb.k}/${rb.n}) to ${pct(ra.rate)} (${ra.k}/${ra.n}), ${pts(c.diff)} points; ${t.en}, ${pText(c.p)}${bar.en}: ${conclusion.en}.`,
  };
}

export function outcomeOf(report: EvalReport): SelectionOutcome {
  const c = report.overall.compare?.misselection;
  return c ? verdictOf(c) : 'within_noise';
}
