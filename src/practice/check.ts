// Checks a learner's own input against a practice task with the real lab logic (never by comparing
// strings): lab-outcome tasks run the lab through `runLab`, exactly as the lab screen does.
import { getPath, jsonEqual, parseJson, type JsonValue } from '../json/index.ts';
import { errorText, problemText, type AnyLab, type LabRun } from '../labs/index.ts';
import { fieldProblems } from './fields.ts';
import type { Bilingual, ChoicesCheck, LabOutcomeCheck, NumbersCheck, PracticeTask } from './types.ts';

/** What the learner entered for one task. */
export type LearnerAnswer =
  /** lab tasks: the editor text; null = classifier "no response (timeout)" */
  | { kind: 'lab'; text: string | null }
  /** choices tasks: the picked option id per item (null = not answered) */
  | { kind: 'choices'; picks: (string | null)[] }
  /** numbers tasks: the typed text per field id */
  | { kind: 'numbers'; values: Record<string, string> };

export interface ItemResult {
  /** choices: option id picked; numbers: field id */
  id: string;
  correct: boolean;
  /** the picked option's explanation (choices) or a message (numbers) */
  feedback: Bilingual;
}

export interface CheckResult {
  done: boolean;
  feedback: Bilingual[];
  /** lab-outcome tasks: the outcome code the lab returned */
  outcome?: string;
  /** choices / numbers: one result per item / field, in order */
  items?: ItemResult[];
}

const b = (zh: string, en: string): Bilingual => ({ zh, en });

/** The answer a task starts with (its `start` text, empty picks, empty numbers). */
export function initialAnswer(task: PracticeTask, lab?: AnyLab): LearnerAnswer {
  const c = task.check;
  if (c.kind === 'choices') return { kind: 'choices', picks: c.items.map(() => null) };
  if (c.kind === 'numbers') return { kind: 'numbers', values: {} };
  if (c.kind === 'page-function') return { kind: 'lab', text: c.start ?? '{}' };
  return { kind: 'lab', text: lab ? startText(task, lab) : '' };
}

/** The editable text of a lab task's start: the lab's practice field (null: a classifier timeout). */
export function startText(task: PracticeTask, lab: AnyLab): string | null {
  if (lab.practice.read && task.start != null) return lab.practice.read(task.start);
  const s = task.start as Record<string, unknown> | null | undefined;
  const v = s?.[lab.practice.field];
  return typeof v === 'string' || v === null ? v : '';
}

/** The lab state of a task with the learner's text in the practice field; the rest stays as `start`. */
export function taskState(task: PracticeTask, lab: AnyLab, text: string | null): unknown {
  const field = lab.practice.field;
  const value = text === null && !lab.practice.nullable ? '' : text;
  if (lab.practice.write) return lab.practice.write(task.start, value);
  return { ...(task.start as Record<string, unknown>), [field]: value };
}

/** Runs the task's lab on the learner's text. */
export function runTaskLab(task: PracticeTask, text: string | null, lab: AnyLab): LabRun {
  return lab.run(taskState(task, lab, text));
}

/**
 * The first reason `text` does not solve a lab task (content checks run each reference answer through
 * it), or null when it does.
 */
export function meetsTask(task: PracticeTask, text: string, lab: AnyLab): Bilingual | null {
  if (task.check.kind !== 'lab-outcome') return null;
  const r = checkLab(task, task.check, text, lab);
  return r.done ? null : (r.feedback[0] ?? b('不满足任务要求', 'it does not meet the task'));
}

