// The action-chain lab's own UI words, in both languages.
import type { Bilingual } from '../../../src/i18n/index';
import type { EventKind } from '../../../src/labs/action-chain/index';
import type { Lang } from '../../i18n/strings';

type Words = Bilingual;

export const TIMELINE_BELOW: Words = {
  zh: '重试时间线（同一实验的第二个视图）在下方编辑 ↓',
  en: "The retry timeline (this lab's second view) is edited further down ↓",
};
export const TIMELINE_ON_PAGE: Words = {
  zh: '重试时间线（同一实验的第二个视图）在实验的独立页面上 →',
  en: "The retry timeline (this lab's second view) is on the lab's own page →",
};

export const TIMELINE: Words = { zh: '重试时间线', en: 'Retry timeline' };
export const TIMELINE_INTRO: Words = {
  zh: '同一串事件推演两遍：写操作一遍不带幂等键、一遍带键。每一步都记下真实系统里的副作用（账本里的票据）和宿主对每次请求知道什么。最后一步“申请完成”时，宿主只认自己回查得到的证据。',
  en: 'One sequence of events played twice: the write sent once without an idempotency key and once with one. Every step shows the side effects in the real system (the tickets in the ledger) and what the host knows about each request. When the model asks to finish, the host accepts only the evidence of its own recheck.',
};
export const TIMELINE_EDIT_HINT: Words = {
  zh: '事件：call、retry、timeout、response、recheck、complete；也可写成对象，如 {"event": "retry", "lost": true}、{"event": "complete", "evidence": "exit code 0"}。',
  en: 'Events: call, retry, timeout, response, recheck, complete; or objects such as {"event": "retry", "lost": true} and {"event": "complete", "evidence": "exit code 0"}.',
};
export const TIMELINE_UNREADABLE: Words = { zh: '时间线无法读取', en: 'The timeline cannot be read' };
export const KEYS_HINT: Words = {
  zh: '点一步看它的说明；键盘：Tab 进入，↑ ↓ 或 ← → 换步。',
  en: 'Pick a step to read it; keyboard: Tab in, then ↑ ↓ or ← → to move.',
};
export const LEGEND: Words = {
  zh: '方块 #n：真实系统里的副作用（账本）；红色是重复的，粗边框是这一步新产生的。圆角标签：宿主对每次请求知道什么，虚线黄色的“未知”要等回查才能确定。',
  en: 'Boxes #n: side effects in the real system (the ledger); red ones are duplicates, a thick border means made in this step. Pills: what the host knows about each request; a dashed yellow "unknown" stays so until a recheck.',
};
export const STEP: Words = { zh: '第 {n} 步', en: 'Step {n}' };
export const ALL_STEPS: Words = { zh: '每一步的文字说明', en: 'Every step in words' };
export const EXPORT_SVG: Words = { zh: '导出时间线 SVG', en: 'Export the timeline (SVG)' };
export const END: Words = { zh: '结果', en: 'End' };
export const MODEL_CLAIM: Words = { zh: '模型的说法', en: "model's claim" };
export const LOST: Words = { zh: '路上丢失', en: 'lost' };
export const SVG_TITLE: Words = {
  zh: '重试时间线：不带键与带键两条泳道，逐步的副作用个数',
  en: 'Retry timeline: the lanes without and with the key, side effects at every step',
};

export const EVENT_GLOSS: Record<EventKind, Words> = {
  call: { zh: '调用', en: 'call' },
  retry: { zh: '重试', en: 'retry' },
  timeout: { zh: '超时', en: 'timeout' },
  response: { zh: '响应', en: 'response' },
  recheck: { zh: '回查', en: 'recheck' },
  complete: { zh: '申请完成', en: 'asks to finish' },
};

/** The one sentence above the lanes: what the two lanes show, side by side. */
export function headline(nokey: number, key: number, lang: Lang): string {
  if (nokey > key)
    return lang === 'zh'
      ? `不带键：重试在真实系统里留下 ${nokey} 个副作用（“两张工单”）；带键：服务端认出同一次提交，只有 ${key} 个。`
      : `Without the key the retry left ${nokey} side effects in the real system (the "two tickets" failure); with the key the server recognised the same submission: ${key}.`;
  return lang === 'zh'
    ? `两条泳道的副作用一样多（${nokey} 个）：这串事件里没有哪个请求第二次到达服务端。`
    : `Both lanes end with the same number of side effects (${nokey}): no request in this sequence reached the server a second time.`;
}

export const POLICY: Words = { zh: '谁做的决定：策略规则', en: 'Who decided: the policy rules' };
export const POLICY_INTRO: Words = {
  zh: '规则自上而下读，第一条与工具、角色和参数都匹配的规则决定结果；一条都不匹配就是 DENY。',
  en: 'Rules are read from the top; the first one that matches the tool, the role and the arguments decides. If none matches, the answer is DENY.',
};
export const RULE_ROLE = {
  decided: { zh: '决定了结果', en: 'decided' },
  no_match: { zh: '不匹配', en: 'no match' },
  not_reached: { zh: '没读到：前面已有规则匹配', en: 'not read: an earlier rule matched' },
  not_consulted: { zh: '未查看', en: 'not consulted' },
} as const;
export const decidedBy = (index: number, lang: Lang) =>
  lang === 'zh' ? `policy[${index}] 做的决定：` : `policy[${index}] decided: `;
export const DEFAULT_DENY: Words = {
  zh: '没有一条规则匹配：默认 DENY 做的决定。',
  en: 'No rule matches: the default DENY decided.',
};
export const skipped = (outcome: string, lang: Lang) =>
  lang === 'zh'
    ? `处理链在 ${outcome} 停下，还没走到策略这一环：一条规则也没读。`
    : `The chain stopped at ${outcome}, before the policy step: no rule was read.`;
export const EMPTY_POLICY: Words = {
  zh: '策略表是空的：走到这一环的调用都会被默认 DENY 拒绝。',
  en: 'The policy is empty: any call that gets this far is refused by the default DENY.',
};
export const POLICY_UNREADABLE: Words = {
  zh: '配置无法读取，没有可显示的规则。',
  en: 'The configuration cannot be read, so there are no rules to show.',
};
export const DECLARES: Words = { zh: '声明了注解', en: 'declares the annotations' };
/** Follows the tool and its annotations. */
export const annotationsIgnored = (outcome: string, lang: Lang) =>
  lang === 'zh'
    ? `。处理链没有哪一步读它们：结果 ${outcome} 与注解无关（试试“反转 readOnlyHint”按钮）。`
    : `. No step of the chain reads them: the outcome ${outcome} does not depend on them (try the "Flip readOnlyHint" button).`;
export const NO_ANNOTATIONS: Words = {
  zh: '被调用的工具没有声明注解（声明了也不会改变结果）。',
  en: 'The called tool declares no annotations (they would not change the outcome either).',
};
export const ANNOTATIONS: Words = { zh: '注解', en: 'Annotations' };

export const PRACTICE_TIMELINE: Words = {
  zh: '这道题的重试时间线（只读）',
  en: "This task's retry timeline (read only)",
};
