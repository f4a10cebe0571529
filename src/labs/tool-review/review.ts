/**
 * Review mode: shape first (the SDK's `Tool`/`ListToolsResult`), then every design rule of the table,
 * group by group. The outcome follows from the worst severity found: `errors`, `warnings` or `clean`
 * (info findings are advice and never change it). Every finding carries the path, the source range and
 * the line/column of the field it is about, for editor markers and the checklist panel.
 */
import { msg } from '../../i18n/index.ts';
import { createLineIndex, rangeAt, type JsonPath, type JsonValue, type Span } from '../../json/index.ts';
import { step, type TraceStep } from '../types.ts';
import { CHECKS, type Finding } from './checks.ts';
import { readTools, type InputKind } from './input.ts';
import { GROUPS, RULES, type RuleGroup, type Severity } from './rules.ts';

export type ReviewOutcome = 'clean' | 'warnings' | 'errors';

export interface PlacedFinding extends Finding {
  severity: Severity;
  group: RuleGroup;
  /** Source range of the field (or of its nearest existing parent when the field is missing). */
  span: Span;
  /** 1-based */
  line: number;
  /** 1-based, UTF-16 code units */
  column: number;
}

export interface RuleResult {
  id: string;
  group: RuleGroup;
  severity: Severity;
  /** `pass`: nothing found. */
  status: 'pass' | 'fail';
  count: number;
}

export interface GroupResult {
  id: RuleGroup;
  /** No error or warning in this group (info findings do not fail a group). */
  pass: boolean;
  counts: Record<Severity, number>;
}

export interface ReviewValue {
  kind: InputKind;
  tools: { name: string | null; path: JsonPath }[];
  findings: PlacedFinding[];
  rules: RuleResult[];
  groups: GroupResult[];
  counts: Record<Severity, number>;
}

/** Range of `path`, falling back to the nearest ancestor that exists (a missing field marks its parent). */
export function spanOf(root: JsonValue, path: JsonPath): Span {
  for (let n = path.length; n >= 0; n--) {
    const span = rangeAt(root, path.slice(0, n));
    if (span) return span;
  }
  return { start: root.start, end: root.end };
}

const zero = (): Record<Severity, number> => ({ error: 0, warning: 0, info: 0 });

/** All findings of the rule table on a parsed input, in table order. */
export function lint(root: JsonValue, text: string): ReviewValue {
  const input = readTools(root);
  const lines = createLineIndex(text);
  const findings: PlacedFinding[] = [];
  const rules: RuleResult[] = [];
  for (const rule of RULES) {
    const found = (CHECKS[rule.id] as (typeof CHECKS)[string])(input);
    rules.push({
      id: rule.id,
      group: rule.group,
      severity: rule.severity,
      status: found.length ? 'fail' : 'pass',
      count: found.length,
    });
    for (const fd of found) {
      const span = spanOf(root, fd.path);
      const pos = lines.position(span.start);
      findings.push({
        ...fd,
        severity: rule.severity,
        group: rule.group,
        span,
        line: pos.line,
        column: pos.column,
      });
    }
  }
  const counts = zero();
  for (const fd of findings) counts[fd.severity]++;
  const groups = GROUPS.map((id): GroupResult => {
    const c = zero();
    for (const fd of findings) if (fd.group === id) c[fd.severity]++;
    return { id, pass: c.error === 0 && c.warning === 0, counts: c };
  });
  return {
    kind: input.kind,
    tools: input.tools.map((t) => ({ name: t.name, path: t.path })),
    findings,
    rules,
    groups,
    counts,
  };
}

const countText = (c: Record<Severity, number>) =>
  msg('review.counts', { error: c.error, warning: c.warning, info: c.info });

/** The review outcome and its walk on the review flowchart. */
export function reviewTrace(value: ReviewValue): { outcome: ReviewOutcome; trace: TraceStep[] } {
  const trace: TraceStep[] = [{ node: 'read', pass: true }];
  for (const g of value.groups) trace.push(step(g.id, g.pass, countText(g.counts)));
  const { error, warning } = value.counts;
  trace.push(step('no_errors', error === 0, msg('review.errors', { n: error })));
  if (error > 0) {
    trace.push({ node: 'errors', pass: false });
    return { outcome: 'errors', trace };
  }
  trace.push(step('no_warnings', warning === 0, msg('review.warnings', { n: warning })));
  const outcome = warning > 0 ? 'warnings' : 'clean';
  trace.push({ node: outcome, pass: outcome === 'clean' });
  return { outcome, trace };
}