/** Checks one answer. Never throws. */
export function checkTask(task: PracticeTask, answer: LearnerAnswer, lab?: AnyLab): CheckResult {
  const c = task.check;
  if (c.kind === 'lab-outcome') {
    if (answer.kind !== 'lab') return wrongKind();
    if (!lab)
      return {
        done: false,
        feedback: [b('本任务的实验还没有载入。', 'The lab of this task has not loaded.')],
      };
    return checkLab(task, c, answer.text, lab);
  }
  if (c.kind === 'choices') {
    if (answer.kind !== 'choices') return wrongKind();
    return checkChoices(c, answer.picks);
  }
  if (c.kind === 'page-function')
    // the call runs in the page lab's Python, which the practice page asks (checkPageCall judges it)
    return {
      done: false,
      feedback: [b('这道题要运行页面函数才能判断。', 'This task is judged by running the page function.')],
    };
  if (answer.kind !== 'numbers') return wrongKind();
  return checkNumbers(c, answer.values);
}

function wrongKind(): CheckResult {
  return {
    done: false,
    feedback: [b('这个答案的形式不适用于本任务。', 'This kind of answer does not fit the task.')],
  };
}

function checkLab(task: PracticeTask, c: LabOutcomeCheck, text: string | null, lab: AnyLab): CheckResult {
  const run = runTaskLab(task, text, lab);
  const feedback: Bilingual[] = [];
  if (run.parseError) {
    const { line, column } = run.parseError;
    feedback.push(
      b(
        `输入不是合法的 JSON（第 ${line} 行第 ${column} 列）：${problemText(run.parseError, 'zh')}`,
        `The input is not valid JSON (line ${line}, column ${column}): ${problemText(run.parseError, 'en')}`,
      ),
    );
    return { done: false, feedback, outcome: run.outcome };
  }
  let ok = true;
  if (run.outcome !== c.outcome) {
    ok = false;
    feedback.push(
      b(
        `实验返回 ${run.outcome}，目标是 ${c.outcome}。`,
        `The lab returns ${run.outcome}; the goal is ${c.outcome}.`,
      ),
    );
    if (run.error) feedback.push(b(errorText(run, 'zh') ?? run.error, errorText(run, 'en') ?? run.error));
  }
  for (const field of onlyBroken(task, c, text, lab)) {
    ok = false;
    feedback.push(
      field === 'header'
        ? b(
            '任务只允许改文件头部：头部以下的正文必须与起始内容一致。',
            'The task allows changes to the header only: the body below it must stay as it started.',
          )
        : b(
            `任务只允许改 ${c.only!.join('、')}：顶层字段 ${field} 必须与起始输入一致。`,
            `The task allows changes to ${c.only!.join(', ')} only: the top-level field ${field} must stay as in the starting input.`,
          ),
    );
  }
  for (const field of keptFieldsChanged(task, c, text, lab)) {
    ok = false;
    feedback.push(
      b(
        `顶层字段 ${field} 必须与起始输入保持一致。`,
        `The top-level field ${field} must stay as in the starting input.`,
      ),
    );
  }
  if (ok) {
    for (const problem of fieldProblems(c.fields ?? [], text, run, startText(task, lab))) {
      ok = false;
      feedback.push(problem);
    }
  }
  if (ok) {
    const state = taskState(task, lab, text);
    for (const name of c.require ?? []) {
      const requirement = lab.practice.requirements?.[name];
      const complaint = requirement
        ? requirement(run, state)
        : b(`实验没有“${name}”这项要求。`, `The lab has no requirement "${name}".`);
      if (complaint) {
        ok = false;
        feedback.push(complaint);
      }
    }
  }
  if (ok) {
    feedback.push(
      b(
        `完成：实验返回 ${run.outcome}，满足任务要求。`,
        `Done: the lab returns ${run.outcome}, as the task asks.`,
      ),
    );
  }
  return { done: ok, feedback, outcome: run.outcome };
}

/** The text below a Markdown front matter (`---` … `---`), or null when there is none. */
function body(text: string): string | null {
  const m = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text);
  return m ? text.slice(m[0].length) : null;
}

/**
 * What an "only change X" task forbids that the answer changed: top-level fields outside `only` that
 * differ from `start` (added or removed ones included), or `header` when the body under a front matter
 * changed. `"*"` allows the whole practice text.
 */
