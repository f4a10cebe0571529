/**
 * Data for the classifier's spec-revision switch: the rules that matter to classifying a tool response
 * and how the revisions state them. The pages, the classifier's teaching function and the live lab's
 * demo server follow 2025-06-18; the switch shows what 2025-11-25 says beside the verdict, which does not
 * move. Each rule names its claim in content/claims/mcp-architecture.json, which cites the revision's
 * changelog. Framework-free data.
 */
import type { Bilingual } from '../../i18n/index.ts';

/** The positions of the switch, oldest first. */
export const REVISIONS = ['2025-06-18', '2025-11-25'] as const;
export type Revision = (typeof REVISIONS)[number];

/** What the pages, the classifier and the demo server follow (the switch's default). */
export const PAGE_REVISION: Revision = '2025-06-18';

export interface RevisionRule {
  id: 'input-validation-errors' | 'schema-dialect' | 'tool-names' | 'structured-content';
  /** Claim id in content/claims/mcp-architecture.json. */
  claim: string;
  /** The switch position whose changelog records the change; null when both positions say the same. */
  changedIn: Revision | null;
  /** The change's proposal, as the changelog names it. */
  ref: string;
  topic: Bilingual;
  /** The rule as each position of the switch states it. */
  rule: Record<Revision, Bilingual>;
  /** What it means for the classifier lab's verdicts. */
  classifier: Bilingual;
  /** Classifier flowchart nodes the rule is about (empty: it bears on the tools, not the verdict). */
  nodes: readonly string[];
  /** A change made after the switch's newest position, shown as a note. */
  later?: { revision: string; ref: string; rule: Bilingual };
}

