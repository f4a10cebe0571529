// Injection paths and the prompt cache: the conversation script (JSON, with markers), the path to
// draw, the context per turn, cached and uncached tokens per turn and in total, the three paths side
// by side with their cost difference, and the simulator's assumptions stated as a model of common hosts.
import { useId, useMemo } from 'react';
import {
  CONVERSATION_SCHEMA,
  MODEL_NOTES,
  PATHS,
  type InjectionPath,
  type SkillsAnalysis,
  type SkillsState,
} from '../../../src/labs/skills/index';
import type { EditorMarker } from '../../editor/types';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import { Panel } from '../Panel';
import { ContextDrawing } from './ContextDrawing';
import { fillIn, num } from './text';
import { EVENT_NAME, INJECT, PATH_NAME } from './text-extras';
import type { SkillsEdit } from './use-skills-edit';

const usd = (x: number) => x.toFixed(4);

export function InjectionPanel({
  a,
  state,
  edit,
}: {
  a: SkillsAnalysis;
  state: SkillsState;
  edit: SkillsEdit;
}) {
  const { lang, CodeEditor } = useLabHost();
  const id = useId();
  const problems = a.conversation.problems;
  const markers = useMemo(
    (): EditorMarker[] =>
      problems.map((p) => ({
        start: p.start,
        end: Math.max(p.end, p.start + 1),
        message: p.message[lang],
        severity: p.severity,
      })),
    [problems, lang],
  );
  const sim = a.simulation?.result;
  const shown = sim?.paths[state.injection];

  const deltaLine = (x: InjectionPath, y: InjectionPath) => {
    if (!sim) return '';
    const d = Math.round((sim.paths[x].fullPrice - sim.paths[y].fullPrice) * 100) / 100;
    const cost = Math.abs(sim.paths[x].cost - sim.paths[y].cost);
    const words = { a: x, b: y, n: num(Math.abs(d), lang), cost: usd(cost) };
    return fillIn(
      d > 0 ? INJECT.delta[lang] : d < 0 ? INJECT.deltaLess[lang] : INJECT.deltaSame[lang],
      words,
    );
  };

  return (
    <Panel title={INJECT.heading[lang]} testId={TID.skillsInjection}>
      <p className="text-sm">{INJECT.intro[lang]}</p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="min-w-0 space-y-2">
          <h3 id={`${id}-script`} className="font-semibold">
            {INJECT.script[lang]}
          </h3>
          <CodeEditor
            language="json"
            path="toollab/skills/skills-conversation.json"
            jsonSchema={CONVERSATION_SCHEMA}
            ariaLabel={INJECT.script[lang]}
            testId={TID.skillsConversation}
            value={state.conversation}
            onChange={(conversation) => edit((s) => ({ ...s, conversation }))}
            markers={markers}
            height="16rem"
          />
          <p className="text-xs text-slate-700 dark:text-slate-300">{INJECT.scriptHelp[lang]}</p>
          {problems.length > 0 && (
            <ul className="space-y-1 text-sm" data-testid={TID.skillsConversationProblems}>
              {problems.map((p, i) => (
                <li
                  key={i}
                  className={
                    p.severity === 'error'
                      ? 'text-rose-800 dark:text-rose-300'
                      : 'text-amber-800 dark:text-amber-300'
                  }
                >
                  <span aria-hidden="true">{p.severity === 'error' ? '✕' : '⚠'}</span>{' '}
                  <code className="font-mono">
                    {p.line}:{p.column}
                  </code>{' '}
                  {p.message[lang]}
                </li>
              ))}
            </ul>
          )}
          <fieldset className="space-y-1 text-sm">
            <legend className="font-semibold">{INJECT.path[lang]}</legend>
            {PATHS.map((p) => (
              <label key={p} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-path`}
                  value={p}
                  data-testid={TID.skillsPath}
                  checked={state.injection === p}
                  onChange={() => edit((s) => ({ ...s, injection: p }))}
                />
                {PATH_NAME[p][lang]}
              </label>
            ))}
          </fieldset>
        </div>
        <div className="min-w-0 space-y-3">
          {!sim || !shown ? (
            <p role="status" className="rounded border border-rose-700 p-2 text-sm dark:border-rose-400">
              {INJECT.scriptErrors[lang]}
            </p>
          ) : (
            <>
              <ContextDrawing sim={sim} path={shown} />
              <div className="overflow-x-auto">
                <table className="w-full text-right text-sm whitespace-nowrap" data-testid={TID.skillsTurns}>
                  <thead>
                    <tr className="border-b border-slate-300 dark:border-slate-700">
                      <th className="py-1 pr-2 text-left">{INJECT.turn[lang]}</th>
                      <th className="py-1 pr-2 text-left">{INJECT.skill[lang]}</th>
                      <th className="py-1 pr-2 text-left">{INJECT.event[lang]}</th>
                      <th className="py-1 pr-2">{INJECT.cached[lang]}</th>
                      <th className="py-1 pr-2">{INJECT.uncached[lang]}</th>
                      <th className="py-1 pr-2">{INJECT.fullPrice[lang]}</th>
                      <th className="py-1">{INJECT.cost[lang]}</th>
                    </tr>
                  </thead>
                  <tbody className="font-mono">
                    {shown.turns.map((t) => (
                      <tr key={t.label} className="border-b border-slate-200 dark:border-slate-800">
                        <td className="py-0.5 pr-2 text-left">{t.label}</td>
                        <td className="py-0.5 pr-2 text-left">{t.skill ?? INJECT.noSkill[lang]}</td>
                        <td className="py-0.5 pr-2 text-left font-sans">{EVENT_NAME[t.event][lang]}</td>
                        <td className="py-0.5 pr-2">{num(t.cached, lang)}</td>
                        <td className="py-0.5 pr-2">{num(t.uncached, lang)}</td>
                        <td className="py-0.5 pr-2">{num(t.fullPrice, lang)}</td>
                        <td className="py-0.5">{usd(t.cost)}</td>
                      </tr>
                    ))}
                    <tr className="font-semibold">
                      <td className="py-0.5 pr-2 text-left font-sans" colSpan={3}>
                        {INJECT.total[lang]}
                      </td>
                      <td
                        className="py-0.5 pr-2"
                        data-testid={TID.skillsCachedTotal}
                        data-value={shown.cached}
                      >
                        {num(shown.cached, lang)}
                      </td>
                      <td
                        className="py-0.5 pr-2"
                        data-testid={TID.skillsUncachedTotal}
                        data-value={shown.uncached}
                      >
                        {num(shown.uncached, lang)}
                      </td>
                      <td className="py-0.5 pr-2">{num(shown.fullPrice, lang)}</td>
                      <td className="py-0.5">{usd(shown.cost)}</td>
                    </tr>
                  </tbody>
                </table>
              </div>
              <h3 className="font-semibold">{INJECT.compare[lang]}</h3>
              <div className="overflow-x-auto">
                <table
                  className="w-full text-right text-sm whitespace-nowrap"
                  data-testid={TID.skillsCompare}
                >
                  <thead>
                    <tr className="border-b border-slate-300 dark:border-slate-700">
                      <th className="py-1 pr-2 text-left">{INJECT.path[lang]}</th>
                      <th className="py-1 pr-2">{INJECT.cached[lang]}</th>
                      <th className="py-1 pr-2">{INJECT.uncached[lang]}</th>
                      <th className="py-1 pr-2">{INJECT.fullPrice[lang]}</th>
                      <th className="py-1">{INJECT.cost[lang]}</th>
                    </tr>
                  </thead>
                  <tbody className="font-mono">
                    {PATHS.map((p) => {
                      const r = sim.paths[p];
                      return (
                        <tr
                          key={p}
                          data-path={p}
                          aria-current={p === state.injection ? 'true' : undefined}
                          className={`border-b border-slate-200 dark:border-slate-800 ${p === state.injection ? 'font-semibold' : ''}`}
                        >
                          <td className="py-0.5 pr-2 text-left font-sans">
                            {p} {p === state.injection && INJECT.shown[lang]}
                          </td>
                          <td className="py-0.5 pr-2">{num(r.cached, lang)}</td>
                          <td className="py-0.5 pr-2">{num(r.uncached, lang)}</td>
                          <td className="py-0.5 pr-2">{num(r.fullPrice, lang)}</td>
                          <td className="py-0.5">{usd(r.cost)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <ul className="list-disc pl-5 text-sm">
                <li>{deltaLine('inline', 'attachment')}</li>
                <li>{deltaLine('inline', 'fork')}</li>
                <li>{deltaLine('attachment', 'fork')}</li>
              </ul>
              <p className="text-xs text-slate-700 dark:text-slate-300">{INJECT.fullPriceNote[lang]}</p>
            </>
          )}
        </div>
      </div>
      <section
        aria-labelledby={`${id}-model`}
        data-testid={TID.skillsModelNotes}
        className="rounded-md border-2 border-dashed border-slate-500 p-3"
      >
        <h3 id={`${id}-model`} className="font-semibold">
          {INJECT.modelHeading[lang]}
        </h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
          {Object.entries(MODEL_NOTES).map(([k, note]) => (
            <li key={k}>{note[lang]}</li>
          ))}
        </ul>
      </section>
    </Panel>
  );
}
