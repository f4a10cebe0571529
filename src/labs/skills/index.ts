/**
 * Lab "skills": skill folders as real files. The learner edits SKILL.md files and their resources; the
 * lab checks them as the Agent Skills specification states it (with the reference tooling's and the
 * client guide's readings beside it), shows the catalog a host injects with real token counts, feeds the
 * planner lab from the files, and simulates a conversation under the three injection paths.
 *
 * The tokenizer is not imported here: the UI loads ./tokenizer.ts on demand and installs its counter
 * with `setTokenCounter` (./token-count.ts); until then counts are estimates and say so.
 */
import type { Lang } from '../../i18n/index.ts';
import type { InputBlock, LabRun } from '../contract.ts';
import { defineLab } from '../define.ts';
import { meta } from './meta.ts';
import { analyse } from './analyse.ts';
import { skillsBreakers } from './breakers.ts';
import { CONVERSATION_SCHEMA } from './conversation-schema.ts';
import { skillsFlowchart } from './flowchart.ts';
import { RULES } from './rules.ts';
import { SKILLS_STATE_VERSION, skillsStateSchema, type SkillsState } from './state.ts';
import { tokenCounter } from './token-count.ts';

export function runSkills(state: SkillsState): LabRun {
  try {
    const a = analyse(state, tokenCounter());
    const d = a.folder.decisive;
    const focus = d && {
      start: d.start,
      end: d.end,
      message: `${d.path}:${d.line}:${d.column} ${d.rule} (${RULES[d.rule].severity}): ${d.detail}`,
      field: 'files',
    };
    return { outcome: a.folder.outcome, trace: a.folder.trace, value: a, ...(focus ? { focus } : {}) };
  } catch (e) {
    return {
      outcome: 'error',
      trace: [{ node: 'error', pass: false }],
      error: `internal error: ${String(e)}`,
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
