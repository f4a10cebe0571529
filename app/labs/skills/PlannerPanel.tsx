// The planner fed from the files: the learner picks active skills, requested resources and a budget;
// the costs come from the files; the planner lab's own port (loaded with its module) decides, and its
// steps are listed. "Open in the planner" carries the computed input there as a share link.
import { useEffect, useId, useMemo, useState } from 'react';
import { errorText, loadLab, type LabRun, type LoadedLab } from '../../../src/labs/index';
import {
  MAX_BUDGET,
  plannerLink,
  type SkillsAnalysis,
  type SkillsState,
} from '../../../src/labs/skills/index';
import { TID } from '../../testids';
import { Panel } from '../Panel';
import { TraceList } from '../TraceList';
import { fillIn, num } from './text';
import { PLANNER } from './text-extras';
import type { SkillsEdit } from './use-skills-edit';
import { useLabHost } from '../host';

function usePlanner(): { lab: LoadedLab | null; error: string | null } {
  const [lab, setLab] = useState<LoadedLab | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadLab('planner').then(
      (l) => live && setLab(l),
      (e: unknown) => live && setError(String(e)),
    );
    return () => {
      live = false;
    };
  }, []);
  return { lab, error };
}

const toggle = (list: readonly string[], item: string, on: boolean) =>
  on ? (list.includes(item) ? [...list] : [...list, item]) : list.filter((x) => x !== item);

export function PlannerPanel({
  a,
  state,
  edit,
}: {
  a: SkillsAnalysis;
  state: SkillsState;
  edit: SkillsEdit;
}) {
  const { lang, Link } = useLabHost();
  const id = useId();
  const planner = usePlanner();
  const { input, text } = a.planner;
  const run: LabRun | null = useMemo(
    () => (planner.lab ? planner.lab.module.run({ input: text }) : null),
    [planner.lab, text],
  );
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    plannerLink(text).then(
      (h) => live && setHref((lang === 'en' ? '/en' : '') + h),
      () => live && setHref(null),
    );
    return () => {
      live = false;
    };
  }, [text, lang]);

  const names = [...new Set([...Object.keys(input.catalog), ...state.active])];
  const resources = [...new Set([...Object.keys(input.resources), ...state.requested])];
  const [budgetText, setBudgetText] = useState(String(state.budget));
  // A budget changed elsewhere (scenario, undo) replaces what is typed; typing itself keeps its text.
  const [budgetSeen, setBudgetSeen] = useState(state.budget);
  if (budgetSeen !== state.budget) {
    setBudgetSeen(state.budget);
    setBudgetText(String(state.budget));
  }
  const budgetOk = /^\d+$/.test(budgetText.trim()) && Number(budgetText) <= MAX_BUDGET;

  const outcome =
    run && Object.hasOwn(planner.lab!.outcomes.outcomes, run.outcome)
      ? planner.lab!.outcomes.outcomes[run.outcome]
      : undefined;
  const chart =
    planner.lab?.module.flowcharts.find((c) => c.id === run?.chart) ?? planner.lab?.module.flowcharts[0];

  return (
    <Panel title={PLANNER.heading[lang]} testId={TID.skillsPlanner}>
      <p className="text-sm">{PLANNER.intro[lang]}</p>
      <div className="grid gap-4 md:grid-cols-3">
        <fieldset className="text-sm">
          <legend className="font-semibold">{PLANNER.active[lang]}</legend>
          {names.length === 0 && <p>{PLANNER.noSkill[lang]}</p>}
          {names.map((n) => (
            <label key={n} className="flex items-center gap-2">
              <input
                type="checkbox"
                data-testid={TID.skillsActive}
                value={n}
                checked={state.active.includes(n)}
                onChange={(e) => edit((s) => ({ ...s, active: toggle(s.active, n, e.target.checked) }))}
              />
              <span className="font-mono">{n}</span>
              {!Object.hasOwn(input.catalog, n) && <span>({PLANNER.notListed[lang]})</span>}
            </label>
          ))}
        </fieldset>
        <fieldset className="text-sm">
          <legend className="font-semibold">{PLANNER.requested[lang]}</legend>
          {resources.length === 0 && <p>{PLANNER.noResource[lang]}</p>}
          {resources.map((r) => {
            const own = Object.hasOwn(input.resources, r) ? input.resources[r] : undefined;
            return (
              <label key={r} className="flex items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-1"
                  data-testid={TID.skillsRequested}
                  value={r}
                  checked={state.requested.includes(r)}
                  onChange={(e) =>
                    edit((s) => ({ ...s, requested: toggle(s.requested, r, e.target.checked) }))
                  }
                />
                <span>
                  <span className="font-mono break-all">{r}</span>{' '}
                  <span className="text-xs">
                    (
                    {own
                      ? fillIn(PLANNER.owner[lang], { skill: own[0], n: num(own[1], lang) })
                      : PLANNER.notListed[lang]}
                    )
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <div className="text-sm">
          <label htmlFor={`${id}-budget`} className="font-semibold">
            {PLANNER.budget[lang]}
          </label>
          <input
            id={`${id}-budget`}
            inputMode="numeric"
            data-testid={TID.skillsBudget}
            value={budgetText}
            aria-invalid={budgetOk ? undefined : true}
            aria-describedby={budgetOk ? undefined : `${id}-budget-bad`}
            onChange={(e) => {
              const v = e.target.value;
              setBudgetText(v);
              if (/^\d+$/.test(v.trim()) && Number(v) <= MAX_BUDGET)
                edit((s) => ({ ...s, budget: Number(v) }));
            }}
            className="mt-1 block w-40 rounded border border-slate-400 bg-white px-2 py-1 font-mono dark:border-slate-600 dark:bg-slate-900"
          />
          {!budgetOk && (
            <p id={`${id}-budget-bad`} className="mt-1 text-xs text-rose-800 dark:text-rose-300">
              {fillIn(PLANNER.budgetBad[lang], { max: num(MAX_BUDGET, lang) })}
            </p>
          )}
        </div>
      </div>

      <div className="rounded-md border border-slate-300 p-3 dark:border-slate-700">
        <h3 className="font-semibold">{PLANNER.verdict[lang]}</h3>
        {planner.error ? (
          <p role="alert">
            {PLANNER.loadFailed[lang]}
            {planner.error}
          </p>
        ) : !run || !chart ? (
          <p>{PLANNER.loading[lang]}</p>
        ) : (
          <>
            <p className="mt-1">
              <output
                data-testid={TID.skillsPlannerOutcome}
                data-outcome={run.outcome}
                className="rounded bg-slate-800 px-2 py-0.5 font-mono text-white dark:bg-slate-200 dark:text-slate-950"
              >
                {run.outcome}
              </output>{' '}
              {outcome?.title[lang]}
              {run.error && <code className="ml-2 font-mono">{errorText(run, lang)}</code>}
            </p>
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-semibold">{PLANNER.steps[lang]}</summary>
              <div className="mt-1">
                <TraceList trace={run.trace} flowchart={chart} />
              </div>
            </details>
          </>
        )}
        {href && (
          <p className="mt-2">
            <Link
              href={href}
              data-testid={TID.skillsOpenPlanner}
              className="font-semibold text-blue-800 underline dark:text-blue-300"
            >
              {PLANNER.open[lang]}
            </Link>
          </p>
        )}
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-semibold">{PLANNER.input[lang]}</summary>
        <pre className="mt-1 max-h-64 overflow-auto rounded-md bg-slate-100 p-3 font-mono text-[0.8125rem] dark:bg-slate-900">
          {text}
        </pre>
      </details>
    </Panel>
  );
}