export function onlyBroken(
  task: PracticeTask,
  c: LabOutcomeCheck,
  text: string | null,
  lab: AnyLab,
): string[] {
  if (!c.only || c.only.includes('*')) return [];
  const before = startText(task, lab);
  if (c.only.includes('header')) {
    const [x, y] = [before === null ? null : body(before), text === null ? null : body(text)];
    return x !== null && x !== y ? ['header'] : [];
  }
  const [start, mine] = [topObject(before), topObject(text)];
  if (!start || !mine || start.kind !== 'object' || mine.kind !== 'object') return [];
  const keys = new Set([...start.entries.keys(), ...mine.entries.keys()]);
  return [...keys].filter((k) => {
    if (c.only!.includes(k)) return false;
    const [a, bv] = [getPath(start, [k]), getPath(mine, [k])];
    return a === undefined || bv === undefined || !jsonEqual(a, bv);
  });
}

/** Top-level `keep` fields whose value differs from the start input (or that went missing). */
export function keptFieldsChanged(
  task: PracticeTask,
  c: LabOutcomeCheck,
  text: string | null,
  lab: AnyLab,
): string[] {
  if (!c.keep || c.keep.length === 0) return [];
  const start = topObject(startText(task, lab));
  const mine = topObject(text);
  return c.keep.filter((field) => {
    const a = start ? getPath(start, [field]) : undefined;
    const bv = mine ? getPath(mine, [field]) : undefined;
    if (a === undefined) return false; // nothing to keep (content tests forbid this)
    return bv === undefined || !jsonEqual(a, bv);
  });
}

function topObject(text: string | null): JsonValue | undefined {
  if (text === null) return undefined;
  const p = parseJson(text);
  return p.ok && p.value.kind === 'object' ? p.value : undefined;
}

function checkChoices(c: ChoicesCheck, picks: (string | null)[]): CheckResult {
  const items: ItemResult[] = c.items.map((item, i) => {
    const pick = picks[i] ?? null;
    if (pick === null || !item.options.some((o) => o.id === pick)) {
      return { id: '', correct: false, feedback: b('这一题还没有作答。', 'This item is not answered yet.') };
    }
    return {
      id: pick,
      correct: pick === item.correct,
      feedback: item.explanations[pick] ?? b('', ''),
    };
  });
  const right = items.filter((r) => r.correct).length;
  const done = right === c.items.length;
  return {
    done,
    items,
    feedback: [
      done
        ? b(`全部 ${right} 题都答对了。`, `All ${right} items are right.`)
        : b(`${c.items.length} 题中答对 ${right} 题。`, `${right} of ${c.items.length} items are right.`),
    ],
  };
}

/** An exact integer as typed: optional sign, digits, surrounding spaces allowed. */
export function parseInteger(text: string): bigint | null {
  const t = text.trim();
  return /^[+-]?\d+$/.test(t) ? BigInt(t) : null;
}

function checkNumbers(c: NumbersCheck, values: Record<string, string>): CheckResult {
  const items: ItemResult[] = c.fields.map((f) => {
    const raw = Object.hasOwn(values, f.id) ? (values[f.id] ?? '') : '';
    const n = parseInteger(raw);
    if (raw.trim() === '')
      return { id: f.id, correct: false, feedback: b('还没有填写。', 'Not filled in yet.') };
    if (n === null)
      return { id: f.id, correct: false, feedback: b('请填写一个整数。', 'Enter a whole number.') };
    const correct = n === BigInt(f.answer);
    return {
      id: f.id,
      correct,
      feedback: correct ? b('正确。', 'Right.') : b('不对，再算一遍。', 'Not right; work it out again.'),
    };
  });
  const right = items.filter((r) => r.correct).length;
  const done = right === c.fields.length;
  return {
    done,
    items,
    feedback: [
      done
        ? b(`全部 ${right} 个数都对了。`, `All ${right} numbers are right.`)
        : b(
            `${c.fields.length} 个数中对了 ${right} 个。`,
            `${right} of ${c.fields.length} numbers are right.`,
          ),
    ],
  };
}
