/**
 * Checks a practice file (`content/practice/<page-id>.json`) beyond its JSON Schema, against the labs
 * themselves: a lab task names a registered lab, starts from a state that lab accepts, asks for an outcome
 * and requirements the lab has, and its reference answer really solves it when run through the lab.
 * Choice tasks need their correct option and an explanation per option.
 */
import { parseJson } from '../json/index.ts';
import { checkState, type AnyLab } from '../labs/index.ts';
import { meetsTask } from '../practice/check.ts';
import { pageCallArgs } from '../practice/page-call.ts';
import { nearMissProblems } from '../practice/near-miss.ts';
import type { FileDiagnostic } from './diagnostics.ts';
import { ajvDiagnostics, readJsonDocument, type JsonDocument } from './json-document.ts';
import type { ContentFile } from './lab-content.ts';
import { validatePracticeFile } from './schemas.ts';
import type { PracticeFile, PracticeTask } from './types.ts';

type Path = (string | number)[];

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

function choiceProblems(doc: JsonDocument, task: PracticeTask, at: Path): FileDiagnostic[] {
  const c = task.check;
  const out: FileDiagnostic[] = [];
  if (c.kind === 'choices') {
    c.items.forEach((item, i) => {
      const here = [...at, 'check', 'items', i];
      const ids = item.options.map((o) => o.id);
      if (new Set(ids).size !== ids.length) out.push(doc.at([...here, 'options'], 'duplicate option ids'));
      if (!ids.includes(item.correct))
        out.push(doc.at([...here, 'correct'], `correct "${item.correct}" is not an option`));
      const explained = Object.keys(item.explanations).sort();
      if (explained.join() !== [...ids].sort().join())
        out.push(
          doc.at(
            [...here, 'explanations'],
            `explanations must cover exactly the options (${ids.join(', ')})`,
          ),
        );
    });
  }
  if (c.kind === 'numbers') {
    const ids = c.fields.map((f) => f.id);
    if (new Set(ids).size !== ids.length)
      out.push(doc.at([...at, 'check', 'fields'], 'duplicate number field ids'));
  }
  return out;
}

function labProblems(doc: JsonDocument, task: PracticeTask, at: Path, lab: AnyLab): FileDiagnostic[] {
  const c = task.check;
  if (c.kind !== 'lab-outcome')
    return [doc.at([...at, 'check'], 'a task with a lab is checked by its lab (lab-outcome)')];
  const state = checkState(lab, task.start);
  if (!state.ok)
    return [doc.at([...at, 'start'], `the start does not fit the ${lab.slug} lab: ${state.detail}`)];
  const out: FileDiagnostic[] = [];
  if (![...lab.outcomes, 'error'].includes(c.outcome))
    out.push(
      doc.at(
        [...at, 'check', 'outcome'],
        `${lab.slug} has no outcome "${c.outcome}" (known: ${lab.outcomes.join(', ')})`,
      ),
    );
  for (const name of c.require ?? [])
    if (!Object.hasOwn(lab.practice.requirements ?? {}, name))
      out.push(doc.at([...at, 'check', 'require'], `${lab.slug} has no requirement "${name}"`));
  const field = lab.fields.find((f) => f.key === lab.practice.field)!;
  const startText = lab.practice.read
    ? lab.practice.read(state.state)
    : (state.state as Record<string, unknown>)[field.key];
  const json = field.language === 'json';
  (c.fields ?? []).forEach((f, i) => {
    const here = [...at, 'check', 'fields', i];
    if (!json && f.in !== 'run')
      out.push(doc.at(here, `field checks read JSON, but ${lab.slug} practises ${field.language} text`));
    if (f.in === 'run' && f.source)
      out.push(doc.at([...here, 'source'], 'the lab\'s answer has no source text: "source" reads the input'));
    if (f.matches !== undefined && !compiles(f.matches))
      out.push(doc.at([...here, 'matches'], `"${f.matches}" is not a valid regular expression`));
  });
  if (json && typeof startText === 'string' && !parseJson(startText).ok)
    out.push(doc.at([...at, 'start', field.key], `start.${field.key} is not valid JSON`));
  if (c.keep) {
    const start = typeof startText === 'string' ? parseJson(startText) : null;
    for (const key of c.keep)
      if (!start?.ok || start.value.kind !== 'object' || !start.value.entries.has(key))
        out.push(doc.at([...at, 'check', 'keep'], `keep field "${key}" is not in start.${field.key}`));
  }
  const answer = task.answer.input;
  if (answer !== undefined && out.length === 0) {
    if (json && !parseJson(answer).ok)
      out.push(doc.at([...at, 'answer', 'input'], 'answer.input is not valid JSON'));
    else {
      const unmet = meetsTask(task, answer, lab);
      if (unmet)
        out.push(
          doc.at([...at, 'answer', 'input'], `the reference answer does not solve the task: ${unmet.en}`),
        );
    }
  }
  return out;
}

