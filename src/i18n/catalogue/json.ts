/**
 * The JSON reader's errors. An "expected …" message is said alone or inside one of the `json.but…`
 * messages that say what was found instead; `{char}` is the character as the reader describes it.
 */
export const JSON_READER = {
  'json.butEnded': { en: '{what}, but the input ended', zh: '{what}，但输入已经结束' },
  'json.butComment': { en: '{what}; comments are not allowed in JSON', zh: '{what}；JSON 里不允许写注释' },
  'json.butSingleQuote': {
    en: '{what}; strings must use double quotes, not single quotes',
    zh: '{what}；字符串必须用双引号，不能用单引号',
  },
  'json.butFound': { en: '{what}, but found {char}', zh: '{what}，但这里是 {char}' },
  'json.digitAfterMinus': { en: "Expected a digit after '-'", zh: '`-` 后面应该是数字' },
  'json.digitAfterPoint': {
    en: "Expected a digit after the decimal point '.'",
    zh: '小数点 `.` 后面应该是数字',
  },
  'json.digitInExponent': { en: 'Expected a digit in the exponent', zh: '指数部分应该是数字' },
  'json.keyOrClose': {
    en: "Expected a property name in double quotes or '}'",
    zh: '这里应该是双引号括起的属性名或 `}`',
  },
  'json.key': { en: 'Expected a property name in double quotes', zh: '这里应该是双引号括起的属性名' },
  'json.commaOrBracket': {
    en: "Expected ',' or ']' after an array element",
    zh: '数组元素后面应该是 `,` 或 `]`',
  },
  'json.commaOrBrace': {
    en: "Expected ',' or '}' after a property value",
    zh: '属性值后面应该是 `,` 或 `}`',
  },
  'json.end': {
    en: 'Expected the end of the document after the JSON value',
    zh: 'JSON 值之后应该是文档结尾',
  },
  'json.colon': { en: "Expected ':' after a property name", zh: '属性名后面应该是 `:`' },
  'json.value': { en: 'Expected a JSON value', zh: '这里应该是一个 JSON 值' },
  'json.wordNotAllowed': { en: '{word} is not allowed in JSON', zh: 'JSON 里不允许写 {word}' },
  'json.leadingZeros': { en: 'Leading zeros are not allowed in numbers', zh: '数字不能以多余的 0 开头' },
  'json.intDigits': {
    en: "Integer literal has {digits} digits; more than {limit} is refused (Python's int conversion limit)",
    zh: '整数有 {digits} 位；超过 {limit} 位会被拒绝（Python 的整数转换上限）',
  },
  'json.unterminated': {
    en: "Unterminated string: no closing '\"' before the end of input",
    zh: '字符串没有结束：到输入结尾都没有闭合的 `"`',
  },
  'json.unicodeEscape': {
    en: 'Invalid \\u escape: expected exactly four hex digits after \\u',
    zh: '`\\u` 转义无效：`\\u` 后面必须正好是四位十六进制数字',
  },
  'json.escape': {
    en: "Invalid escape sequence '\\{escape}'; allowed: {allowed}",
    zh: '转义序列 `\\{escape}` 无效；允许的转义：{allowed}',
  },
  'json.control': {
    en: 'Control character {char} must be escaped inside a string',
    zh: '字符串里的控制字符 {char} 必须转义',
  },
  'json.bom': {
    en: 'Unexpected byte order mark (U+FEFF) at the start; remove it (json.loads refuses it too)',
    zh: '开头有字节顺序标记（U+FEFF）；请删掉它（`json.loads` 也不接受）',
  },
  'json.depth': { en: 'Nesting is deeper than {limit} levels', zh: '嵌套超过了 {limit} 层' },
  'json.trailingBracket': { en: "Trailing comma before ']' is not allowed", zh: '`]` 前面不能有多余的逗号' },
  'json.trailingBrace': { en: "Trailing comma before '}' is not allowed", zh: '`}` 前面不能有多余的逗号' },
  'json.python': {
    en: "Expected a JSON value; write {js}, not Python's {py}",
    zh: '这里应该是一个 JSON 值；请写 {js}，不要写 Python 的 {py}',
  },
  'json.plus': {
    en: "Expected a JSON value; a leading '+' is not allowed in numbers",
    zh: '这里应该是一个 JSON 值；数字前面不能写 `+`',
  },
  'json.point': {
    en: "Expected a JSON value; a number must have a digit before '.'",
    zh: '这里应该是一个 JSON 值；小数点 `.` 前面必须有数字',
  },
  'json.internal': { en: 'Internal parser error: {detail}', zh: '解析器内部错误：{detail}' },
} as const;
