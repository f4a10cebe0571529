/**
 * The demo server's fault switches: one catalogue read by the server, its transports, the Node entry and
 * the page. A fault lives in one of two places. `server` faults are produced by the demo server's own
 * request handlers (the SDK's low-level `Server` sends whatever they return). `transport` faults are
 * messages the SDK's `Server` can never emit (it always echoes the request id and writes a well-formed
 * envelope), so a wrapping transport rewrites the outgoing response and says it did.
 *
 * SDK-free on purpose: the page can show the switches before it loads the SDK.
 */
import type { Bilingual } from '../../i18n/index.ts';

export const FAULT_IDS = [
  'timeout',
  'is_error',
  'output_schema_break',
  'missing_structured',
  'jsonrpc_error',
  'wrong_id',
  'wrong_jsonrpc',
  'result_and_error',
  'description_change',
] as const;

export type FaultId = (typeof FAULT_IDS)[number];

export interface FaultInfo {
  id: FaultId;
  /** Where the fault is produced. */
  layer: 'server' | 'transport';
  /** The messages it changes. */
  affects: 'tools/call' | 'tools/list';
  label: Bilingual;
  /** What a learner should take away from switching it on. */
  teaches: Bilingual;
}

export const FAULTS: readonly FaultInfo[] = [
  {
    id: 'timeout',
    layer: 'server',
    affects: 'tools/call',
    label: { zh: '响应拖到客户端超时之后', en: 'Hold the response past the client timeout' },
    teaches: {
      zh: '服务端先把活做完，再把响应压住。客户端到点放弃、发 notifications/cancelled；它不知道活有没有做。没有响应不等于失败：写操作要回查，或用同一个幂等键重试。',
      en: 'The server does the work, then holds the reply. The client gives up on time and sends notifications/cancelled without knowing whether the work happened. No reply is not a failure: check back after a write, or retry it with the same idempotency key.',
    },
  },
  {
    id: 'is_error',
    layer: 'server',
    affects: 'tools/call',
    label: { zh: '工具执行失败（isError: true）', en: 'Tool execution error (isError: true)' },
    teaches: {
      zh: '这是一条正常的 JSON-RPC result，只是 isError 为真。传输成功、没有 error 字段都不代表工具成功，宿主必须看 isError，并把失败说明交给模型去改正。',
      en: 'A normal JSON-RPC result whose isError is true. A delivered reply without an error member does not mean the tool worked: the host must read isError and hand the explanation to the model so it can correct itself.',
    },
  },
  {
    id: 'output_schema_break',
    layer: 'server',
    affects: 'tools/call',
    label: {
      zh: '结果违反 outputSchema（count 成了字符串）',
      en: 'Result breaks its outputSchema (count as a string)',
    },
    teaches: {
      zh: '工具声明了 outputSchema，服务端就必须返回符合它的 structuredContent；客户端应当校验。结构对不上时，业务数据不能被当作可信结果继续使用。',
      en: 'A tool that declares an outputSchema must return structuredContent that conforms, and clients should check it. When the structure is wrong, the data cannot be trusted as a business result.',
    },
  },
  {
    id: 'missing_structured',
    layer: 'server',
    affects: 'tools/call',
    label: { zh: '缺少 structuredContent', en: 'No structuredContent' },
    teaches: {
      zh: '声明了 outputSchema 却只给文本。缺字段和 count 等于 0 是两回事：前者是服务违反输出契约，后者是查询确实没有结果。',
      en: 'An outputSchema is declared but only text comes back. A missing field is not the same as count = 0: the first is the service breaking its output contract, the second a query that found nothing.',
    },
  },
  {
    id: 'jsonrpc_error',
    layer: 'server',
    affects: 'tools/call',
    label: { zh: 'JSON-RPC 错误（-32603）', en: 'JSON-RPC error (-32603)' },
    teaches: {
      zh: '协议层的失败：响应里是 error 而不是 result。它和工具自己报告的 isError 不在同一层，宿主的下一步也不同。',
      en: 'A failure at the protocol layer: the reply carries error instead of result. It sits on a different layer from a tool reporting isError, and the host reacts differently.',
    },
  },
  {
    id: 'wrong_id',
    layer: 'transport',
    affects: 'tools/call',
    label: { zh: '响应 id 串到上一个请求', en: 'Response carries an earlier request’s id' },
    teaches: {
      zh: '响应必须带回请求的 id。id 对不上时，客户端无法把它和本次调用配对，只能当作别的请求的回复丢掉，然后等到超时。',
      en: 'A response must carry its request’s id. When it does not match, the client cannot pair it with this call; it drops it as a reply to something else and waits until the timeout.',
    },
  },
  {
    id: 'wrong_jsonrpc',
    layer: 'transport',
    affects: 'tools/call',
    label: { zh: 'jsonrpc 写成 "1.0"', en: 'jsonrpc set to "1.0"' },
    teaches: {
      zh: 'JSON-RPC 2.0 要求 jsonrpc 恰好是 "2.0"。版本不对的消息在信封这一层就不成立，里面的结果再好也不能用。',
      en: 'JSON-RPC 2.0 requires jsonrpc to be exactly "2.0". A message with another version fails at the envelope, however good the result inside looks.',
    },
  },
  {
    id: 'result_and_error',
    layer: 'transport',
    affects: 'tools/call',
    label: { zh: '同时带 result 和 error', en: 'Both result and error' },
    teaches: {
      zh: '响应里 result 和 error 必须恰好出现一个。两个都有的消息是畸形的：无法判断调用是成功还是失败。',
      en: 'A response holds exactly one of result and error. One with both is malformed: nobody can tell whether the call succeeded or failed.',
    },
  },
  {
    id: 'description_change',
    layer: 'server',
    affects: 'tools/list',
    label: { zh: '两次 tools/list 之间改了描述', en: 'Description changes between two tools/list calls' },
    teaches: {
      zh: '第二次列出工具时，get_forecast 的描述悄悄多了一句指令，而且服务端没有发 list_changed。SDK 客户端照单全收；只有把审过的声明固定下来再逐次比对，才能发现。',
      en: 'On the second listing, get_forecast’s description quietly gains an instruction, and the server sends no list_changed. The SDK client accepts it as is; only pinning the reviewed declaration and comparing every listing catches it.',
    },
  },
];

