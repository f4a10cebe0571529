/**
 * The lab's `run`: read both case sets, decide the design, compute the report and the verdict. A text
 * that cannot be read, and cases that cannot be paired when pairing was asked for, are answered with
 * `error` and the line and column of the problem. Never throws.
 */
import { msg, type Bilingual } from '../../i18n/index.ts';
import type { LabRun } from '../contract.ts';
import { step, type TraceStep } from '../types.ts';
import { problemAt, type Problem } from './csv.ts';
import { readCases, type EvalCase } from './cases.ts';
import { ALPHA, evaluate, type EvalReport } from './report.ts';
import type { SelectionState } from './state.ts';
import { familyAlpha, noiseSentence, outcomeOf, pText } from './verdict.ts';

export interface SelectionValue {
  report: EvalReport;
  /** The overall sentence, then one per family. */
  sentence: Bilingual;
  familySentences: Bilingual[];
  formats: { before: 'csv' | 'json'; after: 'csv' | 'json' };
}

const readFailed = (field: 'before' | 'after', problem: Problem): LabRun => ({
  outcome: 'error',
  trace: [
    step('read', false, msg('cases.inField', { field, problem: problem.text })),
    { node: 'error', pass: false },
  ],
  parseError: { ...problem, field },
});

/** A problem that stops pairing: an id without partner, or a partner that disagrees on family or tool. */
function pairingProblem(before: readonly EvalCase[], after: readonly EvalCase[]): LabRun | null {
  const afterById = new Map(after.map((c) => [c.id, c]));
  const beforeIds = new Set(before.map((c) => c.id));
  for (const c of before)
    if (!afterById.has(c.id))
      return readFailed('before', problemAt(c.at, msg('cases.noPartnerAfter', { id: JSON.stringify(c.id) })));
  for (const c of after)
    if (!beforeIds.has(c.id))
      return readFailed('after', problemAt(c.at, msg('cases.noPartnerBefore', { id: JSON.stringify(c.id) })));
  return null;
}

function consistencyProblem(before: readonly EvalCase[], after: readonly EvalCase[]): LabRun | null {
  const beforeById = new Map(before.map((c) => [c.id, c]));
  for (const c of after) {
    const b = beforeById.get(c.id);
    if (!b) continue;
    for (const [key, label] of [
      ['family', 'family'],
      ['golden', 'golden_tool'],
    ] as const)
      if (b[key] !== c[key])
        return readFailed(
          'after',
          problemAt(
            c.at,
            msg('cases.disagree', {
              id: JSON.stringify(c.id),
              label,
              here: JSON.stringify(c[key]),
              before: JSON.stringify(b[key]),
            }),
          ),
        );
  }
  return null;
}

const detail = (e: unknown) => (e instanceof Error ? e.message : String(e));

function sameIds(before: readonly EvalCase[], after: readonly EvalCase[]): boolean {
  if (before.length !== after.length) return false;
  const ids = new Set(after.map((c) => c.id));
  return before.every((c) => ids.has(c.id));
}

export function runSelectionEval(state: SelectionState): LabRun {
  try {
    const before = readCases(state.before);
    if (!before.ok) return readFailed('before', before.problem);
    const after = readCases(state.after);
    if (!after.ok) return readFailed('after', after.problem);
    if (state.design === 'paired') {
      const problem = pairingProblem(before.cases, after.cases);
      if (problem) return problem;
    }
    const paired =
      state.design === 'paired' || (state.design === 'auto' && sameIds(before.cases, after.cases));
    if (paired) {
      const problem = consistencyProblem(before.cases, after.cases);
      if (problem) return problem;
    }
    const report = evaluate(before.cases, after.cases, paired);
    const outcome = outcomeOf(report);
    const c = report.overall.compare?.misselection;
    const trace: TraceStep[] = [
      step('read', true, msg('cases.counts', { before: before.cases.length, after: after.cases.length })),
      step('paired', paired, paired ? msg('cases.sameIds') : msg('cases.independent')),
    ];
    const significant = c !== undefined && c.p < ALPHA && outcome !== 'within_noise';
    trace.push(
      step(paired ? 'mcnemar' : 'two_proportion', significant, c && msg('lab.data', { text: pText(c.p) })),
    );
    if (significant) trace.push({ node: 'direction', pass: outcome === 'improved' });
    trace.push({ node: outcome, pass: outcome === 'improved' });
    const value: SelectionValue = {
      report,
      sentence: noiseSentence(report.overall),
      familySentences: report.families.map((fr) => noiseSentence(fr, familyAlpha(report.families.length))),
      formats: { before: before.format, after: after.format },
    };
    return { outcome, trace, value };
  } catch (e) {
    return {
      outcome: 'error',
      trace: [
        { node: 'read', pass: false },
        { node: 'error', pass: false },
      ],
      error: `internal error: ${detail(e)}`,
      errorText: msg('lab.internalError', { detail: detail(e) }),
    };
  }
}
