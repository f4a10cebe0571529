// The tool-review lab's own UI words, in both languages.
import type { Bilingual } from '../../../src/i18n/index';
import type { Severity } from '../../../src/labs/tool-review/index';

type Words = Bilingual;

export const MODE = { zh: '模式', en: 'Mode' };
export const MODE_REVIEW = { zh: '声明评审', en: 'Declaration review' };
export const MODE_DIFF = { zh: '快照比对', en: 'Snapshot diff' };
export const MODE_HINT = {
  review: {
    zh: '贴入一份工具声明，或者整个 tools/list 结果：先按 MCP 的形状校验，再逐条检查设计规则。',
    en: 'Paste one tool declaration or a whole tools/list result: the MCP shape is checked first, then every design rule.',
  },
  diff: {
    zh: '“固定的快照”是上次批准后存下来的 tools/list，“新的 tools/list”是服务端现在返回的。网关逐个工具比对哈希，任何描述或 Schema 的变化都要先过这一关。',
    en: 'The pinned snapshot is the tools/list you approved and stored; the new tools/list is what the server returns now. The gateway compares every tool by hash, and any change to a description or schema has to get past it.',
  },
};
export const CURRENT_REVIEW = {
  zh: '待评审的声明或 tools/list',
  en: 'Declaration or tools/list under review',
};
export const PINNED = { zh: '固定的快照（已批准）', en: 'Pinned snapshot (approved)' };
export const CURRENT_DIFF = {
  zh: '新的 tools/list（服务端现在返回的）',
  en: 'New tools/list (served now)',
};

export const MARKS = { zh: '本文本中的标记：', en: 'Markers in this text:' };
export const NO_MARKS = { zh: '没有标记。', en: 'No markers.' };
export const MORE_MARKS = { zh: '还有 {n} 条，见下方清单', en: '{n} more in the list below' };
export const SEVERITY: Record<Severity, Words> = {
  error: { zh: '错误', en: 'error' },
  warning: { zh: '警告', en: 'warning' },
  info: { zh: '提示', en: 'note' },
};
export const AT = { zh: '第 {line} 行第 {column} 列', en: 'line {line}, col {column}' };
export const SHOW_IN_EDITOR = { zh: '在编辑器中显示', en: 'show in the editor' };

export const CHECKLIST = { zh: '评审清单', en: 'Review checklist' };
export const CHECKLIST_INTRO = {
  zh: '每条规则都检查了一遍：未通过的规则列出它找到的位置，点一下就跳到编辑器里的那一行。',
  en: 'Every rule was checked. A failed rule lists where it found problems; click one to jump to that line in the editor.',
};
export const CHECKLIST_NEEDS_JSON = {
  zh: '输入还读不出来，修好 JSON 之后这里会列出每条规则的结果。',
  en: 'The input cannot be read yet; once the JSON parses, every rule’s result appears here.',
};
export const COUNTS = {
  zh: '{error} 个错误 · {warning} 个警告 · {info} 条提示 · {tools} 个工具',
  en: '{error} {error|error|errors} · {warning} {warning|warning|warnings} · {info} {info|note|notes} · {tools} {tools|tool|tools}',
};
export const RULE_PASS = { zh: '通过', en: 'passed' };
export const RULE_FAIL = { zh: '未通过', en: 'failed' };
export const RULE_NOTE = { zh: '有提示', en: 'advice' };
export const GROUP_PASS = { zh: '本组通过', en: 'group passed' };
export const GROUP_FAIL = { zh: '本组未通过', en: 'group failed' };
export const WHY = { zh: '为什么重要', en: 'Why it matters' };
export const FIX = { zh: '建议修改', en: 'Suggested fix' };
export const SHOW_PASSED = { zh: '也显示已通过的规则', en: 'Also show the rules that passed' };
export const SELF_DECLARED = {
  zh: '注解只是服务端的自述，从来不是权限：宿主要按自己的策略决定是否确认。',
  en: 'Annotations are the server’s own claims, never a permission: the host decides by its own policy whether to ask.',
};

