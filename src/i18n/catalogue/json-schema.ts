/**
 * Ajv's JSON Schema errors as sentences in the reader's language, by keyword; the values come from the
 * error's parameters. A keyword without its own sentence quotes Ajv's English as a detail.
 */
export const JSON_SCHEMA = {
  'schema.required': { en: 'must have the property {property}', zh: '缺少属性 {property}' },
  'schema.type': { en: 'must be of type {type}', zh: '类型必须是 {type}' },
  'schema.enum': { en: 'must be one of {values}', zh: '只能是 {values} 之一' },
  'schema.const': { en: 'must be {value}', zh: '必须是 {value}' },
  'schema.additionalProperties': {
    en: 'must not have the property {property}',
    zh: '不允许有属性 {property}',
  },
  'schema.limit': { en: 'must be {comparison} {limit}', zh: '必须 {comparison} {limit}' },
  'schema.minLength': { en: 'must be at least {limit} characters long', zh: '至少要 {limit} 个字符' },
  'schema.maxLength': { en: 'must be at most {limit} characters long', zh: '最多 {limit} 个字符' },
  'schema.minItems': { en: 'must have at least {limit} items', zh: '至少要 {limit} 项' },
  'schema.maxItems': { en: 'must have at most {limit} items', zh: '最多 {limit} 项' },
  'schema.pattern': { en: 'must match the pattern {pattern}', zh: '必须匹配模式 {pattern}' },
  'schema.format': { en: 'must be a valid {format}', zh: '必须是合法的 {format}' },
  'schema.multipleOf': { en: 'must be a multiple of {limit}', zh: '必须是 {limit} 的倍数' },
  'schema.other': { en: 'fails {keyword} ({detail})', zh: '不满足 {keyword}（{detail}）' },
  'schema.at': { en: '{path} {problem}', zh: '{path}：{problem}' },
} as const;
