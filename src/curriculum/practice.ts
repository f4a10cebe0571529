// Checks of practice files beyond their JSON Schema: outcomes that belong to the task's lab, correct
// options that exist, explanations for every option, start inputs and answers that parse as JSON.
import { formatAjvErrors, LAB_OUTCOMES, validatePracticeFile } from './schemas.ts';
import { isObject } from './mcp-shapes.ts';
import type { PracticeFile, PracticeTask } from './types.ts';

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function startJson(task: PracticeTask): { text: string | null; label: string } | null {
  const start = task.start;
  if (!isObject(start)) return null;
  if (task.lab === 'admission' && typeof start.args === 'string')
    return { text: start.args, label: 'start.args' };
  if (task.lab === 'classifier') {
    return { text: typeof start.response === 'string' ? start.response : null, label: 'start.response' };
  }
  if (task.lab === 'planner' && typeof start.input === 'string')
    return { text: start.input, label: 'start.input' };
  return null;
}

/** Cross-field rules of one task that the JSON Schema cannot express. */
export function taskProblems(task: PracticeTask): string[] {
  const at = `task ${task.id}`;
  const problems: string[] = [];
  const { check: c } = task;
  if (c.kind === 'lab-outcome') {
    if (task.lab === null) {
      problems.push(`${at}: a lab-outcome check needs a lab`);
    } else if (!LAB_OUTCOMES[task.lab].includes(c.outcome)) {
      problems.push(
        `${at}: ${task.lab} has no outcome "${c.outcome}" (known: ${LAB_OUTCOMES[task.lab].join(', ')})`,
      );
    }
    if (c.planner !== undefined && task.lab !== 'planner')
      problems.push(`${at}: "planner" option on a ${task.lab} task`);
    if (c.planner === 'tight-budget' && c.outcome !== 'accepted') {
      problems.push(`${at}: tight-budget needs the outcome "accepted"`);
    }
  }
  if (c.kind === 'choices') {
    c.items.forEach((item, i) => {
      const ids = item.options.map((o) => o.id);
      if (new Set(ids).size !== ids.length) problems.push(`${at} item ${i}: duplicate option ids`);
      if (!ids.includes(item.correct))
        problems.push(`${at} item ${i}: correct "${item.correct}" is not an option`);
      const explained = Object.keys(item.explanations).sort();
      if (explained.join() !== [...ids].sort().join()) {
        problems.push(`${at} item ${i}: explanations must cover exactly the options (${ids.join(', ')})`);
      }
    });
  }
  if (c.kind === 'numbers') {
    const ids = c.fields.map((f) => f.id);
    if (new Set(ids).size !== ids.length) problems.push(`${at}: duplicate number field ids`);
  }
  const start = startJson(task);
  let startValue: unknown = undefined;
  if (start?.text != null) {
    if (parsesAsJson(start.text)) startValue = JSON.parse(start.text);
    else problems.push(`${at}: ${start.label} is not valid JSON`);
  }
  if (c.kind === 'lab-outcome' && c.keep) {
    for (const field of c.keep) {
      if (!isObject(startValue) || !(field in startValue))
        problems.push(`${at}: keep field "${field}" is not in the start input`);
    }
  }
  if (task.answer.input !== undefined && !parsesAsJson(task.answer.input)) {
    problems.push(`${at}: answer.input is not valid JSON`);
  }
  return problems;
}

/** All problems of a practice file named `<name>.json`; [] when it is valid. */
export function practiceProblems(name: string, data: unknown): string[] {
  if (!validatePracticeFile(data)) return formatAjvErrors(validatePracticeFile);
  const practice: PracticeFile = data;
  const problems: string[] = [];
  if (practice.page !== name) problems.push(`"page" is "${practice.page}" but the file is ${name}.json`);
  const taskIds = practice.tasks.map((t) => t.id);
  if (new Set(taskIds).size !== taskIds.length) problems.push('duplicate task ids');
  problems.push(...practice.tasks.flatMap(taskProblems));
  const mastery = practice.mastery ?? [];
  if (new Set(mastery.map((m) => m.id)).size !== mastery.length) problems.push('duplicate mastery ids');
  for (const m of mastery) {
    if (m.quiz && !m.quiz.options.some((o) => o.id === m.quiz?.correct)) {
      problems.push(`mastery ${m.id}: correct "${m.quiz.correct}" is not an option`);
    }
  }
  return problems;
}
