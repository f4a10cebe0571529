/**
 * The shape of a design rule (severity, group, why, fix) and the helper that writes a row, shared by
 * the rule tables of rules.ts and rules-security.ts.
 */
import type { Bilingual } from '../../i18n/index.ts';

export type Severity = 'error' | 'warning' | 'info';

/** Rule groups, in the order the review walks them (the flowchart's checklist). */
export const GROUPS = [
  'shape',
  'naming',
  'interface',
  'inputs',
  'writes',
  'results',
  'annotations',
  'description',
] as const;
export type RuleGroup = (typeof GROUPS)[number];

export interface RuleSpec {
  id: string;
  group: RuleGroup;
  severity: Severity;
  title: Bilingual;
  why: Bilingual;
  fix: Bilingual;
}

export const r = (
  id: string,
  group: RuleGroup,
  severity: Severity,
  title: [string, string],
  why: [string, string],
  fix: [string, string],
): RuleSpec => ({
  id,
  group,
  severity,
  title: { zh: title[0], en: title[1] },
  why: { zh: why[0], en: why[1] },
  fix: { zh: fix[0], en: fix[1] },
});
