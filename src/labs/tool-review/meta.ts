/** What navigation shows of the tool-review lab, without loading the lab (and the MCP SDK with it). */
import type { LabMeta } from '../contract.ts';

export const meta: LabMeta = {
  slug: 'tool-review',
  title: { zh: '工具评审', en: 'Tool review' },
  purpose: {
    zh: '像把关人一样审一份工具声明，像网关一样比对 tools/list 快照。',
    en: 'Review a tool declaration like a gatekeeper and diff tools/list snapshots like a gateway.',
  },
  topic: 'tool-design',
  knowledge: {
    zh: '窄接口、有界结果、注解只是自述；描述或 Schema 变化要拦截复核',
    en: 'Narrow interfaces, bounded results, annotations as claims; block description or schema changes',
  },
  order: 1,
};
