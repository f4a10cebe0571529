/**
 * The rules of the description group and the ones a security scanner runs (hidden text, look-alike
 * names, writes behind a switch, free-text payloads, markup, secrets, shadowing), as data like rules.ts.
 * Their checks are in checks-behaviour.ts and checks-security.ts. (A data table: exempt from the 300-line
 * module guideline.)
 */
import { r, type RuleSpec } from './rule-spec.ts';

export const SECURITY_RULES: readonly RuleSpec[] = [
  r(
    'hidden-text',
    'description',
    'error',
    ['没有看不见的字符', 'No invisible characters'],
    [
      '零宽字符、双向文字控制符和 Unicode 标签字符在界面上看不见，模型却照样读到：评审者看到的文字和模型读到的不是同一段。',
      'Zero-width characters, bidirectional controls and Unicode tag characters do not show on screen, yet the model reads them: the reviewer and the model are not reading the same text.',
    ],
    [
      '删掉这些字符；网关在比对前把它们列成码位给人看。',
      'Remove them; have the gateway list them as code points for a person before any diff is approved.',
    ],
  ),
  r(
    'homoglyph-name',
    'naming',
    'error',
    ['名称不冒充其他工具', 'Name does not impersonate another tool'],
    [
      '用西里尔或希腊字母、全角字符、0 和 o、rn 和 m 拼出和真工具一模一样的名字，模型和人都会把调用交给冒充者。',
      'A name spelt with Cyrillic or Greek letters, full-width characters, 0 for o or rn for m looks exactly like a real tool, and both the model and a person hand the call to the impostor.',
    ],
    [
      '只用 ASCII 命名，并拒绝与已有工具（包括宿主常见工具）形近的名字。',
      'Use ASCII names only, and refuse any name that looks like an existing tool (well-known host tools included).',
    ],
  ),
  r(
    'multiplexed-write',
    'interface',
    'error',
    ['开关或“管理一切”的名字后面没有写操作', 'No write behind a switch or a catch-all name'],
    [
      'action 之类的开关或 manage_*、do_*、handle_* 这样的名字里只要有一个动作会写，注解、确认和权限就只能按整个工具来定：只读的查询和作废发票共用一次许可，宿主无法只放行读。',
      'Once one operation behind an action switch or a manage_*, do_* or handle_* name writes, annotations, confirmations and permissions can only be set for the whole tool: a read-only lookup and voiding an invoice share one permission, and the host cannot allow the reads alone.',
    ],
    [
      '把每个写动作拆成自己的工具，各自带注解和幂等键；只读的查询可以留在一起。',
      'Give every write its own tool, with its own annotations and idempotency key; read-only lookups may stay together.',
    ],
  ),
  r(
    'free-text-payload',
    'inputs',
    'warning',
    ['参数不是一段装着真正参数的文本', 'No free-text parameter carrying the real arguments'],
    [
      'payload、data、body、params、json 这类字符串参数（或没有上限的 query）把真正的参数塞进一段文本：Schema 校验不了里面的字段，注入的指令和多出的字段都能原样传到服务端。',
      'A string parameter such as payload, data, body, params or json (or a query without bounds) stuffs the real arguments into one text: the schema cannot check the fields inside, and injected orders or extra fields pass to the server untouched.',
    ],
    [
      '改成带 properties 的 object 参数；确实是自由文本时，写 maxLength 并说明用途。',
      'Make it an object parameter with properties; where it really is free text, give it a maxLength and say what it is for.',
    ],
  ),
  r(
    'description-markup',
    'description',
    'error',
    ['描述里没有冲着模型的标记', 'No markup aimed at the model'],
    [
      '<IMPORTANT>、<system>、聊天模板的特殊记号和 HTML 注释想让模型把这段文字当成更高优先级的指令；注释还能在渲染后的文档里藏起来，只让模型看见。',
      '<IMPORTANT>, <system>, chat-template tokens and HTML comments try to make the model read the text as a higher-priority instruction; a comment also hides from rendered docs and shows only to the model.',
    ],
    [
      '删掉；描述只用平实的文字说明工具做什么。',
      'Remove it; a description says in plain words what the tool does.',
    ],
  ),
  r(
    'description-sensitive',
    'description',
    'error',
    ['描述不提密钥和敏感路径', 'No secrets or sensitive paths in the description'],
    [
      '~/.ssh、.env、id_rsa、mcp.json、令牌、密码出现在工具描述里，几乎总是在引导模型去读它们、再把内容塞进参数带走。',
      '~/.ssh, .env, id_rsa, mcp.json, tokens or passwords in a tool description almost always steer the model into reading them and carrying their content out in an argument.',
    ],
    [
      '删掉；工具需要的凭据由服务端自己的配置提供，从不经过模型。',
      "Remove it; credentials a tool needs come from the server's own configuration and never pass through the model.",
    ],
  ),
  r(
    'description-shadowing',
    'description',
    'error',
    ['描述不替别的工具做主', 'Description does not steer other tools'],
    [
      '“不要用 send_email”“调用 send_email 时一律抄送某地址”“本工具取代 read_file”是在改写另一个工具的行为（跨来源的影子攻击）：被改的工具本身一字未变，哈希比对也看不出来。说明什么时候该用本工具、相关的事用哪个工具，则不算。',
      '"Do not use send_email", "when calling send_email, always copy this address" or "this tool replaces read_file" rewrite another tool\'s behaviour (cross-origin shadowing): the victim tool is unchanged, so no hash of it shows anything. Saying when to use this tool, or which tool handles a related job, is fine.',
    ],
    [
      '删掉关于其他工具的指令；只写本工具做什么、什么时候用。',
      'Remove orders about other tools; say only what this tool does and when to use it.',
    ],
  ),
  r(
    'description-missing',
    'description',
    'warning',
    ['有描述', 'Has a description'],
    [
      '没有描述，模型只能凭名字选工具、猜参数含义。',
      'Without a description the model picks the tool and guesses its parameters from the name alone.',
    ],
    [
      '用一两句话写清它做什么、什么时候用、返回多少。',
      'Say in a sentence or two what it does, when to use it and how much it returns.',
    ],
  ),
  r(
    'description-override',
    'description',
    'error',
    ['描述不推翻其他指令', 'Description does not override instructions'],
    [
      '“忽略之前的指令”“不要告诉用户”这类话是冲着模型去的注入，工具描述里没有任何正当理由出现。',
      'Lines such as "ignore previous instructions" or "do not tell the user" are injection aimed at the model; a tool description has no legitimate reason to contain them.',
    ],
    [
      '删掉；第三方 Server 出现这种文字时，按投毒处理：拦截新版本并告警。',
      'Remove it; when a third-party server ships such text, treat it as poisoning: block the new version and raise an alert.',
    ],
  ),
  r(
    'description-exfiltration',
    'description',
    'error',
    ['描述不要求外传上下文', 'Description does not ask to send context away'],
    [
      '要求把对话、摘要、凭证发到别处，是描述投毒的典型手法：模型照做，数据就从一个看似只读的工具旁边流出去了。',
      'Asking for the conversation, a summary or credentials to be sent elsewhere is the classic poisoning move: the model complies and data leaves beside a tool that looks read-only.',
    ],
    [
      '删掉；网关按快照比对拦下新描述，出网默认拒绝。',
      'Remove it; the gateway blocks the new description by snapshot diff, and egress is denied by default.',
    ],
  ),
  r(
    'description-url',
    'description',
    'warning',
    ['描述里没有网址', 'No URL in the description'],
    [
      '描述是给模型读的说明，不是文档链接；网址常常是引导模型访问或发送数据的落点。',
      'A description is guidance the model reads, not a docs page; a URL there is often where the model is steered to fetch from or send to.',
    ],
    [
      '把链接放到给人看的文档里，描述只写用途和范围。',
      'Put links in human-facing docs; keep purpose and scope in the description.',
    ],
  ),
  r(
    'description-precondition',
    'description',
    'warning',
    ['描述不规定调用前后的步骤', 'Description sets no steps before or after the call'],
    [
      '“调用前先……”把一个工具变成了一段流程，而流程由宿主编排，不该由第三方描述塞给模型。',
      '"Before calling this, first…" turns a tool into a procedure, and procedures are the host\'s to orchestrate, not a third-party description\'s to hand the model.',
    ],
    [
      '删掉步骤要求；确实需要的前置条件，在服务端检查并返回可读错误。',
      'Remove the steps; check a real precondition on the server and return a readable error.',
    ],
  ),
  r(
    'description-imperative',
    'description',
    'warning',
    ['描述不向模型下命令', 'Description gives the model no orders'],
    [
      '“你必须”“总是先调用”这类祈使句在抢宿主的编排权；合规的描述说明工具是什么，而不命令模型做什么。',
      'Lines such as "you must" or "always call this first" take over the host\'s orchestration; a sound description says what the tool is, not what the model must do.',
    ],
    [
      '改成陈述：这个工具做什么、适用范围、不适用的情况。',
      'Rewrite as statements: what the tool does, where it applies, where it does not.',
    ],
  ),
  r(
    'description-names-tool',
    'description',
    'warning',
    ['描述不点名本 Server 之外的工具', 'Description names no tool outside this server'],
    [
      '点名宿主上别的工具（发请求、发邮件、跑命令的那些）是在替模型安排跨 Server 的调用链；指向同一 Server 里相关的工具（“查错误日志用 search_error_logs”）则是在帮模型选，不算。',
      'Naming a host tool this server does not offer (the ones that fetch, mail or run commands) arranges a cross-server call chain for the model; pointing at a related tool of the same server ("for errors, use search_error_logs") helps the model choose and is fine.',
    ],
    [
      '删掉对外部工具的引用；工具之间的先后关系交给宿主。',
      'Remove references to outside tools; leave their order to the host.',
    ],
  ),
];
