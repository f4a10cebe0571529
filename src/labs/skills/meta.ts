import type { LabMeta } from '../contract.ts';

export const meta: LabMeta = {
  slug: 'skills',
  title: { zh: 'Skill 文件', en: 'Skill files' },
  purpose: {
    zh: '编辑真实的 SKILL.md，看规范校验、宿主注入的目录与 token 数，以及三种注入路径下的缓存账。',
    en: 'Edit real SKILL.md files and see the specification’s checks, the catalog a host injects with its token count, and the cache bill of three injection paths.',
  },
  topic: 'gateways-skills',
  knowledge: {
    zh: 'Agent Skills 格式、目录成本与注入路径',
    en: 'Agent Skills format, catalog cost and injection paths',
  },
  order: 1,
};
