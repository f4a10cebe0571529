/**
 * "Break it" buttons of the skills lab: each applies one typical mistake to the learner's current
 * files or conversation, as a pure function. A breaker returns null when its mistake does not apply
 * (no skill to break, nothing would change), so the UI can disable it.
 */
import type { Breaker } from '../contract.ts';
import { parseJson } from '../../json/index.ts';
import { COMPACT } from './conversation.ts';
import { groupFiles } from './files.ts';
import { readSkillMd, splitFrontmatter, type SkillMd } from './frontmatter.ts';
import type { SkillsState } from './state.ts';

interface Target {
  index: number;
  folder: string;
  text: string;
  md: SkillMd;
}

/** The skills whose SKILL.md can be read, in file order. */
function readable(state: SkillsState): Target[] {
  const out: Target[] = [];
  for (const f of groupFiles(state.files).folders) {
    if (!f.skillMd) continue;
    const md = readSkillMd(f.skillMd.path, f.skillMd.text, f.folder).skill;
    if (md) out.push({ index: f.skillMd.index, folder: f.folder, text: f.skillMd.text, md });
  }
  return out;
}

function withText(state: SkillsState, index: number, text: string): SkillsState | null {
  if (state.files[index]?.text === text) return null;
  return { ...state, files: state.files.map((f, i) => (i === index ? { ...f, text } : f)) };
}

/** The end of the line that holds `offset`, past its line break. */
function afterLine(text: string, offset: number): number {
  const m = /\r\n|\r|\n/g;
  m.lastIndex = offset;
  const hit = m.exec(text);
  return hit ? hit.index + hit[0].length : text.length;
}

const capitalise = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

/** Our own filler for an oversized body: a checklist that goes on far too long. */
function longChecklist(lines: number): string {
  const topics = ['the city name', 'the date range', 'the units', 'the data source', 'the wording'];
  const out: string[] = ['', '## Exhaustive checklist', ''];
  for (let i = 1; i <= lines; i++)
    out.push(
      `${i}. Check ${topics[i % topics.length]} once more, compare it with step ${i - 1}, and note any difference.`,
    );
  return out.join('\n') + '\n';
}

type TurnEdit = (items: string[], skills: (string | null)[], tokens: (number | null)[]) => string[] | null;

function editTurns(state: SkillsState, edit: TurnEdit) {
  const parsed = parseJson(state.conversation);
  if (!parsed.ok || parsed.value.kind !== 'object') return null;
  const turns = parsed.value.entries.get('turns')?.value;
  if (!turns || turns.kind !== 'array') return null;
  const text = state.conversation;
  const items = turns.items.map((i) => text.slice(i.start, i.end));
  const skills = turns.items.map((i) => {
    const v = i.kind === 'object' ? i.entries.get('skill')?.value : i;
    return v?.kind === 'string' ? v.value : null;
  });
  const tokens = turns.items.map((i) => {
    const v = i.kind === 'object' ? i.entries.get('tokens')?.value : undefined;
    return v?.kind === 'int' ? Number(v.value) : null;
  });
  const next = edit(items, skills, tokens);
  if (!next) return null;
  const conversation = text.slice(0, turns.start) + '[' + next.join(', ') + ']' + text.slice(turns.end);
  return conversation === text ? null : { ...state, conversation };
}

export const skillsBreakers: Breaker<SkillsState>[] = [
  {
    id: 'name-capitals',
    label: { zh: 'name 写成大写开头', en: 'Capitals in the name' },
    apply: (s) => {
      const t = readable(s).find((x) => {
        const n = x.md.fields.get('name');
        return n?.kind === 'string' && capitalise(n.text) !== n.text;
      });
      const n = t?.md.fields.get('name');
      if (!t || !n) return null;
      return withText(s, t.index, t.text.slice(0, n.start) + capitalise(n.text) + t.text.slice(n.end));
    },
  },
  {
    id: 'drop-description',
    label: { zh: '删掉 description', en: 'Drop the description' },
    apply: (s) => {
      const t = readable(s).find((x) => x.md.fields.has('description'));
      if (!t) return null;
      let text = t.text;
      // Remove every description line, last first so earlier offsets stay right.
      for (const p of [...t.md.pairs].reverse())
        if (p.key === 'description') {
          const lineStart =
            Math.max(text.lastIndexOf('\n', p.keyStart - 1), text.lastIndexOf('\r', p.keyStart - 1)) + 1;
          text = text.slice(0, lineStart) + text.slice(afterLine(text, Math.max(p.end - 1, p.keyEnd)));
        }
      return withText(s, t.index, text);
    },
  },
  {
    id: 'oversized-body',
    label: { zh: '正文写得过长', en: 'An oversized body' },
    apply: (s) => {
      const t = readable(s)[0];
      if (!t) return null;
      const sep = t.text.endsWith('\n') || t.text === '' ? '' : '\n';
      return withText(s, t.index, t.text + sep + longChecklist(520));
    },
  },
  {
    id: 'unknown-field',
    label: { zh: '加一个自造的顶层字段', en: 'Add a made-up top-level field' },
    apply: (s) => {
      const t = readable(s).find((x) => !x.md.fields.has('owner'));
      const split = t && splitFrontmatter(t.text);
      if (!t || !split?.ok) return null;
      const nl = /\r\n/.test(t.text) ? '\r\n' : '\n';
      return withText(
        s,
        t.index,
        t.text.slice(0, split.fmEnd) + 'owner: docs-team' + nl + t.text.slice(split.fmEnd),
      );
    },
  },
  {
    id: 'rename-folder',
    label: { zh: '只改文件夹名', en: 'Rename only the folder' },
    apply: (s) => {
      const t = readable(s)[0];
      if (!t) return null;
      const from = t.folder + '/';
      const to = `${t.folder}-old/`;
      const move = (p: string) => (p.startsWith(from) ? to + p.slice(from.length) : p);
      const files = s.files.map((f) => {
        const p = f.path.replace(/^(\.\/)+/, '');
        return p.startsWith(from) ? { ...f, path: move(p) } : f;
      });
      return { ...s, files, requested: s.requested.map(move) };
    },
  },
  {
    id: 'switch-topic',
    label: { zh: '对话中途换话题', en: 'Switch topic mid-conversation' },
    apply: (s) => {
      const names = readable(s).flatMap((t) => {
        const n = t.md.fields.get('name');
        return n?.kind === 'string' ? [n.text] : [];
      });
      return editTurns(s, (items, skills, tokens) => {
        const turnAt = items.map((it, i) => (it === JSON.stringify(COMPACT) ? -1 : i)).filter((i) => i >= 0);
        if (turnAt.length < 2) return null;
        const first = skills[turnAt[0]!] ?? names[0];
        const other = names.find((n) => n !== first);
        if (!other) return null;
        const mid = turnAt[Math.floor(turnAt.length / 2)]!;
        const turn = (i: number) => {
          const n = tokens[i];
          return n === null || n === undefined
            ? JSON.stringify(other)
            : JSON.stringify({ skill: other, tokens: n });
        };
        return items.map((it, i) => (i >= mid && turnAt.includes(i) ? turn(i) : it));
      });
    },
  },
  {
    id: 'compact',
    label: { zh: '在最后一轮前压缩上下文', en: 'Compact before the last turn' },
    apply: (s) =>
      editTurns(s, (items) => {
        if (items.length < 2 || items.at(-2) === JSON.stringify(COMPACT)) return null;
        return [...items.slice(0, -1), JSON.stringify(COMPACT), items.at(-1)!];
      }),
  },
];
