import type { LabMeta } from '../contract.ts';

export const meta: LabMeta = {
  slug: 'admission',
  title: { zh: '参数准入', en: 'Argument admission' },
  purpose: {
    zh: '结构检查与业务词表是两道门：输入工具参数，看它停在哪一道。',
    en: 'Structure and business vocabulary are two gates: type tool arguments and see which one stops them.',
  },
  topic: 'tools-skills',
  knowledge: {
    zh: '结构合法与业务参数正确是两道门',
    en: 'A valid shape and a right business value are two gates',
  },
  order: 1,
};