export const DIFF = { zh: '网关比对', en: 'Gateway diff' };
export const DIFF_NEEDS_INPUT = {
  zh: '两份文本都要是合法的 tools/list，比对结果才会出现在这里。',
  en: 'Both texts must be valid tools/list results before the diff appears here.',
};
export const VERDICT = { zh: '网关结论', en: 'Gateway verdict' };
export const VERDICTS: Record<string, Words> = {
  unchanged: { zh: 'unchanged：每个工具都与快照一致', en: 'unchanged: every tool matches the pin' },
  compatible: {
    zh: 'compatible：不打断调用方，但照样暂扣，模型继续用已批准的声明，等人工复核后再固定快照',
    en: 'compatible: breaks no caller, yet held all the same; the model keeps the approved declarations until a person reviews and re-pins',
  },
  breaking: {
    zh: 'breaking：会打断调用方或带有注入信号，拦截这份列表并告警，人工复核后再决定',
    en: 'breaking: breaks callers or carries an injection signal; the list is blocked and an alert raised until a person decides',
  },
};
export const DIFF_COUNTS = {
  zh: '{breaking} 处破坏性变化 · {compatible} 处兼容变化 · {flags} 处疑似注入的指令',
  en: '{breaking} breaking {breaking|change|changes} · {compatible} compatible {compatible|change|changes} · {flags} suspected injected {flags|instruction|instructions}',
};
export const LIST_HASH = { zh: '整份列表的哈希', en: 'Hash of the whole list' };
export const HASH = { zh: '哈希（规范化 JSON 的 SHA-256）', en: 'Hash (SHA-256 of canonical JSON)' };
export const PINNED_SHORT = { zh: '快照', en: 'pinned' };
export const CURRENT_SHORT = { zh: '现在', en: 'now' };
export const SAME_HASH = { zh: '相同', en: 'same' };
export const NEW_HASH = { zh: '不同', en: 'differs' };
export const STATUS: Record<string, Words> = {
  unchanged: { zh: '未变', en: 'unchanged' },
  changed: { zh: '有改动', en: 'changed' },
  added: { zh: '新增', en: 'added' },
  removed: { zh: '被删除', en: 'removed' },
  renamed: { zh: '改名', en: 'renamed' },
};
export const RENAMED_FROM = { zh: '原名 {name}', en: 'was {name}' };
export const CLASS: Record<'breaking' | 'compatible', Words> = {
  breaking: { zh: '破坏性', en: 'breaking' },
  compatible: { zh: '兼容', en: 'compatible' },
};
export const IN_PINNED = { zh: '（在快照中）', en: '(in the pinned list)' };
export const SIDE: Record<'tool' | 'input' | 'output', Words> = {
  tool: { zh: '工具', en: 'tool' },
  input: { zh: 'inputSchema', en: 'inputSchema' },
  output: { zh: 'outputSchema', en: 'outputSchema' },
};
export const DESCRIPTION_DIFF = { zh: '描述的逐词差异', en: 'Word-level diff of the description' };
export const DIFF_LEGEND = {
  zh: '删掉的文字带删除线并以 [− …] 标出，新加的带下划线并以 [+ …] 标出。',
  en: 'Deleted words are struck through and marked [− …]; inserted words are underlined and marked [+ …].',
};
export const DELETED = { zh: '删除：', en: 'deleted: ' };
export const INSERTED = { zh: '新增：', en: 'inserted: ' };
export const FLAGS = { zh: '新文字里疑似注入的指令', en: 'Suspected injected instructions in the new text' };
export const UNCHANGED_TOOLS = { zh: '{n} 个工具与快照一致', en: '{n} {n|tool|tools} identical to the pin' };

export const PRACTICE_PINNED = {
  zh: '固定的快照（只读：只改新的 tools/list）',
  en: 'Pinned snapshot (read-only: edit only the new tools/list)',
};
export const PRACTICE_MODE = {
  review: { zh: '本题在声明评审模式下检查。', en: 'This task is checked in declaration-review mode.' },
  diff: {
    zh: '本题在快照比对模式下检查：网关拿新列表和下面的快照比。',
    en: 'This task is checked in snapshot-diff mode: the gateway compares the new list with the pin below.',
  },
};

export const COMPARE = { zh: '两份列表逐行对照', en: 'The two lists, line by line' };
export const COMPARE_HINT = {
  zh: '左边（或上面）是固定的快照，右边（或下面）是新的 tools/list；改动的行里，变了的词单独标出。只读：在上面的编辑器里改。',
  en: 'The pinned snapshot on the left (or above), the new tools/list on the right (or below); inside a changed line the words that changed are marked. Read-only: edit in the editors above.',
};
export const LAYOUT = { zh: '对照方式', en: 'Layout' };
export const SIDE_BY_SIDE = { zh: '左右并排', en: 'Side by side' };
export const INLINE = { zh: '上下合并', en: 'Inline' };
export const NO_DIFFERENCE = {
  zh: '两份文本逐字相同。',
  en: 'The two texts are identical, character for character.',
};
export const LINES_SAME = { zh: '（{n} 行相同）', en: '({n} unchanged line(s))' };
