/**
 * The skill-folder check as a flowchart. The checks run over every skill of the folder set in this
 * order; the trace stops at the first check that some skill fails with an error (→ `invalid`). When no
 * error is found, the last check looks at the guidance (lengths, references, name collisions) and ends
 * at `valid` or `warnings`. The terminal ids are the lab's outcome codes.
 */
import { defineFlowchart, yesNo, type TerminalId } from '../flowchart.ts';

/** The check nodes in the order they run. Every rule of rules.ts belongs to exactly one of them. */
export const SKILL_CHECKS = [
  'files',
  'frontmatter',
  'yaml',
  'fields',
  'name',
  'folder',
  'description',
  'optional',
  'guidance',
] as const;

export type SkillCheck = (typeof SKILL_CHECKS)[number];

export const skillsFlowchart = defineFlowchart({
  title: {
    zh: 'Skill 文件夹检查：从文件到宿主目录',
    en: 'Skill folder check: from files to the host catalog',
  },
  start: 'files',
  nodes: [
    {
      id: 'files',
      zh: '每个 Skill 文件夹都有 SKILL.md，路径规整？',
      en: 'Every skill folder has a SKILL.md, paths well formed?',
      terminal: false,
    },
    {
      id: 'frontmatter',
      zh: '以 --- 开头，并有一行 --- 收尾？',
      en: 'Starts with a --- line and has a closing --- line?',
      terminal: false,
    },
    {
      id: 'yaml',
      zh: '头部是朴素的 YAML 映射（无锚点、标签、流式写法、重复键）？',
      en: 'Frontmatter a plain YAML mapping (no anchors, tags, flow style, duplicate keys)?',
      terminal: false,
    },
    {
      id: 'fields',
      zh: '顶层只有规范列出的六个字段？',
      en: 'Only the six top-level fields the specification lists?',
      terminal: false,
    },
    {
      id: 'name',
      zh: 'name 为 1–64 个 a-z、0-9 与单个内部连字符？',
      en: 'name: 1–64 of a-z, 0-9 and single inner hyphens?',
      terminal: false,
    },
    { id: 'folder', zh: 'name 与所在文件夹同名？', en: 'name equals its folder name?', terminal: false },
    {
      id: 'description',
      zh: 'description 存在且为 1–1024 个字符？',
      en: 'description present, 1–1024 characters?',
      terminal: false,
    },
    {
      id: 'optional',
      zh: 'license、compatibility、metadata、allowed-tools 形状正确？',
      en: 'license, compatibility, metadata, allowed-tools well formed?',
      terminal: false,
    },
    {
      id: 'guidance',
      zh: '符合建议：少于 500 行、正文少于 5000 token、引用存在、名称不重复？',
      en: 'Within the guidance: < 500 lines, body < 5000 tokens, references exist, names unique?',
      terminal: false,
    },
    { id: 'valid', zh: 'valid：合乎规范', en: 'valid: follows the specification', terminal: true },
    {
      id: 'warnings',
      zh: 'warnings：合规，但有建议未满足',
      en: 'warnings: valid, with guidance not met',
      terminal: true,
    },
    { id: 'invalid', zh: 'invalid：违反规范', en: 'invalid: breaks the specification', terminal: true },
  ],
  edges: [
    ...yesNo('files', 'frontmatter', 'invalid'),
    ...yesNo('frontmatter', 'yaml', 'invalid'),
    ...yesNo('yaml', 'fields', 'invalid'),
    ...yesNo('fields', 'name', 'invalid'),
    ...yesNo('name', 'folder', 'invalid'),
    ...yesNo('folder', 'description', 'invalid'),
    ...yesNo('description', 'optional', 'invalid'),
    ...yesNo('optional', 'guidance', 'invalid'),
    ...yesNo('guidance', 'valid', 'warnings'),
  ],
});

export type SkillsOutcome = TerminalId<typeof skillsFlowchart>;
