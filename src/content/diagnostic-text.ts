/**
 * The pipeline's diagnostics in the reader's language. The checks write their messages and hints in
 * English (what `npm run check:content` prints); this catalogue gives each of those sentences its
 * Chinese form, matched by the sentence's fixed words and carrying its variable parts (ids, paths,
 * field names, the parser's own words) across unchanged. A test renders pages that raise every message
 * and fails when one has no entry here, so a new or reworded check cannot reach the preview in English.
 */
import type { Diagnostic, Lang } from './types.ts';

type Zh = (...parts: string[]) => string;

interface Entry {
  /** Names the sentence (tests check that every entry is reached). */
  id: string;
  /** Only for diagnostics of this rule (for sentences too general to tell apart by their words). */
  rule?: string;
  en: RegExp;
  zh: Zh;
}

const TYPE_ZH: Record<string, string> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  null: 'null',
};

/** Mermaid's "Parse error on line N (diagram line M):" and other "line N (diagram line M)", in Chinese. */
const mermaidLines = (s: string) =>
  s
    .replace(/^Parse error on line (\d+) \(diagram line (\d+)\):\s*/, '第 $1 行（图内第 $2 行）有语法错误：')
    .replace(/\bline (\d+) \(diagram line (\d+)\)/g, '第 $1 行（图内第 $2 行）');

