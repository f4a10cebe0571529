/** "Break it" buttons of the selection-eval lab: each one common way an evaluation goes wrong. */
import type { Breaker } from '../contract.ts';
import { readCases, type EvalCase } from './cases.ts';
import type { SelectionState } from './state.ts';
import { writeCases } from './write-cases.ts';

type Sets = { before: EvalCase[]; after: EvalCase[]; formats: ['csv' | 'json', 'csv' | 'json'] };

function sets(state: SelectionState): Sets | null {
  const b = readCases(state.before);
  const a = readCases(state.after);
  return b.ok && a.ok ? { before: b.cases, after: a.cases, formats: [b.format, a.format] } : null;
}

function write(state: SelectionState, s: Sets, before: EvalCase[], after: EvalCase[]): SelectionState {
  return { ...state, before: writeCases(before, s.formats[0]), after: writeCases(after, s.formats[1]) };
}

export const selectionBreakers: readonly Breaker<SelectionState>[] = [
  {
    id: 'renumber-after',
    label: { zh: '重跑时给 id 加了前缀（配对丢失）', en: 'Rerun renumbered the ids (pairing lost)' },
    apply: (state) => {
      const s = sets(state);
      if (!s || s.after.every((c) => c.id.startsWith('r2-'))) return null;
      return write(
        state,
        s,
        s.before,
        s.after.map((c) => ({ ...c, id: `r2-${c.id}` })),
      );
    },
  },
  {
    id: 'half-the-cases',
    label: { zh: '样例砍掉一半', en: 'Keep only half the cases' },
    apply: (state) => {
      const s = sets(state);
      if (!s || s.before.length < 2) return null;
      const keep = new Set(s.before.slice(0, Math.ceil(s.before.length / 2)).map((c) => c.id));
      const after = s.after.filter((c) => keep.has(c.id));
      return write(
        state,
        s,
        s.before.filter((c) => keep.has(c.id)),
        after.length ? after : s.after.slice(0, Math.ceil(s.after.length / 2)),
      );
    },
  },
  {
    id: 'swap-sets',
    label: { zh: '把之前和之后对调', en: 'Swap before and after' },
    apply: (state) => ({ ...state, before: state.after, after: state.before }),
  },
  {
    id: 'duplicate-case',
    label: { zh: '同一个 id 记了两次', en: 'Record one id twice' },
    apply: (state) => {
      const s = sets(state);
      const first = s?.after[0];
      return s && first ? write(state, s, s.before, [...s.after, first]) : null;
    },
  },
  {
    id: 'bad-boolean',
    label: { zh: '成功与否写成“大概”', en: 'Write "maybe" for succeeded' },
    apply: (state) => {
      const lines = state.after.split('\n');
      if (
        state.after.trimStart().startsWith('[') ||
        state.after.trimStart().startsWith('{') ||
        lines.length < 2
      )
        return null;
      const row = (lines[1] as string).split(',');
      if (row.length < 2) return null;
      row[row.length - 1] = 'maybe';
      lines[1] = row.join(',');
      return { ...state, after: lines.join('\n') };
    },
  },
];