/**
 * A page-function task: it names a public function of its page, and its start, reference answer and
 * near misses are argument objects that name only that function's parameters. (Whether the answer
 * really gives what `expect` says is run with python3 by scripts/page-labs/practice-calls.test.ts.)
 */
function pageFunctionProblems(
  doc: JsonDocument,
  task: PracticeTask,
  at: Path,
  functions: Record<string, string[]> | undefined,
): FileDiagnostic[] {
  const c = task.check;
  if (c.kind !== 'page-function') return [];
  const params = functions && Object.hasOwn(functions, c.fn) ? functions[c.fn]! : null;
  if (!params)
    return [
      doc.at(
        [...at, 'check', 'fn'],
        `the page defines no public function "${c.fn}" (known: ${Object.keys(functions ?? {}).join(', ') || 'none'})`,
      ),
    ];
  const out: FileDiagnostic[] = [];
  const texts: [Path, string | null | undefined][] = [
    [[...at, 'check', 'start'], c.start],
    [[...at, 'answer', 'input'], task.answer.input],
    ...task.nearMisses.map((m, i): [Path, string | null | undefined] => [
      [...at, 'nearMisses', i, 'input'],
      m.input,
    ]),
  ];
  if (task.answer.input === undefined)
    out.push(doc.at([...at, 'answer'], 'a page-function task needs answer.input'));
  for (const [here, text] of texts) {
    if (text == null) continue;
    const read = pageCallArgs(text, params);
    if (!read.ok) out.push(doc.at(here, read.feedback.en));
  }
  return out;
}

/** Every problem of one practice file; `pageIds` are the wiki page ids that exist. */
export function checkPracticeFile(
  f: ContentFile,
  labs: ReadonlyMap<string, AnyLab>,
  pageIds: ReadonlySet<string>,
  functions: ReadonlyMap<string, Record<string, string[]>> = new Map(),
): FileDiagnostic[] {
  const doc = readJsonDocument(f.file, f.text);
  if ('line' in doc) return [doc];
  if (!validatePracticeFile(doc.data)) return ajvDiagnostics(doc, validatePracticeFile.errors);
  const practice: PracticeFile = doc.data;
  const out: FileDiagnostic[] = [];
  const name = f.file
    .split('/')
    .pop()!
    .replace(/\.json$/, '');
  if (practice.page !== name)
    out.push(doc.at(['page'], `"page" is "${practice.page}" but the file is ${name}.json`));
  if (!pageIds.has(practice.page)) out.push(doc.at(['page'], `there is no wiki page "${practice.page}"`));
  const seen = new Set<string>();
  practice.tasks.forEach((task, i) => {
    const at: Path = ['tasks', i];
    if (seen.has(task.id)) out.push(doc.at([...at, 'id'], `duplicate task id "${task.id}"`));
    seen.add(task.id);
    out.push(...choiceProblems(doc, task, at));
    out.push(...pageFunctionProblems(doc, task, at, functions.get(practice.page)));
    const lab = task.lab === null ? undefined : labs.get(task.lab);
    if (task.lab === null || lab)
      for (const p of nearMissProblems(task, lab))
        out.push(doc.at(p.index < 0 ? [...at, 'nearMisses'] : [...at, 'nearMisses', p.index], p.message));
    if (task.lab === null) {
      if (task.check.kind === 'lab-outcome')
        out.push(doc.at([...at, 'check'], 'a lab-outcome check needs a lab'));
      if (task.start != null) out.push(doc.at([...at, 'start'], 'a task without a lab has no start'));
      return;
    }
    if (!lab)
      out.push(
        doc.at([...at, 'lab'], `there is no lab "${task.lab}" (known: ${[...labs.keys()].join(', ')})`),
      );
    else out.push(...labProblems(doc, task, at, lab));
  });
  const mastery = practice.mastery ?? [];
  const mids = new Set<string>();
  mastery.forEach((m, i) => {
    if (mids.has(m.id)) out.push(doc.at(['mastery', i, 'id'], `duplicate mastery id "${m.id}"`));
    mids.add(m.id);
    if (m.quiz && !m.quiz.options.some((o) => o.id === m.quiz?.correct))
      out.push(doc.at(['mastery', i, 'quiz', 'correct'], `correct "${m.quiz.correct}" is not an option`));
  });
  return out;
}
