// Per skill, the strict verdict (specification and skills-ref) beside what a lenient host does with it,
// with the body's size: the two readings of the same files side by side.
import { RULES, type SkillsAnalysis } from '../../../src/labs/skills/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import { HOST, SEVERITY, VERDICTS, num } from './text';

export function SkillVerdicts({ a }: { a: SkillsAnalysis }) {
  const { lang } = useLabHost();
  const skills = a.folder.skills;
  const approx = a.encoding !== 'o200k_base';
  return (
    <section aria-labelledby="skills-verdicts-h" data-testid={TID.skillsVerdicts}>
      <h3 id="skills-verdicts-h" className="font-semibold">
        {VERDICTS.heading[lang]}
      </h3>
      <p className="text-xs text-slate-700 dark:text-slate-300">{VERDICTS.intro[lang]}</p>
      {skills.length === 0 ? (
        <p className="text-sm">{VERDICTS.none[lang]}</p>
      ) : (
        <div className="mt-1 overflow-x-auto">
          <table className="w-full text-left text-sm whitespace-nowrap">
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-700">
                <th className="py-1 pr-3">{VERDICTS.skill[lang]}</th>
                <th className="py-1 pr-3">{VERDICTS.strict[lang]}</th>
                <th className="py-1 pr-3">{VERDICTS.host[lang]}</th>
                <th className="py-1 pr-3">{VERDICTS.problems[lang]}</th>
                <th className="py-1 pr-3 text-right">{VERDICTS.body[lang]}</th>
                <th className="py-1 text-right">{VERDICTS.lines[lang]}</th>
              </tr>
            </thead>
            <tbody>
              {skills.map((s) => {
                const n = { error: 0, warning: 0, info: 0 };
                for (const p of s.problems) n[RULES[p.rule].severity]++;
                return (
                  <tr
                    key={s.folder}
                    data-skill={s.folder}
                    data-strict={s.strict}
                    data-host={s.host}
                    className="border-b border-slate-200 align-top dark:border-slate-800"
                  >
                    <td className="py-1 pr-3 font-mono">{s.folder}/</td>
                    <td
                      className={`py-1 pr-3 ${s.strict === 'ok' ? 'text-emerald-800 dark:text-emerald-300' : 'text-rose-800 dark:text-rose-300'}`}
                    >
                      {s.strict === 'ok' ? VERDICTS.pass[lang] : VERDICTS.fail[lang]}
                    </td>
                    <td className="py-1 pr-3">{HOST[s.host][lang]}</td>
                    <td className="py-1 pr-3">
                      {(['error', 'warning', 'info'] as const)
                        .filter((k) => n[k] > 0)
                        .map((k) => `${n[k]} ${SEVERITY[k][lang]}`)
                        .join(' · ') || '—'}
                    </td>
                    <td className="py-1 pr-3 text-right font-mono">
                      {approx || !s.bodyTokens.exact ? '≈' : ''}
                      {num(s.bodyTokens.tokens, lang)}
                    </td>
                    <td className="py-1 text-right font-mono">{num(s.lines, lang)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
