// Review mode, beyond the outcome: every rule of the table lit passed or failed, grouped as the review
// flowchart walks them, with its severity, why it matters and the suggested fix. A failed rule lists
// each place it found, and a click there selects that field in the editor.
import type { Lang } from '../../../src/i18n/index';
import type { AnyLab } from '../../../src/labs/index';
import {
  RULE_BY_ID,
  type GroupResult,
  type PlacedFinding,
  type RuleResult,
  type ToolReviewValue,
} from '../../../src/labs/tool-review/index';
import { fill, labelled, t as inLang } from '../../../src/i18n/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import { Panel } from '../Panel';
import { SEVERITY_ICON, SEVERITY_STYLE } from './MarkList';
import { useReveal } from './reveal';
import * as W from './text';

type Review = Extract<ToolReviewValue, { mode: 'review' }>;

export function ChecklistPanel({ lab, value }: { lab: AnyLab; value: Review | null }) {
  const { lang } = useLabHost();
  if (!value)
    return (
      <Panel title={W.CHECKLIST[lang]} testId={TID.toolReviewChecklist}>
        <p>{W.CHECKLIST_NEEDS_JSON[lang]}</p>
      </Panel>
    );
  const nodes = lab.flowcharts.flatMap((c) => c.nodes);
  return (
    <Panel title={W.CHECKLIST[lang]} testId={TID.toolReviewChecklist}>
      <p className="text-sm">{W.CHECKLIST_INTRO[lang]}</p>
      <p data-testid={TID.toolReviewCounts} className="font-semibold">
        {fill(W.COUNTS[lang], { ...value.counts, tools: value.tools.length })}
      </p>
      <div className="grid gap-3 lg:grid-cols-2">
        {value.groups.map((g) => (
          <GroupCard
            key={g.id}
            group={g}
            title={nodes.find((n) => n.id === g.id)?.[lang] ?? g.id}
            rules={value.rules.filter((r) => r.group === g.id)}
            findings={value.findings.filter((f) => f.group === g.id)}
            lang={lang}
          />
        ))}
      </div>
    </Panel>
  );
}

function GroupCard({
  group,
  title,
  rules,
  findings,
  lang,
}: {
  group: GroupResult;
  title: string;
  rules: RuleResult[];
  findings: PlacedFinding[];
  lang: Lang;
}) {
  return (
    <section
      data-group={group.id}
      data-pass={group.pass ? 'true' : 'false'}
      className={`rounded-md border p-3 ${group.pass ? 'border-emerald-700 dark:border-emerald-500' : 'border-rose-700 dark:border-rose-400'}`}
    >
      <h3 className="flex flex-wrap items-baseline gap-x-2 font-semibold">
        <span aria-hidden="true">{group.pass ? '✓' : '✖'}</span>
        <span>{title}</span>
        <span
          className={`text-xs font-normal ${group.pass ? 'text-emerald-800 dark:text-emerald-300' : 'text-rose-800 dark:text-rose-300'}`}
        >
          {group.pass ? W.GROUP_PASS[lang] : W.GROUP_FAIL[lang]}
        </span>
      </h3>
      <ul className="mt-2 space-y-2">
        {rules.map((r) => (
          <RuleRow key={r.id} rule={r} findings={findings.filter((f) => f.rule === r.id)} lang={lang} />
        ))}
      </ul>
      {group.id === 'annotations' && !group.pass && <p className="mt-2 text-sm">{W.SELF_DECLARED[lang]}</p>}
    </section>
  );
}

function RuleRow({ rule, findings, lang }: { rule: RuleResult; findings: PlacedFinding[]; lang: Lang }) {
  const spec = RULE_BY_ID.get(rule.id);
  const show = useReveal((s) => s.show);
  const failed = rule.status === 'fail';
  // An info rule that found something is advice, not a failure: it never changes the outcome.
  const status = !failed ? W.RULE_PASS : rule.severity === 'info' ? W.RULE_NOTE : W.RULE_FAIL;
  const icon = !failed ? '✓' : SEVERITY_ICON[rule.severity];
  const tone = !failed
    ? 'text-emerald-800 dark:text-emerald-300'
    : rule.severity === 'info'
      ? 'text-sky-800 dark:text-sky-300'
      : rule.severity === 'warning'
        ? 'text-amber-800 dark:text-amber-300'
        : 'text-rose-800 dark:text-rose-300';
  const explain = spec && (
    <dl className="space-y-1 text-sm">
      <div>
        <dt className="inline font-semibold">{labelled(lang, W.WHY)}</dt>
        <dd className="inline">{spec.why[lang]}</dd>
      </div>
      <div>
        <dt className="inline font-semibold">{labelled(lang, W.FIX)}</dt>
        <dd className="inline">{spec.fix[lang]}</dd>
      </div>
    </dl>
  );
  return (
    <li data-rule={rule.id} data-status={rule.status} data-severity={rule.severity}>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={`shrink-0 font-semibold ${tone}`}>
          <span aria-hidden="true">{icon} </span>
          {status[lang]}
        </span>
        <span className={failed ? 'font-semibold' : ''}>{spec?.title[lang] ?? rule.id}</span>
        <span className="rounded border border-slate-400 px-1 text-xs text-slate-800 dark:border-slate-500 dark:text-slate-200">
          {W.SEVERITY[rule.severity][lang]}
        </span>
        {failed && <span className="text-xs">×{rule.count}</span>}
      </p>
      {failed ? (
        <div className="mt-1 space-y-1 pl-5">
          <ul className="space-y-1">
            {findings.map((f, i) => (
              <li key={i}>
                <button
                  type="button"
                  data-testid={TID.toolReviewFinding}
                  data-rule={f.rule}
                  onClick={() => show('current', f.span.start, f.span.end)}
                  title={W.SHOW_IN_EDITOR[lang]}
                  className={`w-full rounded border-l-4 px-2 py-0.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800 ${SEVERITY_STYLE[f.severity]}`}
                >
                  <span className="font-mono text-xs">{fill(W.AT[lang], f)}</span>
                  {f.tool !== null && <code className="ml-1 text-xs">{f.tool}</code>}
                  <span className="ml-1 text-slate-900 dark:text-slate-100">{inLang(lang, f.detail)}</span>
                </button>
              </li>
            ))}
          </ul>
          {explain}
        </div>
      ) : (
        spec && (
          <details className="pl-5 text-sm">
            <summary className="cursor-pointer text-slate-700 dark:text-slate-300">
              {W.WHY[lang]} · {W.FIX[lang]}
            </summary>
            {explain}
          </details>
        )
      )}
    </li>
  );
}
