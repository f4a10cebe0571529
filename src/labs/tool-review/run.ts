/**
 * The lab's `run`: review mode lints `current`; diff mode compares `current` (the new tools/list) with
 * `pinned`. Parse errors and shape errors are answers too (`error`, with the text, line and column);
 * nothing here throws.
 */
import { msg, t, type Bilingual } from '../../i18n/index.ts';
import { createLineIndex, parseJson, type JsonPath, type JsonValue, type Span } from '../../json/index.ts';
import type { LabRun, TextProblem } from '../contract.ts';
import { step } from '../types.ts';
import { GATEWAY, snapshotDiff, type DiffValue } from './gateway.ts';
import { readTools } from './input.ts';
import { lint, reviewTrace, spanOf, type ReviewValue } from './review.ts';
import { RULE_BY_ID } from './rules.ts';
import type { Change, InjectionFlag } from './diff.ts';
import type { ToolReviewState } from './state.ts';

export type Placed<T> = T & { span: Span; line: number; column: number };

export type ToolReviewValue =
  | ({ mode: 'review' } & ReviewValue)
  | ({ mode: 'diff' } & Omit<DiffValue, 'tools'> & {
        tools: (Omit<DiffValue['tools'][number], 'changes' | 'flags'> & {
          changes: Placed<Change>[];
          flags: Placed<InjectionFlag>[];
        })[];
      });

type Field = 'current' | 'pinned';

function parse(
  text: string,
  field: Field,
): { ok: true; value: JsonValue } | { ok: false; problem: TextProblem } {
  const r = parseJson(text);
  return r.ok ? r : { ok: false, problem: { ...r.error, field } };
}

const failed = (chart: 'review' | 'diff', first: string, extra: Partial<LabRun>): LabRun => ({
  outcome: 'error',
  chart,
  trace: [
    { node: first, pass: false },
    { node: 'error', pass: false },
  ],
  ...extra,
});

function runReview(state: ToolReviewState): LabRun {
  const p = parse(state.current, 'current');
  if (!p.ok) return failed('review', 'read', { parseError: p.problem });
  const value = lint(p.value, state.current);
  const { outcome, trace } = reviewTrace(value);
  const worst =
    value.findings.find((f) => f.severity === 'error') ??
    value.findings.find((f) => f.severity === 'warning');
  const title = RULE_BY_ID.get(worst?.rule ?? '')?.title;
  const text = worst && msg('review.finding', { rule: title ?? worst.rule, detail: worst.detail });
  const focus = worst && text && { ...worst.span, message: t('en', text), text, field: 'current' };
  return { outcome, chart: 'review', trace, value: { mode: 'review', ...value }, focus, parsed: p.value };
}

function runDiff(state: ToolReviewState): LabRun {
  const pp = parse(state.pinned, 'pinned');
  if (!pp.ok) return failed('diff', 'd_read', { parseError: pp.problem });
  const pc = parse(state.current, 'current');
  if (!pc.ok) return failed('diff', 'd_read', { parseError: pc.problem });
  const [pinned, current] = [readTools(pp.value), readTools(pc.value)];
  const bad = (
    [
      ['pinned', pp.value, pinned.shape, state.pinned],
      ['current', pc.value, current.shape, state.current],
    ] as const
  ).find(([, , shape]) => shape.length > 0);
  if (bad) {
    const [field, root, shape, text] = bad;
    const issue = shape[0] as (typeof shape)[number];
    const span = spanOf(root, issue.path);
    const pos = createLineIndex(text).position(span.start);
    const side: Bilingual =
      field === 'pinned' ? { zh: '固定快照', en: 'pinned snapshot' } : { zh: '新列表', en: 'new list' };
    const where = { line: pos.line, column: pos.column };
    const errorText = msg('review.notToolsList', { side, n: shape.length, ...where, problem: issue.message });
    return {
      outcome: 'error',
      chart: 'diff',
      trace: [
        { node: 'd_read', pass: true },
        step('d_shape', false, msg('review.sideProblem', { side, problem: issue.message })),
        { node: 'error', pass: false },
      ],
      error: t('en', errorText),
      errorText,
      focus: { ...span, message: t('en', issue.message), text: issue.message, field },
      parsed: pc.value,
    };
  }
  const { value, outcome, trace } = snapshotDiff(pp.value, pinned, pc.value, current);
  const lines = { current: createLineIndex(state.current), pinned: createLineIndex(state.pinned) };
  const roots = { current: pc.value, pinned: pp.value };
  // Every change and every flagged instruction gets its range, line and column, for the markers of both
  // panes and the diff panel's "show in editor" links (flags are always in the new list).
  const place = <T extends { path: JsonPath }>(x: T, where: Field): Placed<T> => {
    const span = spanOf(roots[where], x.path);
    return { ...x, span, ...lines[where].position(span.start) };
  };
  const tools = value.tools.map((t) => ({
    ...t,
    changes: t.changes.map((c) => place(c, c.where)),
    flags: t.flags.map((fl) => place(fl, 'current')),
  }));
  const firstBreaking = tools.flatMap((t) => t.changes).find((c) => c.cls === 'breaking');
  const focus = firstBreaking && {
    ...firstBreaking.span,
    message: firstBreaking.label.en,
    text: msg('lab.words', { text: firstBreaking.label }),
    field: firstBreaking.where,
  };
  return {
    outcome,
    attributes: { gateway: GATEWAY[outcome] },
    chart: 'diff',
    trace,
    value: { mode: 'diff', ...value, tools },
    focus,
    parsed: pc.value,
  };
}

/** parse → review or diff → trace → outcome. Never throws. */
export function runToolReview(state: ToolReviewState): LabRun {
  try {
    return state.mode === 'diff' ? runDiff(state) : runReview(state);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return {
      outcome: 'error',
      chart: state.mode === 'diff' ? 'diff' : 'review',
      trace: [
        { node: state.mode === 'diff' ? 'd_read' : 'read', pass: false },
        { node: 'error', pass: false },
      ],
      error: `internal error: ${detail}`,
      errorText: msg('lab.internalError', { detail }),
    };
  }
}
