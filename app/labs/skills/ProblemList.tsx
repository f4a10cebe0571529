// Every problem of the folder, skills in order then the file set's own, each as a button that opens its
// file at its line and column. Severity is a word and a symbol, not only a colour.
import { labelled, t } from '../../../src/i18n/index';
import { RULES, SOURCE_LABEL, type SkillProblem } from '../../../src/labs/skills/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import { PROBLEMS, SEVERITY, SEVERITY_MARK, fillIn } from './text';

const TONE = {
  error: 'text-rose-800 dark:text-rose-300',
  warning: 'text-amber-800 dark:text-amber-300',
  info: 'text-slate-700 dark:text-slate-300',
} as const;

export function ProblemList({
  problems,
  counts,
  onOpen,
}: {
  problems: readonly SkillProblem[];
  counts: Readonly<Record<'error' | 'warning' | 'info', number>>;
  onOpen(p: SkillProblem): void;
}) {
  const { lang } = useLabHost();
  return (
    <section aria-labelledby="skills-problems-h" data-testid={TID.skillsProblems}>
      <h3 id="skills-problems-h" className="font-semibold">
        {PROBLEMS.heading[lang]}{' '}
        <span className="text-sm font-normal">
          ({fillIn(PROBLEMS.count[lang], { e: counts.error, w: counts.warning, i: counts.info })})
        </span>
      </h3>
      {problems.length === 0 ? (
        <p className="text-sm">{PROBLEMS.none[lang]}</p>
      ) : (
        <ul className="mt-1 max-h-72 space-y-1 overflow-y-auto pr-1 text-sm">
          {problems.map((p, i) => {
            const rule = RULES[p.rule];
            const where = p.path ? `${p.path}:${p.line}:${p.column}` : PROBLEMS.setLevel[lang];
            return (
              <li key={i} data-testid={TID.skillsProblem} data-rule={p.rule} data-severity={rule.severity}>
                <button
                  type="button"
                  disabled={!p.path}
                  onClick={() => onOpen(p)}
                  aria-label={labelled(
                    lang,
                    fillIn(PROBLEMS.open[lang], { where }),
                    `${SEVERITY[rule.severity][lang]} ${p.rule}`,
                  )}
                  className="w-full rounded px-1 py-0.5 text-left hover:bg-slate-100 disabled:cursor-default dark:hover:bg-slate-800"
                >
                  <span className={`font-semibold ${TONE[rule.severity]}`}>
                    <span aria-hidden="true">{SEVERITY_MARK[rule.severity]}</span>{' '}
                    {SEVERITY[rule.severity][lang]}
                  </span>{' '}
                  <code className="font-mono">{where}</code> <code className="font-mono">{p.rule}</code>
                </button>
                <p className="ml-1 pl-4">
                  {rule.message[lang]}
                  {t(lang, p.detail) && (
                    <span className="font-mono text-[0.8125rem]"> — {t(lang, p.detail)}</span>
                  )}
                </p>
                <p className="ml-1 pl-4 text-xs text-slate-700 dark:text-slate-300">
                  {PROBLEMS.fix[lang]}
                  {rule.fix[lang]} · {PROBLEMS.source[lang]}
                  {SOURCE_LABEL[rule.source][lang]}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
