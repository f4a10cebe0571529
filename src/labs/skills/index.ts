/**
 * Lab "skills": skill folders as real files. The learner edits SKILL.md files and their resources; the
 * lab checks them as the Agent Skills specification states it (with the reference tooling's and the
 * client guide's readings beside it), shows the catalog a host injects with real token counts, feeds the
 * planner lab from the files, and simulates a conversation under the three injection paths.
 *
 * The tokenizer is not imported here: the UI calls `loadTokenCounter` (./load-tokenizer.ts, a dynamic
 * import) after first paint, which installs the o200k counter with `setTokenCounter`; until then counts
 * are estimates and say so. The re-exports below are what the lab's React half reads.
 */
import { msg, t, type Bilingual, type Lang } from '../../i18n/index.ts';
import type { InputBlock, LabRun } from '../contract.ts';
import { defineLab } from '../define.ts';
import { meta } from './meta.ts';
import { analyse } from './analyse.ts';
import { skillsBreakers } from './breakers.ts';
import { CONVERSATION_SCHEMA } from './conversation-schema.ts';
import { skillsFlowchart } from './flowchart.ts';
import { problemPlace } from './folder.ts';
import { RULES, type Severity } from './rules.ts';
import { SKILLS_STATE_VERSION, skillsStateSchema, type SkillsState } from './state.ts';
import { normalizePath } from './files.ts';
import { tokenCounter } from './token-count.ts';

export type { SkillsAnalysis } from './analyse.ts';
export { CATALOG_NOTES, type Catalog, type CatalogEntry, type CatalogForm } from './catalog.ts';
export { CONVERSATION_SCHEMA } from './conversation-schema.ts';
export { COMPACT, type ConversationProblem } from './conversation.ts';
export { normalizePath, pathProblem, type SkillProblem } from './files.ts';
export { loadTokenCounter } from './load-tokenizer.ts';
export type { PlannerInput } from './planner-input.ts';
export { plannerLink } from './planner-link.ts';
export { RULES, SOURCE_LABEL, type HostAction, type RuleId, type Severity } from './rules.ts';
export {
  MODEL_NOTES,
  PATHS,
  type Block,
  type BlockKind,
  type BodyEvent,
  type InjectionPath,
  type PathResult,
  type Request,
  type SimTurn,
  type Simulation,
} from './simulate.ts';
export {
  MAX_BUDGET,
  MAX_FILE_CHARS,
  MAX_FILES,
  MAX_PATH_CHARS,
  MAX_PICKS,
  MAX_TOTAL_CHARS,
  type SkillsState,
} from './state.ts';
export {
  ENCODING_NOTE,
  ESTIMATE_NOTE,
  tokenCounter,
  type EncodingName,
  type TokenCount,
} from './token-count.ts';
export { BODY_TOKENS_LIMIT, LINES_LIMIT, type SkillReport } from './validate.ts';

const SEVERITY_WORDS: Record<Severity, Bilingual> = {
  error: { en: 'error', zh: '错误' },
  warning: { en: 'warning', zh: '警告' },
  info: { en: 'info', zh: '提示' },
};

export function runSkills(state: SkillsState): LabRun {
  try {
    const a = analyse(state, tokenCounter());
    const d = a.folder.decisive;
    // Offsets are into one file. A single-text editor of `files` (the practice page) shows the first
    // file, so only a problem in that file is its marker; the lab's own UI marks every file itself.
    const first = state.files[0]?.path;
    const inFirst =
      d !== undefined && first !== undefined && (d.path === first || d.path === normalizePath(first));
    const rule = d && RULES[d.rule];
    // The rule's own sentence in the reader's language; the problem's detail is data (a value, a name).
    const text =
      d &&
      rule &&
      msg('skills.marker', {
        at: problemPlace(d),
        severity: SEVERITY_WORDS[rule.severity],
        message: rule.message,
        detail: d.detail,
      });
    const focus = d && {
      start: d.start,
      end: d.end,
      message: `${d.path}:${d.line}:${d.column} ${d.rule} (${RULES[d.rule].severity}): ${t('en', d.detail)}`,
      ...(text ? { text } : {}),
      field: inFirst ? 'files' : `files:${d.path}`,
    };
    return { outcome: a.folder.outcome, trace: a.folder.trace, value: a, ...(focus ? { focus } : {}) };
  } catch (e) {
    return {
      outcome: 'error',
      trace: [{ node: 'error', pass: false }],
      error: `internal error: ${String(e)}`,
      errorText: msg('lab.internalError', { detail: String(e) }),
    };
  }
}

function describe(state: SkillsState, lang: Lang): InputBlock[] {
  const zh = lang === 'zh';
  const list = (xs: readonly string[]) => (xs.length ? xs.join(', ') : zh ? '（无）' : '(none)');
  return [
    ...state.files.map((f): InputBlock => ({
      label: f.path,
      text: f.text,
      code: /\.md$/i.test(f.path) ? 'markdown' : 'text',
    })),
    { label: zh ? '激活的 Skill' : 'Active skills', text: list(state.active), code: 'inline' },
    { label: zh ? '请求的资源' : 'Requested resources', text: list(state.requested), code: 'inline' },
    { label: zh ? '预算（token）' : 'Budget (tokens)', text: String(state.budget), code: 'inline' },
    { label: zh ? '注入路径' : 'Injection path', text: state.injection, code: 'inline' },
    { label: zh ? '对话脚本' : 'Conversation script', text: state.conversation, code: 'json' },
  ];
}

export default defineLab<SkillsState>({
  ...meta,
  state: { version: SKILLS_STATE_VERSION, schema: skillsStateSchema },
  run: runSkills,
  flowcharts: [skillsFlowchart],
  happy: ['valid'],
  // The texts are YAML and Markdown, not JSON: run() places the marker itself (LabRun.focus, from the
  // problem the trace stopped at). These paths only name the frontmatter field each check is about.
  focus: { name: ['name'], folder: ['name'], description: ['description'] },
  breakers: skillsBreakers,
  fields: [
    {
      key: 'files',
      label: { zh: 'Skill 文件', en: 'Skill files' },
      language: 'markdown',
      file: 'SKILL.md',
    },
    {
      key: 'conversation',
      label: { zh: '对话脚本', en: 'Conversation script' },
      language: 'json',
      file: 'skills-conversation.json',
      schema: CONVERSATION_SCHEMA,
    },
  ],
  // A practice task edits the folder's first file; the other files stay as in the task's start.
  practice: {
    field: 'files',
    read: (s) => s.files[0]?.text ?? '',
    write: (s, text) => ({
      ...s,
      files: s.files.map((f, i) => (i === 0 ? { ...f, text: text ?? '' } : f)),
    }),
  },
  describe,
});
