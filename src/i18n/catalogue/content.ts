/**
 * The content pipeline's diagnostics and hints (what `check:content` prints in English and the
 * preview shows in the reader's language). Placeholders are data: ids, paths, values, a parser's words.
 */
export const CONTENT = {
  'content.unsafeLink': {
    en: 'Link with a {scheme}: URL is not allowed',
    zh: '不允许链接到以 `{scheme}:` 开头的地址',
  },
  'content.unsafeLink.hint': {
    en: 'Link only to wiki pages, /labs/… paths or http(s) URLs',
    zh: '只链接到 wiki 页面、/labs/… 路径或 http(s) 地址',
  },
  'content.mathCommand': { en: '\\{command} is not allowed in math', zh: '公式里不允许使用 \\{command}' },
  'content.mathCommand.hint': {
    en: 'Math may not contain links or HTML; put the link in the text next to the formula',
    zh: '公式里不能有链接或 HTML；把链接放到公式旁边的文字里',
  },
  'content.katex': { en: 'KaTeX: {detail}', zh: 'KaTeX 无法排版这个公式：{detail}' },
  'content.katex.hint': {
    en: 'Fix the formula; KaTeX supports the commands listed at {url}',
    zh: '修正公式；KaTeX 支持的命令见 {url}',
  },
  'content.duplicateAnchor': {
    en: 'Heading "{heading}" repeats the anchor #{anchor}; it gets #{given}',
    zh: '标题“{heading}”与已有的锚点 #{anchor} 重复，它得到的锚点是 #{given}',
  },
  'content.duplicateAnchor.hint': {
    en: 'Give the heading a distinct title so links to it stay stable',
    zh: '给这个标题换一个不重复的名字，指向它的链接才会稳定',
  },
  'content.codeLang': { en: 'Code block has no language', zh: '代码块没有标注语言' },
  'content.codeLang.hint': {
    en: 'Name the language after the opening fence, e.g. ```python (```text for plain text)',
    zh: '在开头的 ``` 后写上语言，例如 ```python（纯文本写 ```text）',
  },
  'content.imageOrigin': {
    en: 'Image from another origin was removed: {src}',
    zh: '来自其他站点的图片已被移除：{src}',
  },
  'content.imageSrc': { en: 'Image without a usable source was removed', zh: '没有可用地址的图片已被移除' },
  'content.imageSrc.hint': {
    en: 'Use a relative path to an image stored with the wiki',
    zh: '用相对路径指向和 wiki 存放在一起的图片',
  },
  'content.imageAlt': { en: 'Image has no alt text', zh: '图片没有替代文字（alt）' },
  'content.imageAlt.hint': {
    en: 'Describe the image: ![what it shows](path.png)',
    zh: '写出图片的内容：![图里是什么](path.png)',
  },
  'content.noTitle': { en: 'Page has no h1 title', zh: '页面没有一级标题（h1）' },
  'content.noTitle.hint': {
    en: 'Start the body with exactly one "# Title" line',
    zh: '正文以一行（且只有一行）“# 标题”开头',
  },
  'content.manyTitles': {
    en: 'Page has more than one h1 title ("{title}")',
    zh: '页面有不止一个一级标题（“{title}”）',
  },
  'content.manyTitles.hint': {
    en: 'Keep one "# Title"; make the other headings "##" sections',
    zh: '只留一个“# 标题”，其余标题改成“##”小节',
  },
  'content.sectionOrder': { en: 'Section "{section}" is out of order', zh: '小节“{section}”的位置不对' },
  'content.sectionMissing': { en: 'Missing required section: {sections}', zh: '缺少必需的小节：{sections}' },
  'content.sectionsMissing': {
    en: 'Missing required sections: {sections}',
    zh: '缺少必需的小节：{sections}',
  },
  'content.sections.hint': {
    en: 'Required sections, in order: {sections}',
    zh: '必需的小节（按顺序）：{sections}',
  },
  'content.claimUnknown': {
    en: 'Claim "{claim}" is not in {file}',
    zh: '论断“{claim}”不在 {file} 里',
  },
  'content.claimUnknown.hint': {
    en: 'Add the claim (statement, sources, checked) to {file} or remove it from claim_ids',
    zh: '在 {file} 里补上这条论断（statement、sources、checked），或把它从 claim_ids 里删掉',
  },
  'content.claimSources': { en: 'Claim "{claim}" has no sources', zh: '论断“{claim}”没有来源' },
  'content.claimSources.hint': {
    en: 'Give the claim at least one source with a title and a url (or repo, commit and path)',
    zh: '给这条论断至少一个来源：title 加 url（或 repo、commit 和 path）',
  },
  'content.anchorHere': { en: 'Anchor #{anchor} does not exist on this page', zh: '本页没有锚点 #{anchor}' },
  'content.anchorHere.hint': {
    en: 'Link to one of the heading ids: {ids}',
    zh: '改为链接到本页的标题 id：{ids}',
  },
  'content.linkUnchecked': {
    en: 'Link {link} cannot be checked without the wiki',
    zh: '链接 {link} 要有整个 wiki 才能检查',
  },
  'content.linkUnchecked.hint': {
    en: 'Run npm run check:content to check links across the wiki',
    zh: '运行 `npm run check:content` 检查整个 wiki 的链接',
  },
  'content.linkTarget': { en: 'Link target {link} does not exist', zh: '链接目标 {link} 不存在' },
  'content.linkMd.hint': {
    en: 'Check the file name and the relative path ({examples})',
    zh: '检查文件名和相对路径（{examples}）',
  },
  'content.linkSource.hint': {
    en: 'Only wiki pages (.md) can be linked; link source files through their page or an http(s) URL',
    zh: '只能链接 wiki 页面（.md）；源文件请通过它所在的页面或 http(s) 地址链接',
  },
  'content.anchorThere': {
    en: 'Anchor #{anchor} does not exist on {page}',
    zh: '{page} 上没有锚点 #{anchor}',
  },
  'content.anchorThere.hint': {
    en: 'Link to one of its heading ids: {ids}',
    zh: '改为链接到那一页的标题 id：{ids}',
  },
  'content.fmOpen': { en: 'Frontmatter is not closed', zh: 'frontmatter 没有结束行' },
  'content.fmOpen.hint': {
    en: 'End the frontmatter with a line containing only ---',
    zh: '用只有 --- 的一行结束 frontmatter',
  },
  'content.fmNone': { en: 'Page has no frontmatter', zh: '页面没有 frontmatter' },
  'content.fmNone.hint': {
    en: 'Start the page with a --- block holding {fields} and {last}',
    zh: '在页面开头写一个 --- 块，包含 {fields}, {last}',
  },
  'content.yaml': { en: 'YAML: {detail}', zh: 'YAML 语法错误：{detail}' },
  'content.yaml.hint': {
    en: 'Fix the YAML syntax of the frontmatter (key: value, one per line)',
    zh: '修正 frontmatter 的 YAML 语法（每行一个 `key: value`）',
  },
  'content.fmMissing': { en: 'Frontmatter field "{field}" is missing', zh: 'frontmatter 缺少字段“{field}”' },
  'content.fmMissing.hint': { en: 'Add `{field}` to the frontmatter', zh: '在 frontmatter 里加上 `{field}`' },
  'content.fmUnknown': { en: 'Unknown frontmatter field "{field}"', zh: 'frontmatter 里有未知字段“{field}”' },
  'content.fmUnknown.hint': {
    en: 'Remove it or fix its spelling; allowed fields: {fields}',
    zh: '删掉它或改正拼写；允许的字段：{fields}',
  },
  'content.fmEnum': { en: 'Invalid {field} {value}', zh: '{field} 的值 {value} 不在允许的取值里' },
  'content.fmEnum.hint': { en: '{field} must be one of {values}', zh: '{field} 只能是这些值之一：{values}' },
  'content.fmType': { en: '{field} must be {type}, got {value}', zh: '{field} 应该是{type}，实际是 {value}' },
  'content.fmType.hint': { en: 'Write it like `{example}`', zh: '照这样写：`{example}`' },
  'content.fmKebab': { en: '{field} {value} is not kebab-case', zh: '{field} 的值 {value} 不是 kebab-case' },
  'content.fmKebab.hint': {
    en: 'Use lower-case letters, digits and single hyphens, like `{example}`',
    zh: '只用小写字母、数字和单个连字符，例如 `{example}`',
  },
  'content.fmDate': { en: '{field} {value} is not a valid date', zh: '{field} 的值 {value} 不是有效日期' },
  'content.fmDate.hint': {
    en: 'Write the date as YYYY-MM-DD, e.g. `{example}`',
    zh: '日期写成 YYYY-MM-DD，例如 `{example}`',
  },
  'content.fmMinimum': {
    en: '{field} must be >= {limit}, got {value}',
    zh: '{field} 必须 ≥ {limit}，实际是 {value}',
  },
  'content.fmMinimum.hint': {
    en: 'page_version is an integer starting at 1; raise it when the page changes meaningfully',
    zh: 'page_version 是从 1 开始的整数；页面有实质改动时把它加一',
  },
  'content.fmUnique': { en: '{field} lists the same id twice', zh: '{field} 里有重复的 id' },
  'content.fmUnique.hint': { en: 'Remove the duplicate entry', zh: '删掉重复的那一项' },
  'content.fmOther': { en: '{field} {detail}', zh: 'frontmatter 字段 {field} 不合格：{detail}' },
  'content.fmOther.hint': { en: 'See content/README.md', zh: '见 content/README.md' },
  'content.duplicateId': { en: 'id "{id}" is already used by {path}', zh: 'id“{id}”已经被 {path} 使用' },
  'content.duplicateId.hint': {
    en: 'Give each page a unique id (one {ext} file per id)',
    zh: '每个页面用不同的 id（每个 id 一个 {ext} 文件）',
  },
  'content.mermaidLoad': { en: 'Mermaid could not be loaded: {detail}', zh: 'Mermaid 没能加载：{detail}' },
  'content.mermaid': { en: 'Mermaid: {detail}', zh: 'Mermaid 图无法解析：{detail}' },
  'content.mermaidAt': {
    en: 'Mermaid: Parse error on line {line} (diagram line {diagramLine}): {detail}',
    zh: 'Mermaid 图无法解析：第 {line} 行（图内第 {diagramLine} 行）有语法错误：{detail}',
  },
  'content.mermaidParse': {
    en: 'Parse error on line {line} (diagram line {diagramLine}): {detail}',
    zh: '第 {line} 行（图内第 {diagramLine} 行）有语法错误：{detail}',
  },
  'content.mermaidUnclosed': {
    en: 'Mermaid: "{char}" opened on line {line}, column {column} is not closed on that line; the parser stopped later: {parser}',
    zh: 'Mermaid 图无法解析：第 {line} 行第 {column} 列的“{char}”没有在这一行闭合；解析器到后面才停下：{parser}',
  },
  'content.mermaid.hint': {
    en: 'Fix the diagram syntax (flowchart TD, then one "A --> B" edge per line); the first line may be "%% title: …"',
    zh: '修正图的语法（先写 `flowchart TD`，再每行一条 `A --> B` 边）；第一行可以是 `%% title: …`',
  },
} as const;

/** JSON types as the frontmatter checks name them. */
export const JSON_TYPE_NAMES = {
  string: { en: 'string', zh: '字符串' },
  integer: { en: 'integer', zh: '整数' },
  number: { en: 'number', zh: '数字' },
  boolean: { en: 'boolean', zh: '布尔值' },
  array: { en: 'array', zh: '数组' },
  object: { en: 'object', zh: '对象' },
  null: { en: 'null', zh: 'null' },
} as const;
