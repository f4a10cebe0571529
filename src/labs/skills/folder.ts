/**
 * The folder verdict: every skill checked, then the checks walked in flowchart order. The trace stops at
 * the first check that any skill fails with an error (outcome `invalid`); with no error it ends at the
 * guidance check, `warnings` when some guidance is not met and `valid` when everything is. Infos never
 * change the outcome.
 */
import { msg, type Message } from '../../i18n/index.ts';
import { step, type TraceStep } from '../types.ts';
import { groupFiles, type FileSet, type SkillProblem } from './files.ts';
import { SKILL_CHECKS, type SkillsOutcome } from './flowchart.ts';
import { RULES, type Severity } from './rules.ts';
import type { TokenCounter } from './token-count.ts';
import { checkSkill, markDuplicateNames, type SkillReport } from './validate.ts';

export interface FolderReport {
  set: FileSet;
  skills: SkillReport[];
  /** Problems that belong to no skill (paths, files outside any skill, no skill at all). */
  setProblems: SkillProblem[];
  /** Every problem, skills first in folder order, then the set's own. */
  problems: SkillProblem[];
  outcome: SkillsOutcome;
  trace: TraceStep[];
  /** The problem the trace stopped at (the first of the failing check), for the editor marker. */
  decisive?: SkillProblem;
  counts: Record<Severity, number>;
}

/** `path:line:column rule` of a problem, and how many more the same check found. */
export function problemPlace(p: SkillProblem, more = 0): Message {
  const at = msg('lab.data', { text: `${p.path || '(files)'}:${p.line}:${p.column} ${p.rule}` });
  return more > 0 ? msg('skills.more', { at, n: more }) : at;
}

export function checkFolder(
  files: readonly { path: string; text: string }[],
  counter: TokenCounter,
): FolderReport {
  const set = groupFiles(files);
  const byFolder = new Map<string, SkillProblem[]>();
  const setProblems: SkillProblem[] = [];
  for (const p of set.problems) {
    if (p.folder === undefined) setProblems.push(p);
    else byFolder.set(p.folder, [...(byFolder.get(p.folder) ?? []), p]);
  }
  const skills = markDuplicateNames(
    set.folders.map((f) => checkSkill(f, set, counter, byFolder.get(f.folder) ?? [])),
    set,
  );
  if (!set.folders.some((f) => f.skillMd))
    setProblems.push({
      rule: 'no-skills',
      path: '',
      start: 0,
      end: 0,
      line: 1,
      column: 1,
      detail: msg('skills.d.files', { n: files.length }),
    });
  const problems = [...skills.flatMap((s) => s.problems), ...setProblems];
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const p of problems) counts[RULES[p.rule].severity]++;

  const trace: TraceStep[] = [];
  const finish = (outcome: SkillsOutcome, decisive?: SkillProblem): FolderReport => {
    trace.push({ node: outcome, pass: outcome === 'valid' });
    return { set, skills, setProblems, problems, outcome, trace, counts, ...(decisive ? { decisive } : {}) };
  };
  for (const check of SKILL_CHECKS) {
    if (check === 'guidance') break;
    const failing = problems.filter(
      (p) => RULES[p.rule].check === check && RULES[p.rule].severity === 'error',
    );
    if (failing.length > 0) {
      trace.push(step(check, false, problemPlace(failing[0]!, failing.length - 1)));
      return finish('invalid', failing[0]);
    }
    trace.push({ node: check, pass: true });
  }
  const warnings = problems.filter((p) => RULES[p.rule].severity === 'warning');
  if (warnings.length > 0) {
    trace.push(step('guidance', false, problemPlace(warnings[0]!, warnings.length - 1)));
    return finish('warnings', warnings[0]);
  }
  trace.push({ node: 'guidance', pass: true });
  return finish('valid');
}
