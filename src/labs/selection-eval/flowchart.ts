/** The flowchart of the selection-eval lab: cases read → paired? → the matching test → verdict. */
import { defineFlowchart, yesNo } from '../flowchart.ts';

export const selectionFlowchart = defineFlowchart({
  title: {
    zh: '选错率前后对比：配对与否决定用哪种检验',
    en: 'Mis-selection before and after: the design picks the test',
  },
  start: 'read',
  nodes: [
    { id: 'read', zh: '两组样例都读得出？', en: 'Both case sets readable?', terminal: false },
    {
      id: 'paired',
      zh: '两组是同一批样例（id 一一对应）？',
      en: 'Same cases in both (ids pair up)?',
      terminal: false,
    },
    { id: 'mcnemar', zh: 'McNemar 检验 p < 0.05？', en: 'McNemar test p < 0.05?', terminal: false },
    {
      id: 'two_proportion',
      zh: '两比例检验 p < 0.05？',
      en: 'Two-proportion test p < 0.05?',
      terminal: false,
    },
    { id: 'direction', zh: '之后选错更少？', en: 'Fewer wrong picks after?', terminal: false },
    {
      id: 'improved',
      zh: 'improved：选错确实减少',
      en: 'improved: fewer wrong picks, beyond noise',
      terminal: true,
    },
    { id: 'worse', zh: 'worse：选错确实增加', en: 'worse: more wrong picks, beyond noise', terminal: true },
    {
      id: 'within_noise',
      zh: 'within_noise：仍在噪声内',
      en: 'within_noise: not beyond noise',
      terminal: true,
    },
    { id: 'error', zh: 'error：样例读不出来', en: 'error: cases unreadable', terminal: true },
  ],
  edges: [
    ...yesNo('read', 'paired', 'error'),
    ...yesNo('paired', 'mcnemar', 'two_proportion'),
    ...yesNo('mcnemar', 'direction', 'within_noise'),
    ...yesNo('two_proportion', 'direction', 'within_noise'),
    ...yesNo('direction', 'improved', 'worse'),
  ],
});