/** Messages, most specific first (the first match wins). */
export const MESSAGES: readonly Entry[] = [
  {
    id: 'unsafe-link',
    en: /^Link with a (\S+): URL is not allowed$/,
    zh: (s) => `不允许链接到 ${s}: 开头的地址`,
  },
  { id: 'math-command', en: /^\\(\S+) is not allowed in math$/, zh: (c) => `公式里不允许使用 \\${c}` },
  { id: 'katex', en: /^KaTeX: (.*)$/s, zh: (t) => `KaTeX 无法排版这个公式：${t}` },
  {
    id: 'duplicate-anchor',
    en: /^Heading "(.*)" repeats the anchor #(.*); it gets #(.*)$/,
    zh: (h, a, b) => `标题“${h}”与已有的锚点 #${a} 重复，它得到的锚点是 #${b}`,
  },
  { id: 'code-lang', en: /^Code block has no language$/, zh: () => '代码块没有标注语言' },
  {
    id: 'image-origin',
    en: /^Image from another origin was removed: (.*)$/,
    zh: (src) => `来自其他站点的图片已被移除：${src}`,
  },
  {
    id: 'image-src',
    en: /^Image without a usable source was removed$/,
    zh: () => '没有可用地址的图片已被移除',
  },
  { id: 'image-alt', en: /^Image has no alt text$/, zh: () => '图片没有替代文字（alt）' },
  { id: 'no-title', en: /^Page has no h1 title$/, zh: () => '页面没有一级标题（h1）' },
  {
    id: 'many-titles',
    en: /^Page has more than one h1 title \("(.*)"\)$/,
    zh: (t) => `页面有不止一个一级标题（“${t}”）`,
  },
  { id: 'section-order', en: /^Section "(.*)" is out of order$/, zh: (s) => `小节“${s}”的位置不对` },
  { id: 'section-missing', en: /^Missing required sections?: (.*)$/, zh: (s) => `缺少必需的小节：${s}` },
  {
    id: 'claim-unknown',
    en: /^Claim "(.*)" is not in content\/claims\.json$/,
    zh: (c) => `论断“${c}”不在 content/claims.json 里`,
  },
  { id: 'claim-sources', en: /^Claim "(.*)" has no sources$/, zh: (c) => `论断“${c}”没有来源` },
  { id: 'anchor-here', en: /^Anchor #(.*) does not exist on this page$/, zh: (a) => `本页没有锚点 #${a}` },
  {
    id: 'link-unchecked',
    en: /^Link (.*) cannot be checked without the wiki$/,
    zh: (l) => `链接 ${l} 要有整个 wiki 才能检查`,
  },
  { id: 'link-target', en: /^Link target (.*) does not exist$/, zh: (l) => `链接目标 ${l} 不存在` },
  {
    id: 'anchor-there',
    en: /^Anchor #(.*) does not exist on (\S+)$/,
    zh: (a, p) => `${p} 上没有锚点 #${a}`,
  },
  { id: 'fm-open', en: /^Frontmatter is not closed$/, zh: () => 'frontmatter 没有结束行' },
  { id: 'fm-none', en: /^Page has no frontmatter$/, zh: () => '页面没有 frontmatter' },
  { id: 'yaml', en: /^YAML: (.*)$/s, zh: (t) => `YAML 语法错误：${t}` },
  {
    id: 'fm-missing',
    en: /^Frontmatter field "(.*)" is missing$/,
    zh: (f) => `frontmatter 缺少字段“${f}”`,
  },
  { id: 'fm-unknown', en: /^Unknown frontmatter field "(.*)"$/, zh: (f) => `frontmatter 里有未知字段“${f}”` },
  { id: 'fm-enum', en: /^Invalid (\S+) (.*)$/, zh: (f, v) => `${f} 的值 ${v} 不在允许的取值里` },
  {
    id: 'fm-minimum',
    en: /^(\S+) must be >= (\S+), got (.*)$/,
    zh: (f, n, v) => `${f} 必须 ≥ ${n}，实际是 ${v}`,
  },
  {
    id: 'fm-type',
    en: /^(\S+) must be (\w+), got (.*)$/,
    zh: (f, t, v) => `${f} 应该是${TYPE_ZH[t] ?? t}，实际是 ${v}`,
  },
  { id: 'fm-kebab', en: /^(\S+) (.*) is not kebab-case$/, zh: (f, v) => `${f} 的值 ${v} 不是 kebab-case` },
  { id: 'fm-date', en: /^(\S+) (.*) is not a valid date$/, zh: (f, v) => `${f} 的值 ${v} 不是有效日期` },
  { id: 'fm-unique', en: /^(\S+) lists the same id twice$/, zh: (f) => `${f} 里有重复的 id` },
  {
    id: 'wiki-duplicate-id',
    en: /^id "(.*)" is already used by (.*)$/,
    zh: (id, p) => `id“${id}”已经被 ${p} 使用`,
  },
  { id: 'mermaid-load', en: /^Mermaid could not be loaded: (.*)$/s, zh: (t) => `Mermaid 没能加载：${t}` },
  {
    id: 'mermaid-unclosed',
    en: /^Mermaid: "(.)" opened on line (\d+), column (\d+) is not closed on that line; the parser stopped later: (.*)$/s,
    zh: (c, l, col, t) =>
      `Mermaid 图无法解析：第 ${l} 行第 ${col} 列的“${c}”没有在这一行闭合；解析器到后面才停下：${mermaidLines(t)}`,
  },
  { id: 'mermaid', en: /^Mermaid: (.*)$/s, zh: (t) => `Mermaid 图无法解析：${mermaidLines(t)}` },
  // Ajv's own sentence for a frontmatter rule without a message of its own (kept as Ajv wrote it).
  {
    id: 'fm-other',
    rule: 'frontmatter',
    en: /^(\S+) (.*)$/s,
    zh: (f, t) => `frontmatter 字段 ${f} 不合格：${t}`,
  },
];

/** Hints, the same way. */
export const HINTS: readonly Entry[] = [
  {
    id: 'unsafe-link',
    en: /^Link only to wiki pages, \/labs\/… paths or http\(s\) URLs$/,
    zh: () => '只链接到 wiki 页面、/labs/… 路径或 http(s) 地址',
  },
  {
    id: 'math-command',
    en: /^Math may not contain links or HTML; put the link in the text next to the formula$/,
    zh: () => '公式里不能有链接或 HTML；把链接放到公式旁边的文字里',
  },
  {
    id: 'katex',
    en: /^Fix the formula; KaTeX supports the commands listed at (\S+)$/,
    zh: (url) => `修正公式；KaTeX 支持的命令见 ${url}`,
  },
  {
    id: 'duplicate-anchor',
    en: /^Give the heading a distinct title so links to it stay stable$/,
    zh: () => '给这个标题换一个不重复的名字，指向它的链接才会稳定',
  },
  {
    id: 'code-lang',
    en: /^Name the language after the opening fence, e\.g\. ```python \(```text for plain text\)$/,
    zh: () => '在开头的 ``` 后写上语言，例如 ```python（纯文本写 ```text）',
  },
  {
    id: 'image-src',
    en: /^Use a relative path to an image stored with the wiki$/,
    zh: () => '用相对路径指向和 wiki 存放在一起的图片',
  },
  {
    id: 'image-alt',
    en: /^Describe the image: !\[what it shows\]\(path\.png\)$/,
    zh: () => '写出图片的内容：![图里是什么](path.png)',
  },
  {
    id: 'no-title',
    en: /^Start the body with exactly one "# Title" line$/,
    zh: () => '正文以一行（且只有一行）“# 标题”开头',
  },
  {
    id: 'many-titles',
    en: /^Keep one "# Title"; make the other headings "##" sections$/,
    zh: () => '只留一个“# 标题”，其余标题改成“##”小节',
  },
  { id: 'sections', en: /^Required sections, in order: (.*)$/, zh: (s) => `必需的小节（按顺序）：${s}` },
  {
    id: 'claim-unknown',
    en: /^Add the claim \(statement, sources, checked\) to content\/claims\.json or remove it from claim_ids$/,
    zh: () =>
      '在 content/claims.json 里补上这条论断（statement、sources、checked），或把它从 claim_ids 里删掉',
  },
  {
    id: 'claim-sources',
    en: /^Give the claim at least one source with a title and a url \(or repo, commit and path\)$/,
    zh: () => '给这条论断至少一个来源：title 加 url（或 repo、commit 和 path）',
  },
  {
    id: 'anchor-here',
    en: /^Link to one of the heading ids: (.*)$/,
    zh: (ids) => `改为链接到本页的标题 id：${ids}`,
  },
  {
    id: 'link-unchecked',
    en: /^Run npm run check:content to check links across the wiki$/,
    zh: () => '运行 npm run check:content 检查整个 wiki 的链接',
  },
  {
    id: 'link-md',
    en: /^Check the file name and the relative path \((.*)\)$/,
    zh: (ex) => `检查文件名和相对路径（${ex}）`,
  },
  {
    id: 'link-source',
    en: /^Only wiki pages \(\.md\) can be linked; link source files through their page or an http\(s\) URL$/,
    zh: () => '只能链接 wiki 页面（.md）；源文件请通过它所在的页面或 http(s) 地址链接',
  },
  {
    id: 'anchor-there',
    en: /^Link to one of its heading ids: (.*)$/,
    zh: (ids) => `改为链接到那一页的标题 id：${ids}`,
  },
  {
    id: 'fm-open',
    en: /^End the frontmatter with a line containing only ---$/,
    zh: () => '用只有 --- 的一行结束 frontmatter',
  },
  {
    id: 'fm-none',
    en: /^Start the page with a --- block holding (.*)$/,
    zh: (fields) => `在页面开头写一个 --- 块，包含 ${fields.replace(/ and /g, ', ')}`,
  },
  {
    id: 'yaml',
    en: /^Fix the YAML syntax of the frontmatter \(key: value, one per line\)$/,
    zh: () => '修正 frontmatter 的 YAML 语法（每行一个 key: value）',
  },
  { id: 'fm-missing', en: /^Add `(.*)` to the frontmatter$/, zh: (f) => `在 frontmatter 里加上 \`${f}\`` },
  {
    id: 'fm-unknown',
    en: /^Remove it or fix its spelling; allowed fields: (.*)$/,
    zh: (fields) => `删掉它或改正拼写；允许的字段：${fields}`,
  },
  { id: 'fm-enum', en: /^(\S+) must be one of (.*)$/, zh: (f, vs) => `${f} 只能是这些值之一：${vs}` },
  { id: 'fm-type', en: /^Write it like `(.*)`$/, zh: (ex) => `照这样写：\`${ex}\`` },
  {
    id: 'fm-kebab',
    en: /^Use lower-case letters, digits and single hyphens, like `(.*)`$/,
    zh: (ex) => `只用小写字母、数字和单个连字符，例如 \`${ex}\``,
  },
  {
    id: 'fm-date',
    en: /^Write the date as YYYY-MM-DD, e\.g\. `(.*)`$/,
    zh: (ex) => `日期写成 YYYY-MM-DD，例如 \`${ex}\``,
  },
  {
    id: 'fm-minimum',
    en: /^page_version is an integer starting at 1; raise it when the page changes meaningfully$/,
    zh: () => 'page_version 是从 1 开始的整数；页面有实质改动时把它加一',
  },
  { id: 'fm-unique', en: /^Remove the duplicate entry$/, zh: () => '删掉重复的那一项' },
  { id: 'fm-other', en: /^See content\/README\.md$/, zh: () => '见 content/README.md' },
  {
    id: 'wiki-duplicate-id',
    en: /^Give each page a unique id \(one (\S+) file per id\)$/,
    zh: (ext) => `每个页面用不同的 id（每个 id 一个 ${ext} 文件）`,
  },
  {
    id: 'mermaid',
    en: /^Fix the diagram syntax \(flowchart TD, then one "A --> B" edge per line\); the first line may be "%% title: …"$/,
    zh: () => '修正图的语法（先写 flowchart TD，再每行一条“A --> B”边）；第一行可以是“%% title: …”',
  },
];