export function faultInfo(id: FaultId): FaultInfo {
  return FAULTS.find((f) => f.id === id) as FaultInfo;
}

export function isFaultId(x: unknown): x is FaultId {
  return typeof x === 'string' && (FAULT_IDS as readonly string[]).includes(x);
}

/** The switches of one session. */
export interface FaultSettings {
  on: readonly FaultId[];
  /** How long the `timeout` fault holds a response, in ms (set it beyond the client's timeout). */
  delayMs: number;
}

/** Beyond the TypeScript SDK's default request timeout (60 s), so a default client gives up first. */
export const DEFAULT_DELAY_MS = 65_000;

export const NO_FAULTS: FaultSettings = { on: [], delayMs: DEFAULT_DELAY_MS };

/** Settings from untrusted input (a control message, a URL, CLI flags): unknown ids are dropped. */
export function readFaultSettings(input: unknown, base: FaultSettings = NO_FAULTS): FaultSettings {
  if (input === null || typeof input !== 'object') return base;
  const o = input as { on?: unknown; delayMs?: unknown };
  const on = Array.isArray(o.on) ? FAULT_IDS.filter((id) => (o.on as unknown[]).includes(id)) : base.on;
  const delayMs =
    typeof o.delayMs === 'number' && Number.isFinite(o.delayMs) && o.delayMs >= 0
      ? Math.min(o.delayMs, 3_600_000)
      : base.delayMs;
  return { on, delayMs };
}

/** Parses `wrong_id,is_error` (CLI flag or `?fault=` query value); reports ids it does not know. */
export function parseFaultList(text: string): { on: FaultId[]; unknown: string[] } {
  const parts = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    on: FAULT_IDS.filter((id) => parts.includes(id)),
    unknown: parts.filter((p) => !isFaultId(p)),
  };
}

/** The note a message log shows on a message rewritten at the server's transport. */
export function injectionNote(faults: readonly FaultId[]): Bilingual {
  const ids = faults.join(', ');
  return {
    zh: `此消息在服务端的传输层被改写（${ids}）：SDK 的 Server 自己从不发出这样的消息，所以演示在它之后、线路之前动手。`,
    en: `Rewritten at the server's transport (${ids}): the SDK's Server never sends such a message itself, so the demo changes it after the Server and before the wire.`,
  };
}
