// Who decided: every policy rule in the page's wording, the one that decided marked (or the default
// DENY, or "not consulted" when the chain stopped earlier), and the called tool's annotations, shown
// to say that no step read them.
import { policyView, type ChainVerdict, type RuleRole } from '../../../src/labs/action-chain/index';
import type { LabRun } from '../../../src/labs/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import { Panel } from '../Panel';
import {
  ANNOTATIONS,
  annotationsIgnored,
  DECLARES,
  decidedBy,
  DEFAULT_DENY,
  EMPTY_POLICY,
  NO_ANNOTATIONS,
  POLICY,
  POLICY_INTRO,
  POLICY_UNREADABLE,
  RULE_ROLE,
  skipped,
} from './text';

const ROW: Record<RuleRole, string> = {
  decided: 'border-blue-700 bg-blue-50 font-semibold dark:border-blue-300 dark:bg-blue-950',
  no_match: 'border-slate-300 dark:border-slate-700',
  not_reached: 'border-dashed border-slate-400 text-slate-700 dark:border-slate-600 dark:text-slate-300',
  not_consulted: 'border-dashed border-slate-400 text-slate-700 dark:border-slate-600 dark:text-slate-300',
};

export function PolicyPanel({ run }: { run: LabRun }) {
  const { lang } = useLabHost();
  const verdict = run.value as ChainVerdict | undefined;
  const view = run.parsed && verdict ? policyView(run.parsed, verdict) : null;
  if (!view)
    return (
      <Panel title={POLICY[lang]} testId={TID.acPolicy}>
        <p>{POLICY_UNREADABLE[lang]}</p>
      </Panel>
    );
  const { decision, rules, annotations } = view;
  const decided = decision.kind === 'consulted' && decision.rule !== null ? rules[decision.rule] : undefined;
  return (
    <Panel title={POLICY[lang]} testId={TID.acPolicy}>
      <p className="text-sm">{POLICY_INTRO[lang]}</p>
      <p
        data-testid={TID.acPolicyDecision}
        data-rule={decision.kind === 'consulted' ? String(decision.rule) : 'skipped'}
        className="rounded-md bg-slate-100 p-2 dark:bg-slate-800"
      >
        {decision.kind === 'skipped'
          ? skipped(decision.stoppedAt, lang)
          : decided
            ? decidedBy(decided.index, lang)
            : DEFAULT_DENY[lang]}
        {decided && <code className="font-mono">{decided.text}</code>}
      </p>
      {rules.length === 0 ? (
        <p className="text-sm">{EMPTY_POLICY[lang]}</p>
      ) : (
        <ol className="space-y-1" aria-label={POLICY[lang]}>
          {rules.map((r) => (
            <li
              key={r.index}
              data-testid={TID.acPolicyRule}
              data-role={r.role}
              aria-current={r.role === 'decided' ? 'true' : undefined}
              className={`flex flex-wrap items-baseline gap-x-3 gap-y-0.5 rounded-md border px-2 py-1 ${ROW[r.role]}`}
            >
              <span className="font-mono text-sm">policy[{r.index}]</span>
              <code className="font-mono text-sm break-all">{r.text}</code>
              <span className="ml-auto text-xs">{RULE_ROLE[r.role][lang]}</span>
            </li>
          ))}
        </ol>
      )}
      <div data-testid={TID.acAnnotations} data-present={annotations ? 'true' : 'false'} className="text-sm">
        <p className="font-semibold">{ANNOTATIONS[lang]}</p>
        {annotations ? (
          <p>
            <code className="font-mono">{annotations.tool}</code> {DECLARES[lang]}{' '}
            {annotations.hints.map((h, i) => (
              <span key={h.name}>
                {i > 0 && (lang === 'zh' ? '、' : ', ')}
                <code className="font-mono">
                  {h.name}: {h.value}
                </code>
              </span>
            ))}
            {annotationsIgnored(run.outcome, lang)}
          </p>
        ) : (
          <p>{NO_ANNOTATIONS[lang]}</p>
        )}
      </div>
    </Panel>
  );
}