export const REVISION_RULES: readonly RevisionRule[] = [
  {
    id: 'input-validation-errors',
    claim: 'claim-mcp-architecture-rev-input-validation-v1',
    changedIn: '2025-11-25',
    ref: 'SEP-1303',
    topic: { zh: '参数校验失败怎么报告', en: 'How failed input validation is reported' },
    rule: {
      '2025-06-18': {
        zh: '两种读法都说得通：协议错误的例子里有“参数无效”，工具执行错误的例子里又有“输入数据无效”。服务端可以回 JSON-RPC 错误（-32602），也可以回 isError 结果。',
        en: 'Both readings fit: the protocol-error examples list “invalid arguments”, and the tool-execution-error examples list “invalid input data”. A server may answer with a JSON-RPC error (-32602) or with an isError result.',
      },
      '2025-11-25': {
        zh: '输入校验错误（格式不对、超出范围）是工具执行错误，用 isError: true 的结果报告，好让模型自己改正；协议错误只留给未知工具、不符合 CallToolRequest 结构的请求和服务端错误。',
        en: 'Input validation errors (wrong format, out of range) are tool execution errors, reported as a result with isError: true so the model can correct itself; protocol errors are left for unknown tools, requests that fail the CallToolRequest shape, and server errors.',
      },
    },
    classifier: {
      zh: '分类规则本身不变，变的是对参数写错时应当看到的结果：按 2025-06-18 可能停在 protocol_error，也可能是 tool_error；按 2025-11-25 应当是 tool_error。',
      en: 'The classifier’s checks stay the same; what changes is the verdict to expect for bad arguments: under 2025-06-18 either protocol_error or tool_error, under 2025-11-25 tool_error.',
    },
    nodes: ['has_result', 'tool_succeeded'],
  },
  {
    id: 'schema-dialect',
    claim: 'claim-mcp-architecture-rev-schema-dialect-v1',
    changedIn: '2025-11-25',
    ref: 'SEP-1613',
    topic: { zh: 'JSON Schema 方言', en: 'JSON Schema dialect' },
    rule: {
      '2025-06-18': {
        zh: '没有规定工具的 inputSchema 和 outputSchema 用哪个 JSON Schema 版本，各个实现各用各的默认值。',
        en: 'No JSON Schema version is named for a tool’s inputSchema and outputSchema; each implementation uses its own default.',
      },
      '2025-11-25': {
        zh: '没有 $schema 的 schema 按 JSON Schema 2020-12 理解；可以用 $schema 声明别的方言。实现必须支持 2020-12，遇到不支持的方言要明确报错。',
        en: 'A schema without $schema means JSON Schema 2020-12; $schema may name another dialect. Implementations must support 2020-12 and must answer an unsupported dialect with a clear error.',
      },
    },
    classifier: {
      zh: '教学函数只查固定的 count 契约，不跑 schema 校验器，所以判定不受影响。但同一份 structuredContent 在不同 SDK 里可能得到不同结论：TypeScript SDK 1.x 的 Ajv 默认是 draft-07，Python SDK 和 TypeScript SDK 2.x 按 2020-12。',
      en: 'The teaching function checks a fixed count contract and runs no schema validator, so its verdict does not move. The same structuredContent can still get different answers from SDKs: TypeScript SDK 1.x defaults Ajv to draft-07, the Python SDK and TypeScript SDK 2.x use 2020-12.',
    },
    nodes: ['structured_is_object', 'count_is_int', 'count_non_negative'],
  },
  {
    id: 'tool-names',
    claim: 'claim-mcp-architecture-rev-tool-names-v1',
    changedIn: '2025-11-25',
    ref: 'SEP-986',
    topic: { zh: '工具名', en: 'Tool names' },
    rule: {
      '2025-06-18': {
        zh: '工具名只要求是字符串，没有长度和字符的规定。',
        en: 'A tool name only has to be a string; length and characters are not regulated.',
      },
      '2025-11-25': {
        zh: '新增建议（SHOULD，不是 MUST）：1 到 128 个字符，区分大小写，只用 A-Z、a-z、0-9、_、-、.，同一服务内不重名。',
        en: 'New guidance (SHOULD, not MUST): 1 to 128 characters, case-sensitive, only A-Z, a-z, 0-9, _, - and ., unique within a server.',
      },
    },
    classifier: {
      zh: '响应里没有工具名，分类判定不变；它影响的是审查 tools/list：不合建议的名字值得提醒，但不能据此判定声明无效。',
      en: 'A response carries no tool name, so verdicts do not change; it bears on reviewing tools/list: a name outside the guidance deserves a warning, not a rejection.',
    },
    nodes: [],
  },
  {
    id: 'structured-content',
    claim: 'claim-mcp-architecture-rev-structured-content-v1',
    changedIn: null,
    ref: 'SEP-2106',
    topic: { zh: 'structuredContent 能装什么', en: 'What structuredContent may hold' },
    rule: {
      '2025-06-18': {
        zh: 'structuredContent 是一个 JSON 对象。工具声明了 outputSchema 时，服务端必须返回符合它的结构化结果，客户端应当校验。',
        en: 'structuredContent is a JSON object. When a tool declares an outputSchema, the server must return structured results that conform to it, and clients should validate them.',
      },
      '2025-11-25': {
        zh: '措辞不变：仍是 JSON 对象，仍是“服务端必须符合、客户端应当校验”；schema 里补充说明 outputSchema 的根目前只能是 object，默认按 2020-12 理解。',
        en: 'Same wording: still a JSON object, still “servers must conform, clients should validate”; the schema adds that an outputSchema root is for now restricted to an object and defaults to 2020-12.',
      },
    },
    classifier: {
      zh: '在开关的两个位置上，structured_is_object 这一步都成立。之后的修订放开了它，到那时数组或数字也是合规的结构化结果，这一步就不再是协议规则，只是本页教学契约的一部分。',
      en: 'On both positions of the switch the structured_is_object step holds. A later revision lifts it; from then on an array or a number is a valid structured result, and the step is no longer a protocol rule, only part of this page’s teaching contract.',
    },
    nodes: ['structured_is_object'],
    later: {
      revision: '2026-07-28',
      ref: 'SEP-2106',
      rule: {
        zh: 'structuredContent 可以是任意 JSON 值（对象、数组、字符串、数字、布尔或 null），outputSchema 可以用任意 2020-12 关键字。',
        en: 'structuredContent may be any JSON value (object, array, string, number, boolean or null), and outputSchema may use any 2020-12 keyword.',
      },
    },
  },
];

/** The rule texts to show for a position of the switch. */
export function rulesAt(
  revision: Revision,
): { rule: RevisionRule; text: Bilingual; differsFromPage: boolean }[] {
  return REVISION_RULES.map((rule) => ({
    rule,
    text: rule.rule[revision],
    differsFromPage: revision !== PAGE_REVISION && rule.changedIn !== null,
  }));
}

/** Rules whose classifier nodes include `node` (to signpost a lit step). */
export function rulesForNode(node: string): RevisionRule[] {
  return REVISION_RULES.filter((r) => r.nodes.includes(node));
}
