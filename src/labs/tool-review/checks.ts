/** Every check of the rule table, keyed by rule id (rules.ts holds the documentation of each). */
import { BEHAVIOUR_CHECKS } from './checks-behaviour.ts';
import { DECLARATION_CHECKS } from './checks-declaration.ts';
import { SECURITY_CHECKS } from './checks-security.ts';
import type { Check } from './finding.ts';

export type { Finding } from './finding.ts';

export const CHECKS: Readonly<Record<string, Check>> = {
  ...DECLARATION_CHECKS,
  ...BEHAVIOUR_CHECKS,
  ...SECURITY_CHECKS,
};
