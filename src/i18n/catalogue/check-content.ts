/**
 * What `npm run check:content` says of its own (the folders and claims files it reads). It prints the
 * English; the Chinese is here because every message of the catalogue has both.
 */
export const CHECK_CONTENT = {
  'checkContent.notAFolder': { en: 'Not a folder of wiki pages', zh: '这不是一个放维基页面的文件夹' },
  'checkContent.notAFolder.hint': {
    en: 'Pass a folder that holds .md pages (default: content/wiki)',
    zh: '给出一个放 .md 页面的文件夹（默认 content/wiki）',
  },
  'checkContent.claimsJson': {
    en: 'Claims file is not valid JSON ({detail})',
    zh: '论断文件不是合法的 JSON（{detail}）',
  },
  'checkContent.claimsJson.hint': { en: 'Fix the JSON syntax', zh: '改正 JSON 语法' },
  'checkContent.claimsShape': {
    en: 'Claims file must be an object of claim id → claim',
    zh: '论断文件必须是“论断 id → 论断”的对象',
  },
  'checkContent.claimStatement': {
    en: 'Claim "{claim}" needs a statement with zh and en',
    zh: '论断“{claim}”需要一个含 zh 与 en 的 statement',
  },
  'checkContent.claimStatement.hint': {
    en: 'Add a "statement" object with a "zh" and an "en" text',
    zh: '补上一个 `statement` 对象，含 `zh` 与 `en` 两段文字',
  },
  'checkContent.claimChecked': {
    en: 'Claim "{claim}" needs "checked" as YYYY-MM-DD',
    zh: '论断“{claim}”需要写成 YYYY-MM-DD 的 `checked`',
  },
  'checkContent.claimChecked.hint': {
    en: 'Add "checked": "2026-11-29"',
    zh: '补上 `"checked": "2026-11-29"`',
  },
  'checkContent.claimSource': {
    en: 'Claim "{claim}" source {n} needs a title and an http(s) url, or repo, commit and path',
    zh: '论断“{claim}”的第 {n} 个来源需要 title 和 http(s) 网址，或 repo、commit 与 path',
  },
  'checkContent.claims.hint': {
    en: 'See content/README.md, "Claims"',
    zh: '见 content/README.md 的“Claims”一节',
  },
} as const;
