// The skills lab's UI words for its panels under the workbench: the catalog, the planner fed from the
// files, and the injection paths with the prompt cache. Both languages together.
import type { Bilingual } from '../../../src/i18n/index';
import type { BlockKind, BodyEvent, InjectionPath } from '../../../src/labs/skills/index';

type B = Readonly<Bilingual>;

export const CATALOG = {
  heading: { zh: '宿主注入的目录', en: 'The catalog a host injects' },
  intro: {
    zh: '会话开始时，宿主把每个可加载 Skill 的 name 和 description 放进上下文（渐进式披露的元数据层）。下面是逐字的注入文本。',
    en: 'At session start a host puts the name and description of every loadable skill into the context (the metadata level of progressive disclosure). This is the injected text, character for character.',
  },
  form: { zh: '目录格式', en: 'Catalog form' },
  xml: {
    zh: '<available_skills>（参考工具的格式）',
    en: '<available_skills> (the reference tooling’s form)',
  },
  plain: { zh: '纯列表', en: 'Plain list' },
  skill: { zh: 'Skill', en: 'Skill' },
  tokens: { zh: 'token', en: 'Tokens' },
  overhead: { zh: '包装与连接（标签、换行）', en: 'Wrapper and joins (tags, line breaks)' },
  total: { zh: '目录合计', en: 'Catalog total' },
  otherForm: { zh: '另一种格式合计：', en: 'The other form in total: ' },
  estimate: { zh: '估算', en: 'estimate' },
  approx: {
    zh: '有一段超过 1024 个字符且中间无法切分的文字被分段计数，合计是近似值。',
    en: 'A run of over 1,024 characters with no cut point was counted in pieces, so the total is approximate.',
  },
  failed: {
    zh: '分词器没能加载，计数仍是估算。',
    en: 'The tokenizer could not be loaded; the counts are still estimates.',
  },
  retry: { zh: '重试', en: 'Try again' },
} satisfies Record<string, B>;

export const PLANNER = {
  heading: { zh: '用这些文件做上下文预算', en: 'A context budget from these files' },
  intro: {
    zh: '目录成本来自每个 Skill 的目录条目，正文成本来自正文，资源成本来自 Skill 文件夹里的其他文件。选择激活的 Skill 和请求的资源，规划器实验的同一个函数给出结论。',
    en: 'Catalog costs come from each skill’s catalog entry, body costs from its body, resource costs from the other files in the skill folder. Pick the active skills and the requested resources; the planner lab’s own function decides.',
  },
  active: { zh: '激活的 Skill', en: 'Active skills' },
  requested: { zh: '请求的资源', en: 'Requested resources' },
  budget: { zh: '预算（token）', en: 'Budget (tokens)' },
  budgetBad: {
    zh: '预算须为 0 到 {max} 之间的整数。',
    en: 'The budget must be a whole number from 0 to {max}.',
  },
  notListed: { zh: '不在目录里', en: 'not in the catalog' },
  noResource: { zh: '目录里的 Skill 没有其他文件。', en: 'The listed skills have no other files.' },
  noSkill: { zh: '目录是空的。', en: 'The catalog is empty.' },
  owner: { zh: '属于 {skill}，{n} token', en: 'of {skill}, {n} tokens' },
  verdict: { zh: '规划器的结论', en: 'The planner’s verdict' },
  loading: { zh: '正在加载规划器…', en: 'Loading the planner…' },
  loadFailed: { zh: '规划器没能加载：', en: 'The planner could not be loaded: ' },
  input: { zh: '交给规划器的输入（由文件算出）', en: 'The planner’s input (computed from the files)' },
  open: {
    zh: '在规划器里打开（带着这份输入，路径点亮）',
    en: 'Open in the planner (with this input, path lit)',
  },
  steps: { zh: '规划器走过的检查', en: 'The planner’s checks' },
} satisfies Record<string, B>;

