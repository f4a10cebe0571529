/**
 * A short conversation under the three ways of injecting a Skill body, with a prompt cache. This is a
 * MODEL OF COMMON HOSTS, not a protocol rule: neither the Agent Skills specification nor MCP says where
 * a body goes or how a cache behaves. What it assumes (each one also in {@link MODEL_NOTES}):
 *
 * - A request is a stack of blocks: system prompt, catalog, then the history, then the new content.
 *   The cache matches on the prefix, at block granularity, against every earlier request of the same
 *   agent; it starts empty and never expires within the session. A cached token costs `cachedPrice`
 *   times the full price; cache-write surcharges and output tokens are ignored.
 * - Each turn adds `tokens` of new input (the user's message, tool results and the previous reply).
 * - inline: the body of the current skill sits at the end of the system prompt. A switch rewrites the
 *   system prompt, so nothing after the catalog is cached on that turn. Compaction leaves it in place.
 * - attachment: the body is injected once, into the turn's user message, on the first turn that needs
 *   it; it is then carried in the history. On a switch the new body is injected the same way; the old one
 *   stays in the history (`staleBody: 'keep'`) or is cut out (`'delete'`, which rewrites the prefix from
 *   that point on). Compaction replaces the history, bodies included, by a summary, so the next turn
 *   that needs a skill re-routes and injects its body again.
 * - fork: the main context never holds a body. A turn that needs a skill also sends one request to a
 *   sub-agent (its own system prompt, the body, the turn's content); the sub-agent's summary joins the
 *   main history. Its prefix (system prompt + body) is cached when the same skill was forked before.
 * - Compaction itself (the summarising request) is not counted: it costs the same on every path.
 */
import type { Bilingual } from '../../i18n/index.ts';

export type InjectionPath = 'inline' | 'attachment' | 'fork';
export const PATHS: readonly InjectionPath[] = ['inline', 'attachment', 'fork'];

export type SimStep = { kind: 'turn'; skill: string | null; tokens: number } | { kind: 'compact' };

export interface SimInput {
  systemTokens: number;
  catalogTokens: number;
  /** Body tokens per skill name. */
  bodyTokens: Readonly<Record<string, number>>;
  summaryTokens: number;
  /** Price of a cached input token relative to an uncached one (0…1). */
  cachedPrice: number;
  /** Price of one million uncached input tokens, in dollars. */
  pricePerMillion: number;
  staleBody: 'keep' | 'delete';
  forkSystemTokens: number;
  forkResultTokens: number;
  steps: readonly SimStep[];
}

export type BlockKind = 'system' | 'catalog' | 'body' | 'history' | 'summary' | 'turn' | 'result';

export interface Block {
  kind: BlockKind;
  tokens: number;
  /** Turn label (R3), skill name or summary number: what the block is. */
  label: string;
  /** A body whose skill is no longer the current one (attachment, kept after a switch). */
  stale?: boolean;
  cached: boolean;
}

export type BodyEvent = 'none' | 'inject' | 'carry' | 'switch' | 'reinject' | 'fork';

export interface Request {
  blocks: Block[];
  cached: number;
  uncached: number;
  /** uncached + cachedPrice × cached: the request's cost in full-price tokens. */
  fullPrice: number;
}

export interface SimTurn {
  /** R1, R2, … (compactions are not turns). */
  label: string;
  skill: string | null;
  event: BodyEvent;
  /** A compaction happened just before this turn. */
  afterCompaction: boolean;
  main: Request;
  /** fork only: the sub-agent's request on this turn. */
  fork?: Request;
  /** main + fork. */
  cached: number;
  uncached: number;
  fullPrice: number;
  /** dollars */
  cost: number;
}

export interface PathResult {
  path: InjectionPath;
  turns: SimTurn[];
  cached: number;
  uncached: number;
  fullPrice: number;
  cost: number;
}

export interface Simulation {
  paths: Record<InjectionPath, PathResult>;
  /** Total full-price tokens of the first path minus the second's. */
  delta: { inlineMinusAttachment: number; inlineMinusFork: number; attachmentMinusFork: number };
}

/** Keeps sums of decimal prices free of binary noise (0.1 × 9900 is 990, not 990.0000000000001). */
const round = (x: number, places = 6) => Math.round(x * 10 ** places) / 10 ** places;

interface Item {
  id: string;
  kind: BlockKind;
  tokens: number;
  label: string;
  skill?: string;
}

