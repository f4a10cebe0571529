import { defineFlowchart, yesNo, type TerminalId } from '../flowchart.ts';

/**
 * The host's chain for one model call. Check nodes are phrased so that "yes" continues; the policy's
 * three-way verdict is two checks (not DENY? then ALLOW, or an approval for the ASK).
 */
export const chainFlowchart = defineFlowchart({
  id: 'chain',
  title: { zh: '宿主行动链：一次调用停在哪一环', en: 'Host action chain: where one call stops' },
  start: 'config_valid',
  nodes: [
    {
      id: 'config_valid',
      zh: '宿主配置可读？',
      en: 'Host configuration readable?',
      terminal: false,
    },
    {
      id: 'tool_registered',
      zh: '工具已在宿主登记？',
      en: 'Tool registered with the host?',
      terminal: false,
    },
    {
      id: 'args_valid',
      zh: '参数符合登记的 inputSchema？',
      en: 'Arguments fit the registered inputSchema?',
      terminal: false,
    },
    { id: 'identity_bound', zh: '绑定了用户身份？', en: 'A user identity is bound?', terminal: false },
    {
      id: 'policy_permits',
      zh: '策略不是 DENY？（首条匹配规则，默认 DENY）',
      en: 'Policy is not DENY? (first matching rule, default DENY)',
      terminal: false,
    },
    { id: 'policy_allow', zh: '判定为 ALLOW？', en: 'Verdict is ALLOW?', terminal: false },
    {
      id: 'approved',
      zh: 'ASK：有针对这组参数的批准？',
      en: 'ASK: an approval for exactly these arguments?',
      terminal: false,
    },
    {
      id: 'loop_ok',
      zh: '同一工具与参数的次数低于上限？',
      en: 'Same tool and arguments below the loop limit?',
      terminal: false,
    },
    {
      id: 'key_new',
      zh: '幂等键不在账本里？',
      en: 'Idempotency key not yet in the ledger?',
      terminal: false,
    },
    {
      id: 'unknown_tool',
      zh: 'unknown_tool：未登记的工具',
      en: 'unknown_tool: not registered',
      terminal: true,
    },
    {
      id: 'schema_invalid',
      zh: 'schema_invalid：把原因交还模型',
      en: 'schema_invalid: reason back to the model',
      terminal: true,
    },
    { id: 'no_identity', zh: 'no_identity：没有身份', en: 'no_identity: nobody to act for', terminal: true },
    { id: 'denied', zh: 'denied：策略拒绝', en: 'denied: refused by policy', terminal: true },
    { id: 'ask', zh: 'ask：等待人工批准', en: 'ask: waiting for approval', terminal: true },
    {
      id: 'loop_blocked',
      zh: 'loop_blocked：重复调用被拦',
      en: 'loop_blocked: repeated call stopped',
      terminal: true,
    },
    {
      id: 'replayed',
      zh: 'replayed：返回先前结果，不再执行',
      en: 'replayed: earlier result, no second effect',
      terminal: true,
    },
    { id: 'executed', zh: 'executed：执行', en: 'executed: runs', terminal: true },
    { id: 'error', zh: '配置无法读取', en: 'configuration unreadable', terminal: true },
  ],
  edges: [
    ...yesNo('config_valid', 'tool_registered', 'error'),
    ...yesNo('tool_registered', 'args_valid', 'unknown_tool'),
    ...yesNo('args_valid', 'identity_bound', 'schema_invalid'),
    ...yesNo('identity_bound', 'policy_permits', 'no_identity'),
    ...yesNo('policy_permits', 'policy_allow', 'denied'),
    ...yesNo('policy_allow', 'loop_ok', 'approved'),
    ...yesNo('approved', 'loop_ok', 'ask'),
    ...yesNo('loop_ok', 'key_new', 'loop_blocked'),
    ...yesNo('key_new', 'executed', 'replayed'),
  ],
});

/** The outcome codes, derived from the chart's terminal nodes (`error` is not an outcome). */
export type ChainOutcome = Exclude<TerminalId<typeof chainFlowchart>, 'error'>;
