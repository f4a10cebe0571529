/**
 * The design rules of the declaration review, as data: one row per rule with its group (a node of the
 * review flowchart), severity, why it matters and how to fix it, in both languages. The checks that
 * find each rule's violations live in checks.ts, keyed by the same ids; a test makes sure every row has
 * a check and every check a row. (A data table: exempt from the 300-line module guideline.)
 *
 * Severity: `error` means the declaration is broken or dangerous as it stands (the gateway should not
 * expose it); `warning` a design a reviewer sends back; `info` advice that does not change the outcome.
 */
import { r, type RuleSpec } from './rule-spec.ts';
import { SECURITY_RULES } from './rules-security.ts';

export { GROUPS, type RuleGroup, type RuleSpec, type Severity } from './rule-spec.ts';

export const RULES: readonly RuleSpec[] = [
  r(
    'mcp-shape',
    'shape',
    'error',
    ['符合 MCP 的 Tool 形状', 'Matches the MCP Tool shape'],
    [
      '形状不对的声明会被客户端的 SDK 整个拒收，或者被静默丢掉字段；后面的规则都建立在形状正确之上。',
      'A client SDK refuses a misshapen declaration outright or drops fields silently; every later rule assumes the shape is right.',
    ],
    [
      '按提示补上必填字段（name、inputSchema，且 inputSchema.type 为 "object"），修正类型。',
      'Add the required fields (name, inputSchema with type "object") and fix the types the message names.',
    ],
  ),
  r(
    'unknown-field',
    'shape',
    'warning',
    ['没有拼错的字段', 'No misspelt fields'],
    [
      'SDK 会悄悄丢掉它不认识的字段：拼错的 annotations 或 outputSchema 等于没写，作者却以为写了。',
      'The SDK silently drops fields it does not know: a misspelt annotations or outputSchema is as good as absent while its author believes it is there.',
    ],
    [
      '改成规范里的字段名（区分大小写），或者删掉。',
      'Use the field name from the specification (case matters), or remove it.',
    ],
  ),
  r(
    'later-revision',
    'shape',
    'info',
    ['只用 2025-06-18 的字段', 'Only 2025-06-18 fields'],
    [
      'icons、execution 和 Schema 里的 $schema 来自 2025-11-25 修订；按 2025-06-18 实现的客户端会忽略它们。',
      'icons, execution and $schema inside a schema come from the 2025-11-25 revision; a client built for 2025-06-18 ignores them.',
    ],
    [
      '确认对方协商到的协议版本；需要兼容旧版时，不要依赖这些字段。',
      'Check the negotiated protocol version; do not rely on these fields where older clients must work.',
    ],
  ),
  r(
    'name-charset',
    'naming',
    'warning',
    ['名称只用允许的字符', 'Name uses allowed characters'],
    [
      '2025-11-25 的命名指引（SEP-986，是 SHOULD 而非 MUST）只建议 A-Z a-z 0-9 _ - .；空格、斜杠和中文会在某些宿主或模型接口里被拒或被改写。',
      'The 2025-11-25 naming guidance (SEP-986, a SHOULD, not a MUST) recommends only A-Z a-z 0-9 _ - .; spaces, slashes or Chinese characters are refused or rewritten by some hosts and model APIs.',
    ],
    [
      '改用 snake_case 之类的 ASCII 名称，把给人看的名字放进 title。',
      'Use an ASCII name such as snake_case and put the human-facing name in title.',
    ],
  ),
  r(
    'name-length',
    'naming',
    'warning',
    ['名称长度 1–128', 'Name is 1–128 characters'],
    [
      '同一指引建议名称 1 到 128 个字符（SHOULD）；空名字无法调用，过长的名字会被模型接口截断。',
      'The same guidance recommends 1 to 128 characters (a SHOULD); an empty name cannot be called and an overlong one gets cut by model APIs.',
    ],
    ['起一个简短、以动词开头的名字。', 'Pick a short name that starts with a verb.'],
  ),
  r(
    'duplicate-name',
    'naming',
    'error',
    ['名称不重复', 'Names are unique'],
    [
      'tools/call 只按名字找工具：两个同名工具让调用路由到哪一个都说不准，后一个还可能悄悄顶替前一个。',
      'tools/call finds a tool by name alone: with two of the same name nobody can say which one a call reaches, and the later one may silently replace the earlier.',
    ],
    [
      '给每个工具一个唯一的名字；确实是两个版本时在名字里区分。',
      'Give every tool its own name; if they really are two versions, say so in the names.',
    ],
  ),
  r(
    'multiplexed-action',
    'interface',
    'warning',
    ['没有靠参数切换的只读动作', 'No switch between read operations'],
    [
      'action、op 之类的参数把几个工具塞进一个：模型要先猜动作再猜字段，Schema 写不出“某个动作必须带某字段”，注解也只能按最危险的动作标。',
      'A parameter such as action or op packs several tools into one: the model guesses the operation, then the fields; the schema cannot say which operation needs which field, and the annotations must describe the most dangerous one.',
    ],
    [
      '每个动作拆成一个工具（list_…、create_…、cancel_…），各自写必填字段和注解。',
      'Split each operation into its own tool (list_…, create_…, cancel_…), each with its own required fields and annotations.',
    ],
  ),
  r(
    'manage-name',
    'interface',
    'warning',
    ['只读工具的名称不是“管理一切”', 'A read-only tool is not named as a catch-all'],
    [
      'manage_*、handle_* 这类名字说明工具不止做一件事，模型只能从描述里猜它这次会做什么。',
      'Names such as manage_* or handle_* say the tool does more than one thing, and the model has to guess from the description what it will do this time.',
    ],
    ['按动作拆开并用动词开头命名。', 'Split it by operation and start each name with its verb.'],
  ),
  r(
    'additional-properties',
    'inputs',
    'warning',
    ['不接受未声明的参数', 'Undeclared arguments are refused'],
    [
      '不写 additionalProperties: false，模型编出来的字段（或投毒描述要它加的字段）会一路传到服务端。',
      'Without additionalProperties: false, fields the model makes up (or that a poisoned description asks for) travel all the way to the server.',
    ],
    [
      '在 inputSchema 根上写 "additionalProperties": false，服务端也照此拒绝。',
      'Put "additionalProperties": false at the root of inputSchema, and have the server refuse the same way.',
    ],
  ),
  r(
    'unbounded-limit',
    'inputs',
    'warning',
    ['数量参数有上限', 'Count parameters have a maximum'],
    [
      'limit 之类的参数没有 maximum，模型一句“全部给我”就能拉回几万行，挤爆上下文。',
      'A limit-like parameter without maximum lets one "give me everything" pull tens of thousands of rows into the context.',
    ],
    [
      '写上 "minimum": 1 和一个按上下文预算算出的 "maximum"，服务端同样截断。',
      'Add "minimum": 1 and a "maximum" derived from the context budget, and truncate on the server too.',
    ],
  ),
  r(
    'id-without-pattern',
    'inputs',
    'info',
    ['标识符有格式约束', 'Identifiers have a format'],
    [
      '只写 "type": "string" 的标识符会收到名称、描述甚至“上一个订单”这种自然语言，格式错误要到服务端才发现。',
      'An identifier typed only as "string" receives names, descriptions or even "the last order", and the mistake surfaces only at the server.',
    ],
    [
      '加 pattern（或 format、enum），并在描述里举一个真实的例子。',
      'Add a pattern (or format, or enum) and show a real example in the description.',
    ],
  ),
  r(
    'free-text-choice',
    'inputs',
    'warning',
    ['选项用 enum 列出', 'Choices are an enum'],
    [
      '状态、排序、单位这类只有几个取值的参数写成自由文本，模型会造出 "Paid"、"已付款" 之类服务端不认识的值。',
      'A status, sort order or unit written as free text gets values such as "Paid" or its translation that the server does not know.',
    ],
    [
      '用 enum 列出全部取值（或 const），描述里说明各自含义。',
      'List every value in an enum (or use const) and explain each in the description.',
    ],
  ),
  r(
    'required-undeclared',
    'inputs',
    'warning',
    ['required 只列已声明的参数', 'required names only declared parameters'],
    [
      'required 里写了 properties 没有的名字，这个参数的类型和含义模型无从得知，却又必须填。',
      'A name in required that properties does not declare must be filled in, yet the model has no type or meaning for it.',
    ],
    [
      '在 properties 里补上这个参数，或者从 required 里删掉。',
      'Declare the parameter under properties, or drop it from required.',
    ],
  ),
  r(
    'write-no-idempotency',
    'writes',
    'warning',
    ['写操作带幂等键', 'Writes take an idempotency key'],
    [
      '网络超时后，宿主和模型都不知道请求执行了没有；没有幂等键，每次重试都可能多出一张单、一笔款。',
      'After a timeout neither host nor model knows whether the request ran; without an idempotency key each retry may add another ticket or another payment.',
    ],
    [
      '加一个 idempotency_key 参数，服务端按它去重：同键同参数返回第一次的结果，同键不同参数报冲突。',
      'Add an idempotency_key parameter and deduplicate on it: same key and arguments return the first result, same key with other arguments is a conflict.',
    ],
  ),
  r(
    'no-output-schema',
    'results',
    'info',
    ['结构化结果有 outputSchema', 'Structured results have an outputSchema'],
    [
      '没有 outputSchema，客户端无法校验 structuredContent，模型也只能从文本里猜结果的字段。',
      'Without an outputSchema the client cannot validate structuredContent and the model guesses the result fields from text.',
    ],
    [
      '为结构化结果写 outputSchema（根为 object），并返回符合它的 structuredContent。',
      'Write an outputSchema (object at the root) for structured results and return structuredContent that matches it.',
    ],
  ),
  r(
    'no-result-bound',
    'results',
    'warning',
    ['结果有上限', 'Results are bounded'],
    [
      '列表、搜索、导出类工具如果不说最多返回多少，一次调用就可能把上下文预算用完，把真正重要的内容挤出去。',
      'A list, search or export tool that never says how much it returns can spend the whole context budget in one call and crowd out what matters.',
    ],
    [
      '给数量参数加 maximum，在描述里写明上限和截断方式，结果里带 truncated 或游标。',
      'Give the count parameter a maximum, state the bound and how truncation works in the description, and return truncated or a cursor.',
    ],
  ),
  r(
    'annotation-contradiction',
    'annotations',
    'error',
    ['注解与名称、动作、描述一致', 'Annotations agree with name, operations and description'],
    [
      'readOnlyHint、destructiveHint 是服务端的自我声明，从来不是权限；名称、action 枚举里的某个动作或描述说它会创建、更新、删除、发送、支付、关闭，注解却说只读或无破坏性，要么写错了，要么想让宿主放松戒备，信了它的宿主会省掉写操作该有的确认。',
      "readOnlyHint and destructiveHint are the server's own claims, never a permission; one that contradicts what the name, an operation of its action enum or its description says it does (creates, updates, deletes, sends, pays, closes) is either a mistake or an attempt to lower the host's guard, and a host that trusts it skips the confirmation a write needs.",
    ],
    [
      '让注解如实描述行为；宿主只用注解加强确认，不用它放宽权限。',
      'Make the annotations describe the behaviour truthfully; a host uses them only to add confirmations, never to relax permissions.',
    ],
  ),
  r(
    'annotation-meaningless',
    'annotations',
    'info',
    ['没有无效的注解组合', 'No meaningless annotation combination'],
    [
      'destructiveHint 和 idempotentHint 只在 readOnlyHint 为 false 时才有意义；只读工具上写它们说明作者对语义理解有偏差。',
      'destructiveHint and idempotentHint mean something only when readOnlyHint is false; on a read-only tool they show the author misread the semantics.',
    ],
    [
      '只读工具删掉这两个注解；有写操作就把 readOnlyHint 改为 false。',
      'Drop both on a read-only tool; if it writes, set readOnlyHint to false.',
    ],
  ),
  ...SECURITY_RULES,
];

export const RULE_BY_ID: ReadonlyMap<string, RuleSpec> = new Map(RULES.map((x) => [x.id, x]));
