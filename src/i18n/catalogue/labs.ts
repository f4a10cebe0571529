/**
 * What the labs' runs say: trace-step details, the ports' own errors and the deciding field's marker.
 * Shared shapes first, then one block per lab. Placeholders are data (names, values, Python reprs,
 * paths, counts) or other messages rendered in the same language.
 */
export const LABS = {
  'lab.internalError': { en: 'internal error: {detail}', zh: '内部错误：{detail}' },
  'lab.value': { en: '{name} = {value}', zh: '{name} = {value}' },
  'lab.valueTyped': { en: '{name} = {value} ({type})', zh: '{name} = {value}（{type}）' },
  'lab.two': { en: '{a}; {b}', zh: '{a}；{b}' },

  'admission.notDict': { en: 'arguments are {type}, not dict', zh: 'arguments 是 {type}，不是 dict' },
  'admission.missing': { en: 'missing {names}', zh: '缺少 {names}' },
  'admission.unexpected': { en: 'unexpected {names}', zh: '多出 {names}' },
  'admission.cityList': {
    en: 'allowed city list could not be read: {detail}',
    zh: '允许的城市列表无法读取：{detail}',
  },

  'lab.internal': { en: 'internal error', zh: '内部错误' },

  'chain.mustBe': { en: '{at} must be {what}, not {kind}', zh: '{at} 必须是{what}，不能是 {kind}' },
  'chain.unknownField': { en: '{at} is not a known field', zh: '{at} 不是已知字段' },
  'chain.missingField': { en: '{at} is missing', zh: '缺少 {at}' },
  'chain.twice': { en: '{at} {name} is registered twice', zh: '{at} {name} 注册了两次' },
  'chain.rootObject': { en: '{at} must be "object"', zh: '{at} 必须是 "object"' },
  'chain.effect': { en: '{at} must be "ALLOW", "DENY" or "ASK"', zh: '{at} 必须是 "ALLOW"、"DENY" 或 "ASK"' },
  'chain.whenShape': {
    en: '{at} must be [field, operator, value]',
    zh: '{at} 必须是 `[field, operator, value]`',
  },
  'chain.operator': {
    en: '{at} must be one of ==, !=, >, >=, <, <=',
    zh: '{at} 必须是 `==`、`!=`、`>`、`>=`、`<`、`<=` 之一',
  },
  'chain.loopLimit': { en: 'loopLimit must be at least 1', zh: 'loopLimit 至少为 1' },
  'chain.notInSubset': {
    en: "{at} is not in this host's schema subset",
    zh: '{at} 不在这个主机支持的 schema 子集里',
  },
  'chain.typeOneOf': { en: '{at} must be one of {types}', zh: '{at} 必须是 {types} 之一' },
  'chain.negative': { en: '{at} must not be negative', zh: '{at} 不能是负数' },
  'chain.argProblem': { en: '{at}: {problem}', zh: '{at}：{problem}' },
  'chain.expectedType': {
    en: 'expected {type}, got {kind} {value}',
    zh: '应为 {type}，实际是 {kind} {value}',
  },
  'chain.notOneOf': { en: '{value} is not one of {options}', zh: '{value} 不在 {options} 之中' },
  'chain.belowMin': { en: '{value} is below the minimum {min}', zh: '{value} 小于最小值 {min}' },
  'chain.aboveMax': { en: '{value} is above the maximum {max}', zh: '{value} 大于最大值 {max}' },
  'chain.tooShort': {
    en: '{n} characters, fewer than minLength {limit}',
    zh: '{n} 个字符，少于 minLength {limit}',
  },
  'chain.tooLong': {
    en: '{n} characters, more than maxLength {limit}',
    zh: '{n} 个字符，超过 maxLength {limit}',
  },
  'chain.requiredMissing': { en: 'required field is missing', zh: '缺少必填字段' },
  'chain.unexpectedArg': {
    en: 'unexpected field (additionalProperties is false)',
    zh: '多出的字段（additionalProperties 为 false）',
  },
  'chain.tools': { en: '{n} {n|tool|tools}', zh: '{n} 个工具' },
  'chain.rules': { en: '{n} {n|rule|rules}', zh: '{n} 条规则' },
  'chain.config': { en: '{tools}, {rules}, loopLimit {limit}', zh: '{tools}、{rules}，loopLimit {limit}' },
  'chain.registered': {
    en: 'call.name = {name}; registered: {known}',
    zh: 'call.name = {name}；已注册：{known}',
  },
  'chain.unknownTool': {
    en: 'no tool named {name} is registered; known: {known}',
    zh: '没有注册名为 {name} 的工具；已注册的是 {known}',
  },
  'chain.argsFit': { en: "arguments fit {name}'s inputSchema", zh: 'arguments 符合 {name} 的 inputSchema' },
  'chain.identity': { en: '{user} (roles: {roles})', zh: '{user}（角色：{roles}）' },
  'chain.identityNoRoles': { en: '{user} (roles: none)', zh: '{user}（没有角色）' },
  'chain.identityAbsent': { en: 'identity is null or absent', zh: 'identity 为 null 或缺失' },
  'chain.noIdentity': {
    en: 'no user is bound to this call; the host acts for nobody',
    zh: '这次调用没有绑定用户；主机不代表任何人执行',
  },
  'chain.ruleAt': { en: 'policy[{index}] {rule}', zh: 'policy[{index}] {rule}' },
  'chain.defaultDeny': { en: 'no policy rule matches: default DENY', zh: '没有匹配的策略规则：默认 DENY' },
  'chain.verdict': { en: 'verdict {effect}', zh: '判定为 {effect}' },
  'chain.approvalFound': {
    en: 'approvals[{index}] by {by} covers {name} {args}',
    zh: 'approvals[{index}]（由 {by} 批准）覆盖 {name} {args}',
  },
  'chain.noApproval': { en: 'no approval for {name} {args}', zh: '没有针对 {name} {args} 的批准' },
  'chain.ask': {
    en: '{decided}; waiting for a person to approve exactly these arguments',
    zh: '{decided}；等待有人批准这组参数（必须一字不差）',
  },
  'chain.approvedBy': { en: '{decided}; approved by {by}', zh: '{decided}；已由 {by} 批准' },
  'chain.earlierCalls': { en: '{n} earlier {n|call|calls}', zh: '之前调用过 {n} 次' },
  'chain.loopOk': {
    en: '{name} {args}: {earlier}, loopLimit {limit}',
    zh: '{name} {args}：{earlier}，loopLimit {limit}',
  },
  'chain.loopBlocked': {
    en: '{name} {args} was already called {n} times (loopLimit {limit})',
    zh: '{name} {args} 已经调用过 {n} 次（loopLimit {limit}）',
  },
  'chain.noKey': { en: 'no idempotency key: nothing to deduplicate', zh: '没有幂等键：无从去重' },
  'chain.keyNew': { en: 'key {key} is not in the ledger', zh: '键 {key} 不在账本（ledger）里' },
  'chain.keyFound': { en: 'key {key} found at ledger[{index}]', zh: '键 {key} 在 ledger[{index}]' },
  'chain.replayed': {
    en: 'idempotency key {key} is in the ledger: the earlier result is returned and nothing runs again',
    zh: '幂等键 {key} 已在账本里：返回先前的结果，不再重新执行',
  },

  'classifier.missing': { en: '{name} = missing (None)', zh: '{name} 缺失（None）' },
  'classifier.present': { en: 'present', zh: '存在' },
  'classifier.absent': { en: 'absent', zh: '缺失' },
  'classifier.noResponse': { en: 'no response', zh: '没有收到响应' },
  'classifier.null': { en: 'null (None)', zh: 'null（None）' },
  'classifier.notObject': { en: 'response is {type}', zh: '响应是 {type}' },
  'classifier.raises': { en: '{exception}', zh: '参考实现在这里抛出“{exception}”' },
  'classifier.notObjectError': {
    en: 'The response must be a JSON object (or null for "no response"), but it is {kind}; the reference cannot read fields from it.',
    zh: '响应必须是 JSON 对象（没有响应时写 null），但这里是{kind}；参考实现无法从中读取字段。',
  },
  'classifier.id': { en: '{seen}, expected {expected}', zh: '{seen}，期望 {expected}' },
  'classifier.errorResult': { en: 'error {error}, result {result}', zh: 'error {error}，result {result}' },
  'classifier.isErrorAbsent': { en: 'isError = absent (False)', zh: 'isError 缺失（视为 False）' },

  'live.notCalled': { en: 'no call captured yet', zh: '还没有捕获到调用' },
  'live.wireId': { en: 'id = {seen}, expected {id} (int)', zh: 'id = {seen}，期望 {id}（int）' },
  'live.called': { en: '{tool}, request id {id}', zh: '{tool}，请求 id {id}' },
  'live.notJson': {
    en: 'The captured response is not JSON (line {line}, column {column}): {problem}',
    zh: '捕获到的响应不是 JSON（第 {line} 行第 {column} 列）：{problem}',
  },

  'planner.setChars': {
    en: '"{field}" is {kind}: set() takes its characters',
    zh: '"{field}" 是{kind}：`set()` 取它的每个字符',
  },
  'planner.setKeys': {
    en: '"{field}" is {kind}: set() takes its keys',
    zh: '"{field}" 是{kind}：`set()` 取它的键',
  },
  'planner.setNotArray': {
    en: 'Field "{field}" must be an array of names (read as a set), but it is {kind}.',
    zh: '字段 "{field}" 必须是名字组成的数组（按集合读取），但这里是{kind}。',
  },
  'planner.setItem': {
    en: '"{at}" is {kind}; set items must be names (Python: unhashable type \'{type}\').',
    zh: '"{at}" 是{kind}；集合里的项必须是名字（Python 报 unhashable type `{type}`）。',
  },
  'planner.notPair': {
    en: '{at} is {kind}; each resource must be a pair [owner, cost].',
    zh: '{at} 是{kind}；每个资源必须是一对 `[owner, cost]`。',
  },
  'planner.notCostMap': {
    en: 'Field "{field}" must be an object mapping names to costs, but it is {kind}.',
    zh: '字段 "{field}" 必须是从名字映射到成本的对象，但这里是{kind}。',
  },
  'planner.raises': { en: '{exception}', zh: '参考实现抛出“{exception}”' },
  'planner.wouldCrash': {
    en: '{exception} (the reference would crash here)',
    zh: '参考实现会在这里崩溃，抛出“{exception}”',
  },
  'planner.notObject': {
    en: 'The input must be an object with fields {fields}, but it is {kind}.',
    zh: '输入必须是带有字段 {fields} 的对象，但这里是{kind}。',
  },
  'planner.missingField': {
    en: 'Field "{field}" is missing from the input object.',
    zh: '输入对象里缺少字段 "{field}"。',
  },
  'planner.resourcesNotMap': {
    en: 'Field "resources" must be an object mapping resource names to [owner, cost], but it is {kind}.',
    zh: '字段 "resources" 必须是从资源名映射到 `[owner, cost]` 的对象，但这里是{kind}。',
  },
  'planner.unpackOne': {
    en: '{at} has 1 item; it must unpack into exactly two: [owner, cost].',
    zh: '{at} 只有 1 项；它必须正好拆成两项 `[owner, cost]`。',
  },
  'planner.unpackMany': {
    en: '{at} has {n} items; it must unpack into exactly two: [owner, cost].',
    zh: '{at} 有 {n} 项；它必须正好拆成两项 `[owner, cost]`。',
  },
  'planner.costs': { en: '{n} costs', zh: '{n} 项成本' },
  'planner.notIn': { en: '{name} is not in {field}', zh: '{name} 不在 {field} 里' },
  'planner.ownerKind': {
    en: "The owner of {at} is {kind}; an owner must be a skill name (Python: unhashable type '{type}').",
    zh: '{at} 的所属者是{kind}；所属者必须是 Skill 的名字（Python 报 unhashable type `{type}`）。',
  },
  'planner.ownerInactive': {
    en: '{at} belongs to {owner}, which is not active',
    zh: '{at} 属于 {owner}，但它没有激活',
  },
  'planner.within': { en: 'tokens {tokens} <= budget {budget}', zh: 'token 数 {tokens} ≤ 预算 {budget}' },
  'planner.over': { en: 'tokens {tokens} > budget {budget}', zh: 'token 数 {tokens} > 预算 {budget}' },

  'lab.data': { en: '{text}', zh: '{text}' },

  'csv.unclosed': {
    en: 'a quoted field is never closed: add the closing double quote',
    zh: '带引号的字段没有结束：请补上结尾的双引号',
  },
  'csv.afterQuote': {
    en: 'unexpected {char} after a closing quote: a field ends at the quote',
    zh: '结尾引号后面出现了 {char}：字段在引号处就结束了',
  },
  'csv.strayQuote': {
    en: 'a double quote inside an unquoted field: quote the whole field and write the quote twice',
    zh: '没加引号的字段里出现了双引号：请给整个字段加上引号，并把其中的引号写两遍',
  },
  'cases.column': { en: '{col}: {problem}', zh: '{col}：{problem}' },
  'cases.inField': { en: '{field}: {problem}', zh: '{field}：{problem}' },
  'cases.textRequired': { en: 'a non-empty text is required', zh: '这里必须是非空文本' },
  'cases.notBool': {
    en: '{value} is not a boolean (use true/false, 1/0 or yes/no)',
    zh: '{value} 不是布尔值（请写 true/false、1/0 或 yes/no）',
  },
  'cases.boolRequired': { en: 'a boolean is required', zh: '这里必须是布尔值' },
  'cases.argsRequired': {
    en: 'required when the first tool is the golden tool',
    zh: '第一个工具就是标准工具时必须填写',
  },
  'cases.noHeader': { en: 'no header row: expected {columns}', zh: '没有表头行：应为 {columns}' },
  'cases.noColumn': {
    en: 'the header has no {col} column (expected {columns})',
    zh: '表头里没有 {col} 列（应为 {columns}）',
  },
  'cases.rowLength': {
    en: 'this row has {n} fields, the header has {header}',
    zh: '这一行有 {n} 个字段，表头有 {header} 个',
  },
  'cases.notList': {
    en: 'expected an array of cases, or an object with a "cases" array',
    zh: '这里应该是用例数组，或带有 "cases" 数组的对象',
  },
  'cases.notObject': { en: 'each case must be an object', zh: '每个用例都必须是对象' },
  'cases.badValue': {
    en: 'expected a string or a boolean, not {kind}',
    zh: '应为字符串或布尔值，不能是 {kind}',
  },
  'cases.none': { en: 'no cases: add at least one row', zh: '没有用例：请至少添加一行' },
  'cases.twice': {
    en: 'id {id} appears twice (first on line {line})',
    zh: 'id {id} 出现了两次（第一次在第 {line} 行）',
  },
  'cases.noPartnerAfter': {
    en: 'paired design: case {id} has no partner in the after set',
    zh: '配对设计：用例 {id} 在改后的集合里没有对应项',
  },
  'cases.noPartnerBefore': {
    en: 'paired design: case {id} has no partner in the before set',
    zh: '配对设计：用例 {id} 在改前的集合里没有对应项',
  },
  'cases.disagree': {
    en: 'paired case {id} has {label} {here} here but {before} before',
    zh: '配对用例 {id} 的 {label} 在这里是 {here}，改前是 {before}',
  },
  'cases.counts': { en: '{before} before, {after} after', zh: '改前 {before} 个，改后 {after} 个' },
  'cases.sameIds': { en: 'same case ids', zh: '用例 id 相同' },
  'cases.independent': { en: 'independent sets', zh: '两组独立的用例' },

  'lab.words': { en: '{text}', zh: '{text}' },

  'review.counts': {
    en: '{error} {error|error|errors}, {warning} {warning|warning|warnings}, {info} {info|note|notes}',
    zh: '{error} 个错误，{warning} 个警告，{info} 条提示',
  },
  'review.toolCounts': { en: '{tools} {tools|tool|tools}: {counts}', zh: '{tools} 个工具：{counts}' },
  'review.unchanged': { en: '{n} {n|tool|tools} identical to the pin', zh: '{n} 个工具与快照一致' },
  'review.errors': { en: '{n} {n|error|errors}', zh: '{n} 个错误' },
  'review.warnings': { en: '{n} {n|warning|warnings}', zh: '{n} 个警告' },
  'review.differ': { en: '{n} {n|tool differs|tools differ}', zh: '{n} 个工具有变化' },
  'review.change': { en: '{change} ({param})', zh: '{change}（{param}）' },
  'review.signal': { en: '{rule}: {match}', zh: '{rule}：{match}' },
  'review.finding': { en: '{rule}: {detail}', zh: '{rule}：{detail}' },
  'review.sideProblem': { en: '{side}: {problem}', zh: '{side}：{problem}' },
  'review.notToolsList': {
    en: '{side} is not a valid tools/list result ({n} {n|problem|problems}); first at line {line}, column {column}: {problem}',
    zh: '{side}不是有效的 tools/list 结果（{n} 处问题）；第一处在第 {line} 行第 {column} 列：{problem}',
  },

  'skills.more': { en: '{at} (+{n} more)', zh: '{at}（另有 {n} 处）' },
  'skills.marker': {
    en: '{at} ({severity}): {message} ({detail})',
    zh: '{at}（{severity}）：{message}（{detail}）',
  },
} as const;