export const INJECT = {
  heading: { zh: '注入路径与提示词缓存', en: 'Injection paths and the prompt cache' },
  intro: {
    zh: '同一段对话，正文有三种放法。每一轮请求画成一摞块；斜线条纹的块命中了缓存（与此前某次请求的前缀相同），实心块按原价计费。',
    en: 'The same conversation, with the body placed three ways. Each turn’s request is drawn as a stack of blocks; striped blocks hit the cache (the same prefix as an earlier request), solid blocks are billed in full.',
  },
  script: { zh: '对话脚本', en: 'Conversation script' },
  scriptHelp: {
    zh: 'turns 里每一项是一轮：Skill 名称、null（不需要 Skill），或 {"skill": …, "tokens": …}；"/compact" 表示在两轮之间压缩上下文。',
    en: 'Each item of turns is a turn: a skill name, null (no skill needed) or {"skill": …, "tokens": …}; "/compact" compacts the context between two turns.',
  },
  scriptErrors: {
    zh: '脚本有错误，改好后才能模拟。',
    en: 'The script has errors; fix them to run the simulation.',
  },
  path: { zh: '注入路径', en: 'Injection path' },
  drawing: { zh: '每轮的上下文（{path}）', en: 'The context per turn ({path})' },
  subAgent: { zh: '子 Agent', en: 'sub-agent' },
  compaction: { zh: '压缩：历史换成摘要', en: 'Compaction: the history becomes a summary' },
  cached: { zh: '命中缓存', en: 'cached' },
  uncached: { zh: '未命中', en: 'uncached' },
  legend: { zh: '图例', en: 'Legend' },
  stale: { zh: '（旧正文）', en: '(stale body)' },
  turn: { zh: '轮次', en: 'Turn' },
  skill: { zh: 'Skill', en: 'Skill' },
  event: { zh: '正文', en: 'Body' },
  fullPrice: { zh: '折合原价 token', en: 'Full-price tokens' },
  cost: { zh: '费用（美元）', en: 'Cost (USD)' },
  total: { zh: '合计', en: 'Total' },
  compare: { zh: '三条路径对比', en: 'The three paths compared' },
  shown: { zh: '（上图）', en: '(drawn above)' },
  delta: {
    zh: '{a} 比 {b} 多 {n} 个折合原价 token（{cost} 美元）。',
    en: '{a} costs {n} more full-price tokens than {b} (USD {cost}).',
  },
  deltaLess: {
    zh: '{a} 比 {b} 少 {n} 个折合原价 token（{cost} 美元）。',
    en: '{a} costs {n} fewer full-price tokens than {b} (USD {cost}).',
  },
  deltaSame: { zh: '{a} 与 {b} 一样多。', en: '{a} and {b} cost the same.' },
  fullPriceNote: {
    zh: '折合原价 token = 未命中 token + cachedPrice × 命中 token。',
    en: 'Full-price tokens = uncached tokens + cachedPrice × cached tokens.',
  },
  modelHeading: {
    zh: '这是常见宿主的模型，不是协议规则',
    en: 'A model of common hosts, not a protocol rule',
  },
  noSkill: { zh: '（无）', en: '(none)' },
} satisfies Record<string, B>;

export const PATH_NAME: Readonly<Record<InjectionPath, B>> = {
  inline: { zh: 'inline：系统提示词末尾', en: 'inline: end of the system prompt' },
  attachment: { zh: 'attachment：user 消息里的附件', en: 'attachment: in the user message' },
  fork: { zh: 'fork：分叉的子 Agent', en: 'fork: a forked sub-agent' },
};

export const BLOCK_NAME: Readonly<Record<BlockKind, B>> = {
  system: { zh: '系统提示词', en: 'system prompt' },
  catalog: { zh: '目录', en: 'catalog' },
  body: { zh: 'Skill 正文', en: 'skill body' },
  history: { zh: '历史', en: 'history' },
  summary: { zh: '压缩摘要', en: 'summary' },
  turn: { zh: '本轮新输入', en: 'new input' },
  result: { zh: '子 Agent 结果', en: 'sub-agent result' },
};

export const EVENT_NAME: Readonly<Record<BodyEvent, B>> = {
  none: { zh: '—', en: '—' },
  inject: { zh: '注入', en: 'injected' },
  carry: { zh: '沿用', en: 'carried' },
  switch: { zh: '切换', en: 'switched' },
  reinject: { zh: '压缩后重新注入', en: 're-injected after compaction' },
  fork: { zh: '分叉', en: 'forked' },
};