function translate(table: readonly Entry[], text: string, rule: string): { id: string; zh: string } | null {
  for (const e of table) {
    if (e.rule !== undefined && e.rule !== rule) continue;
    const m = e.en.exec(text);
    if (m) return { id: e.id, zh: e.zh(...m.slice(1)) };
  }
  return null;
}

/** Which catalogue entries a diagnostic's message and hint are (null: none; tests use this). */
export function diagnosticEntries(d: Pick<Diagnostic, 'rule' | 'message' | 'hint'>): {
  message: string | null;
  hint: string | null;
} {
  return {
    message: translate(MESSAGES, d.message, d.rule)?.id ?? null,
    hint: d.hint === undefined ? null : (translate(HINTS, d.hint, d.rule)?.id ?? null),
  };
}

/** The diagnostic with its message and hint in `lang` (English as written; Chinese from the catalogue). */
export function localizeDiagnostic<D extends Diagnostic>(d: D, lang: Lang): D {
  if (lang === 'en') return d;
  const message = translate(MESSAGES, d.message, d.rule)?.zh ?? d.message;
  const hint = d.hint === undefined ? undefined : (translate(HINTS, d.hint, d.rule)?.zh ?? d.hint);
  return { ...d, message, ...(hint === undefined ? {} : { hint }) };
}
