/**
 * The two flowcharts of the tool-review lab. Review mode is a checklist: every rule group is visited in
 * turn and lit pass or fail (the chain edges carry no yes/no label, because the review goes on either
 * way), then two decisions turn the findings' severities into the outcome. Diff mode is the gateway's
 * policy: the first reason to block ends the walk at `breaking`; any other change is held for review.
 */
import { defineFlowchart, yesNo, type FlowEdge } from '../flowchart.ts';
import { GROUPS } from './rules.ts';

const GROUP_LABELS = {
  shape: ['MCP 形状（SDK 校验）', 'MCP shape (SDK check)'],
  naming: ['名称：字符、长度、重复', 'Names: characters, length, duplicates'],
  interface: ['窄接口：没有动作开关', 'Narrow interface: no operation switch'],
  inputs: ['参数：上限、格式、枚举、封闭', 'Inputs: bounds, formats, enums, closed'],
  writes: ['写操作：幂等键', 'Writes: idempotency key'],
  results: ['结果：outputSchema 与上限', 'Results: outputSchema and bound'],
  annotations: ['注解与名称一致（仅是自述）', 'Annotations agree (self-declared only)'],
  description: ['描述：不向模型下命令', 'Description: no orders to the model'],
} as const;

const chain: FlowEdge[] = GROUPS.map((g, i) => ({ from: g, to: GROUPS[i + 1] ?? 'no_errors' }));

export const reviewFlowchart = defineFlowchart({
  id: 'review',
  title: { zh: '工具声明评审：逐组检查设计规则', en: 'Tool declaration review: each group of design rules' },
  start: 'read',
  nodes: [
    { id: 'read', zh: '读得出 JSON？', en: 'Readable JSON?', terminal: false },
    ...GROUPS.map((g) => ({ id: g, zh: GROUP_LABELS[g][0], en: GROUP_LABELS[g][1], terminal: false })),
    { id: 'no_errors', zh: '没有错误级问题？', en: 'No error-level finding?', terminal: false },
    { id: 'no_warnings', zh: '没有警告？', en: 'No warning?', terminal: false },
    { id: 'clean', zh: 'clean：可以上架', en: 'clean: ready to expose', terminal: true },
    { id: 'warnings', zh: 'warnings：退回修改', en: 'warnings: send back for changes', terminal: true },
    { id: 'errors', zh: 'errors：不得暴露给模型', en: 'errors: do not expose to the model', terminal: true },
    { id: 'error', zh: 'error：输入读不出来', en: 'error: input unreadable', terminal: true },
  ],
  edges: [
    ...yesNo('read', 'shape', 'error'),
    ...chain,
    ...yesNo('no_errors', 'no_warnings', 'errors'),
    ...yesNo('no_warnings', 'clean', 'warnings'),
  ],
});

export const diffFlowchart = defineFlowchart({
  id: 'diff',
  title: { zh: 'tools/list 快照比对：网关的放行规则', en: 'tools/list snapshot diff: the gateway policy' },
  start: 'd_read',
  nodes: [
    { id: 'd_read', zh: '两份都读得出 JSON？', en: 'Both texts readable JSON?', terminal: false },
    {
      id: 'd_shape',
      zh: '两份都是合法的 tools/list？',
      en: 'Both valid tools/list results?',
      terminal: false,
    },
    { id: 'd_same', zh: '每个工具的哈希都没变？', en: 'Every tool hash unchanged?', terminal: false },
    { id: 'd_removed', zh: '没有工具被删除或改名？', en: 'No tool removed or renamed?', terminal: false },
    {
      id: 'd_schema',
      zh: '其余改动都不打断调用方？',
      en: 'No other change breaks callers?',
      terminal: false,
    },
    {
      id: 'd_annotations',
      zh: '注解没有变得更“放心”？',
      en: 'No annotation claims less risk?',
      terminal: false,
    },
    {
      id: 'd_signals',
      zh: '新文字里没有注入信号？',
      en: 'No injection signal in the new text?',
      terminal: false,
    },
    { id: 'unchanged', zh: 'unchanged：与快照一致', en: 'unchanged: same as the pin', terminal: true },
    {
      id: 'compatible',
      zh: 'compatible：暂扣，等人工复核',
      en: 'compatible: held for review',
      terminal: true,
    },
    {
      id: 'breaking',
      zh: 'breaking：拦截并告警',
      en: 'breaking: blocked, alert raised',
      terminal: true,
    },
    { id: 'error', zh: 'error：输入读不出来', en: 'error: input unreadable', terminal: true },
  ],
  edges: [
    ...yesNo('d_read', 'd_shape', 'error'),
    ...yesNo('d_shape', 'd_same', 'error'),
    ...yesNo('d_same', 'unchanged', 'd_removed'),
    ...yesNo('d_removed', 'd_schema', 'breaking'),
    ...yesNo('d_schema', 'd_annotations', 'breaking'),
    ...yesNo('d_annotations', 'd_signals', 'breaking'),
    ...yesNo('d_signals', 'compatible', 'breaking'),
  ],
});
