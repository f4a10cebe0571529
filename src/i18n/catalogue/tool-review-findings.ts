/**
 * What tool-review's design rules found in a declaration, one message per finding (the rule's title is
 * in the rule table; these say what is wrong here). A finding made of parts carries them as messages.
 */
export const TOOL_REVIEW_FINDINGS = {
  'finding.unknown-field': { en: 'Tool has no field {k}', zh: 'Tool 没有字段 {k}' },
  'finding.unknown-field.annotation': { en: 'annotations have no {k}', zh: '注解里没有 {k}' },
  'finding.later-revision': { en: '{k} was added in 2025-11-25', zh: '{k} 是 2025-11-25 新增的字段' },
  'finding.later-revision.schemaDialect': {
    en: 'declaring a $schema dialect is new in 2025-11-25',
    zh: '$schema 方言声明是 2025-11-25 新增的',
  },
  'finding.name-charset': {
    en: '"{name}" has characters outside A-Z a-z 0-9 _ - .',
    zh: '“{name}”含有 A-Z a-z 0-9 _ - . 以外的字符',
  },
  'finding.name-length': { en: 'the name is {n} characters long', zh: '名称长 {n} 个字符' },
  'finding.duplicate-name': {
    en: 'the name "{name}" is already taken above',
    zh: '名称“{name}”前面已经出现过',
  },
  'finding.multiplexed-action': {
    en: 'parameter {name} switches between read-only operations',
    zh: '参数 {name} 在几个只读动作之间切换',
  },
  'finding.manage-name': { en: 'the name starts with {byName}', zh: '名称以 {byName} 开头' },
  'finding.additional-properties': {
    en: 'additionalProperties is not false',
    zh: 'additionalProperties 不是 false',
  },
  'finding.additional-properties.unset': {
    en: 'additionalProperties is not set',
    zh: '没有写 additionalProperties',
  },
  'finding.unbounded-limit': { en: '{name} has no maximum', zh: '{name} 没有 maximum' },
  'finding.id-without-pattern': { en: '{name} is any string', zh: '{name} 只是任意字符串' },
  'finding.free-text-choice': {
    en: '{name} is free text without an enum',
    zh: '{name} 是自由文本，没有 enum',
  },
  'finding.required-undeclared': { en: '{value} is required but not declared', zh: '{value} 必填却没有声明' },
  'finding.matched': { en: 'matched: "{match}"', zh: '匹配到：“{match}”' },
  'finding.no-output-schema': { en: 'no outputSchema', zh: '没有 outputSchema' },
  'finding.no-result-bound': {
    en: 'a {verb} tool that never says how much it returns',
    zh: '{verb} 类工具没有说明最多返回多少',
  },
  'finding.no-result-bound.countParam': {
    en: 'a count parameter, but no bound anywhere',
    zh: '有数量参数，却没有任何上限',
  },
  'finding.annotation-meaningless': {
    en: '{k} means nothing on a read-only tool',
    zh: '只读工具上的 {k} 没有意义',
  },
  'finding.description-missing': { en: 'no description', zh: '没有描述' },
  'finding.description-names-tool': {
    en: 'the description names {n}, which this server does not offer',
    zh: '描述点名了本 Server 之外的 {n}',
  },
  'finding.hidden-text': { en: 'invisible characters: {match}', zh: '看不见的字符：{match}' },
  'finding.homoglyph-name': { en: '"{name}" looks the same as {real}', zh: '“{name}”看起来和 {real} 一样' },
  'finding.free-text-payload': {
    en: '{name} is free text that carries the real arguments',
    zh: '{name} 是一段自由文本，真正的参数藏在里面',
  },
  'finding.description-shadowing': {
    en: 'the description steers {o}: "{said}"',
    zh: '描述在替 {o} 做主：“{said}”',
  },
  'finding.why.verbAdds': {
    en: 'the verb {verb} adds something each time',
    zh: '动词 {verb} 每次执行都会新增',
  },
  'finding.why.operationAdds': {
    en: 'the operation {operation} adds something each time',
    zh: '动作 {operation} 每次执行都会新增',
  },
  'finding.why.annotationsAdd': {
    en: 'the annotations say it writes, additively',
    zh: '注解声明为非只读、只新增',
  },
  'finding.write-no-idempotency': {
    en: '{why}, yet there is no idempotency key parameter',
    zh: '{why}，却没有幂等键参数',
  },
  'finding.says.writeVerb': {
    en: 'the name starts with the write verb {verb}',
    zh: '名称以写动词 {verb} 开头',
  },
  'finding.says.operationWrites': { en: 'the operation {operation} writes', zh: '动作 {operation} 会写' },
  'finding.says.operationDestroys': {
    en: 'the operation {operation} deletes or closes',
    zh: '动作 {operation} 会删除或关闭',
  },
  'finding.says.description': { en: 'the description says it will "{word}"', zh: '描述说它会“{word}”' },
  'finding.says.name': { en: 'the name says {verb}', zh: '名称是 {verb}' },
  'finding.selfDeclared': {
    en: '{claim} (self-declared, never a permission)',
    zh: '{claim}（自我声明，从来不是权限）',
  },
  'finding.claimsReadOnlyBut': { en: 'claims read-only, but {why}', zh: '声称只读，但{why}' },
  'finding.claimsReadOnlyWithKey': {
    en: 'claims read-only, yet takes an idempotency key',
    zh: '声称只读，却接受幂等键',
  },
  'finding.claimsSafeBut': { en: 'claims non-destructive, but {why}', zh: '声称没有破坏性，但{why}' },
  'finding.claimsIdempotentBut': {
    en: 'claims idempotent, but {verb} without a key adds again on every retry',
    zh: '声称幂等，但 {verb} 没有幂等键，重复调用会重复新增',
  },
  'finding.how.parameter': { en: 'parameter {name}', zh: '参数 {name}' },
  'finding.how.name': { en: 'the name {prefix}_*', zh: '名称 {prefix}_*' },
  'finding.multiplexed-write': {
    en: '{how} hides writes inside one tool: {writes}',
    zh: '{how} 把写操作藏在一个工具里：{writes}',
  },
  'shape.missing': {
    en: 'required field {field} is missing (expected {expected})',
    zh: '缺少必填字段 {field}（应为{expected}）',
  },
  'shape.wrongType': {
    en: '{field} must be {expected}, not {got}',
    zh: '{field} 应为{expected}，这里是{got}',
  },
  'shape.oneOf': { en: '{field} must be {list}', zh: '{field} 只能是 {list}' },
  'shape.booleanSchema': {
    en: 'the schema of property {field} must be an object (MCP does not accept boolean schemas such as true)',
    zh: '属性 {field} 的 Schema 必须是对象（MCP 不接受 true/false 这类布尔 Schema）',
  },
  'shape.other': { en: '{field}: {detail}', zh: '{field}：{detail}' },
  'shape.notTools': {
    en: 'expected a Tool declaration, a tools/list result (with a tools array) or a JSON-RPC response carrying one',
    zh: '这里应是一个 Tool 声明、一个 tools/list 结果（含 tools 数组）或携带它的 JSON-RPC 响应',
  },
  'shape.errorResponse': {
    en: 'this is an error response: there is no tools/list result to review',
    zh: '这是一个错误响应，没有 tools/list 结果可看',
  },
  'shape.noResult': { en: 'the response has no result object', zh: '响应里没有对象类型的 result' },
} as const;
