import type { LabMeta } from '../contract.ts';

export const meta: LabMeta = {
  slug: 'classifier',
  title: { zh: '响应分类', en: 'Response classifier' },
  purpose: {
    zh: '把 JSON-RPC 响应分到正确的层：协议、工具、输出结构还是业务待验收。',
    en: 'Put a JSON-RPC response in the right layer: protocol, tool, output schema or business check.',
  },
  topic: 'tools-skills',
  knowledge: { zh: '错误分层决定下一步', en: 'The layer of a failure decides the next step' },
  order: 2,
};
