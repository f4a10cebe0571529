import type { LabMeta } from '../contract.ts';

export const meta: LabMeta = {
  slug: 'live-mcp',
  title: { zh: '真实 MCP 流量', en: 'Live MCP traffic' },
  purpose: {
    zh: '连上一台用官方 SDK 写的演示服务器：看握手和每条消息，打开故障开关，再给真实响应分层。',
    en: 'Connect to a demo server built on the official SDK: watch the handshake and every message, switch faults on, and sort the real responses into layers.',
  },
  topic: 'mcp-architecture',
  knowledge: {
    zh: '真实流量里的协议层与工具层，以及 SDK 自己怎么做',
    en: 'Protocol and tool layers in real traffic, and what the SDK itself does',
  },
  order: 1,
};