/** A prompt cache for one agent: every request's block ids, matched by prefix. */
class PrefixCache {
  private seen: string[][] = [];
  send(items: readonly Item[], input: SimInput, current: string | null): Request {
    let best = 0;
    for (const prev of this.seen) {
      let n = 0;
      while (n < prev.length && n < items.length && prev[n] === items[n]!.id) n++;
      if (n > best) best = n;
    }
    this.seen.push(items.map((i) => i.id));
    let cached = 0;
    let uncached = 0;
    const blocks = items.map((it, i): Block => {
      const hit = i < best;
      if (hit) cached += it.tokens;
      else uncached += it.tokens;
      const stale = it.kind === 'body' && it.skill !== undefined && it.skill !== current;
      return { kind: it.kind, tokens: it.tokens, label: it.label, cached: hit, ...(stale ? { stale } : {}) };
    });
    return { blocks, cached, uncached, fullPrice: round(uncached + input.cachedPrice * cached) };
  }
}

function runPath(path: InjectionPath, input: SimInput): PathResult {
  const main = new PrefixCache();
  const sub = new PrefixCache();
  // own keys only: a skill may be called __proto__
  const body = (s: string) => (Object.hasOwn(input.bodyTokens, s) ? (input.bodyTokens[s] ?? 0) : 0);
  const head: Item[] = [
    { id: 'system', kind: 'system', tokens: input.systemTokens, label: 'system' },
    { id: 'catalog', kind: 'catalog', tokens: input.catalogTokens, label: 'catalog' },
  ];
  let history: Item[] = [];
  let resident: string | null = null; // inline: the body in the system prompt
  let current: string | null = null; // the skill the conversation is on
  let compactions = 0;
  let compactedSince = false; // no skill turn since the last compaction
  let justCompacted = false;
  let liveBefore = new Set<string>(); // attachment: bodies in the history when it was last compacted
  const turns: SimTurn[] = [];
  let n = 0;
  for (const step of input.steps) {
    if (step.kind === 'compact') {
      compactions++;
      liveBefore = new Set(history.filter((h) => h.kind === 'body').map((h) => h.skill as string));
      history = [
        {
          id: `summary${compactions}`,
          kind: 'summary',
          tokens: input.summaryTokens,
          label: `S${compactions}`,
        },
      ];
      compactedSince = true;
      justCompacted = true;
      continue;
    }
    n++;
    const label = `R${n}`;
    const s = step.skill;
    const content: Item = { id: `turn${n}`, kind: 'turn', tokens: step.tokens, label };
    let event: BodyEvent = 'none';
    let items: Item[];
    let fork: Request | undefined;
    if (path === 'inline') {
      if (s !== null) {
        event = resident === s ? 'carry' : resident === null ? 'inject' : 'switch';
        resident = s;
      }
      const sys =
        resident === null
          ? []
          : [
              {
                id: `body:${resident}`,
                kind: 'body' as const,
                tokens: body(resident),
                label: resident,
                skill: resident,
              },
            ];
      items = [...head, ...sys, ...history, content];
    } else if (path === 'attachment') {
      const added: Item[] = [];
      if (s !== null) {
        const inHistory = history.some((h) => h.kind === 'body' && h.skill === s);
        if (inHistory) event = 'carry';
        else {
          event =
            compactedSince && liveBefore.has(s)
              ? 'reinject'
              : current !== null && current !== s
                ? 'switch'
                : 'inject';
          if (input.staleBody === 'delete') history = history.filter((h) => h.kind !== 'body');
          added.push({ id: `body:${s}@${n}`, kind: 'body', tokens: body(s), label: s, skill: s });
        }
      }
      items = [...head, ...history, ...added, content];
    } else {
      items = [...head, ...history, content];
      if (s !== null) {
        event = 'fork';
        fork = sub.send(
          [
            { id: 'fork-system', kind: 'system', tokens: input.forkSystemTokens, label: 'fork system' },
            { id: `body:${s}`, kind: 'body', tokens: body(s), label: s, skill: s },
            { id: `task${n}`, kind: 'turn', tokens: step.tokens, label },
          ],
          input,
          s,
        );
      }
    }
    if (s !== null) current = s;
    const req = main.send(items, input, current);
    history = items.slice(head.length + (path === 'inline' && resident !== null ? 1 : 0));
    history = history.map((h) => (h.kind === 'turn' ? { ...h, kind: 'history' as const } : h));
    if (fork)
      history.push({
        id: `result${n}`,
        kind: 'result',
        tokens: input.forkResultTokens,
        label: `${label} result`,
      });
    const cached = req.cached + (fork?.cached ?? 0);
    const uncached = req.uncached + (fork?.uncached ?? 0);
    const fullPrice = round(req.fullPrice + (fork?.fullPrice ?? 0));
    turns.push({
      label,
      skill: s,
      event,
      afterCompaction: justCompacted,
      main: req,
      ...(fork ? { fork } : {}),
      cached,
      uncached,
      fullPrice,
      cost: round((fullPrice * input.pricePerMillion) / 1e6, 9),
    });
    if (s !== null) compactedSince = false;
    justCompacted = false;
  }
  const sum = (f: (t: SimTurn) => number) => turns.reduce((a, t) => a + f(t), 0);
  return {
    path,
    turns,
    cached: sum((t) => t.cached),
    uncached: sum((t) => t.uncached),
    fullPrice: round(sum((t) => t.fullPrice)),
    cost: round(
      sum((t) => t.cost),
      9,
    ),
  };
}

