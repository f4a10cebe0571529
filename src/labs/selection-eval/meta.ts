/** What navigation shows of the selection-eval lab, without loading it. */
import type { LabMeta } from '../contract.ts';

export const meta: LabMeta = {
  slug: 'selection-eval',
  title: { zh: '选错率评估', en: 'Mis-selection evaluation' },
  purpose: {
    zh: '贴入前后两轮评测样例，看选错率、参数首次通过率和成功率的变化是否超出噪声。',
    en: 'Paste the cases of two evaluation runs and see whether mis-selection, first-pass and success moved beyond the noise.',
  },
  topic: 'field-cases',
  knowledge: {
    zh: '两个比率之差的误差更大；同一批样例用 McNemar 配对检验',
    en: 'A difference of two rates has a larger error; the same cases call for McNemar',
  },
  order: 1,
};