export function simulate(input: SimInput): Simulation {
  const paths = {
    inline: runPath('inline', input),
    attachment: runPath('attachment', input),
    fork: runPath('fork', input),
  };
  return {
    paths,
    delta: {
      inlineMinusAttachment: round(paths.inline.fullPrice - paths.attachment.fullPrice),
      inlineMinusFork: round(paths.inline.fullPrice - paths.fork.fullPrice),
      attachmentMinusFork: round(paths.attachment.fullPrice - paths.fork.fullPrice),
    },
  };
}

/** Shown on screen beside the simulation: which parts are a model of common hosts. */
export const MODEL_NOTES: Readonly<Record<string, Bilingual>> = {
  model: {
    zh: '这是对常见宿主做法的模型，不是协议规则：Agent Skills 规范和 MCP 都没有规定正文放在哪里、缓存怎样计费。inline、attachment、fork 来自部分宿主的实现。',
    en: 'This is a model of what common hosts do, not a protocol rule: neither the Agent Skills specification nor MCP says where a body goes or how caching is billed. Inline, attachment and fork come from how some hosts are built.',
  },
  cache: {
    zh: '缓存按请求前缀、以块为单位匹配此前的任意请求；会话开始时为空，会话内不过期。命中的 token 按原价的 cachedPrice 倍计费；不计缓存写入加价和输出 token。',
    en: 'The cache matches a request’s prefix, block by block, against any earlier request; it starts empty and never expires within the session. Cached tokens cost cachedPrice times the full price; cache-write surcharges and output tokens are ignored.',
  },
  turns: {
    zh: '每轮新增 tokens 个输入 token（用户消息、工具结果和上一轮回复）。压缩把历史（连同其中的正文）换成一段摘要；压缩请求本身不计，三条路径一样。',
    en: 'Each turn adds tokens of new input (the user’s message, tool results and the previous reply). Compaction replaces the history, bodies included, with a summary; the summarising request itself is not counted, as it is the same on every path.',
  },
  paths: {
    zh: 'inline：当前正文在系统提示词末尾，切换即改写前缀，压缩后仍常驻。attachment：首次命中时注入到该轮 user 消息，之后随历史携带；切换时注入新正文，旧正文留在历史里（或被删掉，删除点之后的前缀失效）；压缩后重新路由、再注入。fork：主上下文不含正文，每个命中轮多发一次子 Agent 请求（子系统提示词 + 正文 + 本轮内容），其摘要进入主历史。',
    en: 'inline: the current body ends the system prompt, so a switch rewrites the prefix; it stays put through compaction. attachment: injected into the user message on the first turn that needs it, then carried in the history; a switch injects the new body and leaves the old one in the history (or deletes it, which breaks the prefix from that point); after compaction the host re-routes and injects again. fork: the main context holds no body; each turn that needs a skill sends one more request to a sub-agent (its system prompt + the body + the turn’s content), whose summary joins the main history.',
  },
  guide: {
    zh: '客户端实现指南建议在压缩时保护已注入的 Skill 内容；那样正文会留在摘要之后，在本模型里与“压缩后重注入”的 token 数相同。',
    en: 'The client guide recommends protecting injected skill content from compaction; the body then stays after the summary, which in this model costs the same tokens as re-injecting it.',
  },
};
