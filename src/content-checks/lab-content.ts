/**
 * Checks a lab's content files against the lab itself: `content/labs/<slug>/scenarios.json` (shape, the state
 * against the lab's own state schema, every scenario run through the lab to its `expect`, coverage of the
 * flowchart), `content/labs/<slug>/outcomes.json` (a text for every outcome the lab can give) and
 * `content/labs/<slug>/diagram-maps.json` (lab nodes onto the nodes of a page's own diagram). Pure: the caller
 * reads the files and loads the labs; every problem comes back with its file, line and column.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { parseJson, toDisplay } from '../json/index.ts';
import {
  checkState,
  isLabSlug,
  type AnyLab,
  type OutcomeText,
  type OutcomesFile,
  type ScenarioFile,
} from '../labs/index.ts';
import type { FileDiagnostic } from './diagnostics.ts';
import { ajvDiagnostics, readJsonDocument, type JsonDocument } from './json-document.ts';
import { mermaidNodeIds, scanBody } from './markdown.ts';

const KEBAB = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
const text = { type: 'string', pattern: '\\S' } as const;
const bilingual = {
  type: 'object',
  required: ['zh', 'en'],
  additionalProperties: false,
  properties: { zh: text, en: text },
} as const;

const scenarioFileSchema = {
  type: 'object',
  required: ['lab', 'scenarios', 'walkthroughs'],
  additionalProperties: false,
  properties: {
    lab: { type: 'string' },
    scenarios: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['id', 'title', 'note', 'state', 'expect'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', pattern: KEBAB },
          title: bilingual,
          note: bilingual,
          state: {},
          expect: { type: 'string' },
          practice: { const: true },
        },
      },
    },
    walkthroughs: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'title', 'steps'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', pattern: KEBAB },
          title: bilingual,
          steps: { type: 'array', minItems: 2, items: { type: 'string', minLength: 1 } },
        },
      },
    },
  },
} as const;

/** An in-app path without the language prefix: a lab or a topic page, optionally with an anchor. */
const APP_PATH = '^/(labs|topics)/[a-z0-9]+(?:-[a-z0-9]+)*(?:#[A-Za-z0-9_-]+)?$';

const outcomeText = {
  type: 'object',
  required: ['title', 'explain', 'proves', 'notProves', 'next', 'tone'],
  additionalProperties: false,
  properties: {
    title: bilingual,
    explain: bilingual,
    proves: bilingual,
    notProves: bilingual,
    next: bilingual,
    links: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['href', 'label'],
        additionalProperties: false,
        properties: { href: { type: 'string', pattern: APP_PATH }, label: bilingual },
      },
    },
    tone: { enum: ['ok', 'block', 'unknown'] },
  },
} as const;

const keyed = (keys: readonly string[]) => ({
  type: 'object',
  required: [...keys],
  additionalProperties: false,
  properties: Object.fromEntries(keys.map((k) => [k, outcomeText])),
});

function outcomesFileSchema(lab: AnyLab) {
  const teaching = lab.teachingErrors ?? [];
  return {
    type: 'object',
    required: ['lab', 'outcomes', ...(teaching.length ? ['errors', 'crash'] : [])],
    additionalProperties: false,
    properties: {
      lab: { const: lab.slug },
      outcomes: keyed([...lab.outcomes, 'error']),
      ...(teaching.length ? { errors: keyed(teaching), crash: outcomeText } : {}),
    },
  };
}

const diagramMapSchema = {
  type: 'object',
  propertyNames: { pattern: KEBAB },
  additionalProperties: {
    type: 'object',
    additionalProperties: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', minLength: 1 },
    },
  },
} as const;

const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false });
const validateScenarios = ajv.compile<ScenarioFile>(scenarioFileSchema);
const validateMap = ajv.compile<Record<string, Record<string, string[]>>>(diagramMapSchema);
const outcomeValidators = new Map<string, ValidateFunction>();

/** A file of the content folder, as read from disk. */
export interface ContentFile {
  file: string;
  text: string;
}

/** The text a lab state holds for each JSON field (null texts, like a classifier timeout, skipped). */
function jsonTexts(lab: AnyLab, state: unknown): [string, string][] {
  const s = state as Record<string, unknown>;
  // An empty text is a text the state does not use (e.g. the pinned list in review mode).
  return lab.fields
    .filter(
      (f) => f.language === 'json' && typeof s[f.key] === 'string' && (s[f.key] as string).trim() !== '',
    )
    .map((f) => [f.key, s[f.key] as string]);
}

/** Checks one lab's scenario file; `seenIds` collects scenario ids across labs (they must be unique). */
export function checkScenarioFile(
  lab: AnyLab,
  f: ContentFile,
  seenIds: Map<string, string>,
): FileDiagnostic[] {
  const doc = readJsonDocument(f.file, f.text);
  if ('line' in doc) return [doc];
  if (!validateScenarios(doc.data)) return ajvDiagnostics(doc, validateScenarios.errors);
  const file = doc.data;
  const out: FileDiagnostic[] = [];
  if (file.lab !== lab.slug) out.push(doc.at(['lab'], `"lab" must be "${lab.slug}" (the file's name)`));
  const outcomes = new Set([...lab.outcomes, 'error']);
  const walked = new Set<string>();
  const expected = new Set<string>();
  file.scenarios.forEach((sc, i) => {
    const at = ['scenarios', i];
    const other = seenIds.get(sc.id);
    if (other) out.push(doc.at([...at, 'id'], `scenario id "${sc.id}" is already used in ${other}`));
    seenIds.set(sc.id, f.file);
    const state = checkState(lab, sc.state);
    if (!state.ok) {
      out.push(doc.at([...at, 'state'], `the state does not fit the ${lab.slug} lab: ${state.detail}`));
      return;
    }
    if (!outcomes.has(sc.expect)) {
      out.push(
        doc.at(
          [...at, 'expect'],
          `"${sc.expect}" is not an outcome of ${lab.slug} (${[...outcomes].join(', ')})`,
        ),
      );
      return;
    }
    expected.add(sc.expect);
    for (const [key, t] of jsonTexts(lab, state.state)) {
      const p = parseJson(t);
      // Unreadable text is a scenario of its own only when it says so (it expects `error`).
      if (!p.ok) {
        if (sc.expect !== 'error')
          out.push(doc.at([...at, 'state', key], `${key} is not JSON: ${p.error.message}`));
      } else if (toDisplay(p.value, 2) !== t)
        out.push(
          doc.at([...at, 'state', key], `${key} is not pretty-printed with a 2-space indent`, 'warning'),
        );
    }
    const run = lab.run(state.state);
    if (run.outcome !== sc.expect)
      out.push(
        doc.at([...at, 'expect'], `the lab returns "${run.outcome}" for this state, not "${sc.expect}"`),
      );
    run.trace.forEach((step, k) => {
      walked.add(step.node);
      const next = run.trace[k + 1];
      if (next) walked.add(`${step.node}->${next.node}`);
    });
  });
  const ids = new Set(file.scenarios.map((s) => s.id));
  file.walkthroughs.forEach((w, i) =>
    w.steps.forEach((step, k) => {
      if (!ids.has(step))
        out.push(doc.at(['walkthroughs', i, 'steps', k], `"${step}" is not a scenario of this lab`));
    }),
  );
  out.push(...coverage(lab, doc, expected, walked));
  return out;
}

/** Scenarios should show every outcome and take every edge of the lab's flowcharts (warnings). */
function coverage(lab: AnyLab, doc: JsonDocument, expected: Set<string>, walked: Set<string>) {
  const out: FileDiagnostic[] = [];
  const missing = lab.outcomes.filter((o) => !expected.has(o));
  if (missing.length) out.push(doc.at(['scenarios'], `no scenario shows ${missing.join(', ')}`, 'warning'));
  for (const fc of lab.flowcharts) {
    const nodes = fc.nodes.filter((n) => !walked.has(n.id)).map((n) => n.id);
    const edges = fc.edges.filter((e) => !walked.has(`${e.from}->${e.to}`)).map((e) => `${e.from}->${e.to}`);
    if (nodes.length || edges.length)
      out.push(
        doc.at(
          ['scenarios'],
          `no scenario walks ${[...nodes, ...edges].join(', ')} (flowchart ${fc.id})`,
          'warning',
        ),
      );
  }
  return out;
}

/** A link of an outcome text that leads nowhere: a lab that does not exist, or an unknown page. */
function deadLink(href: string, pageIds: ReadonlySet<string> | undefined): string | null {
  const [, kind, id] = /^\/(labs|topics)\/([^#]+)/.exec(href) ?? [];
  if (kind === 'labs' && !isLabSlug(id as string)) return `there is no lab "${id}"`;
  if (kind === 'topics' && pageIds && !pageIds.has(id as string)) return `there is no page "${id}"`;
  return null;
}

/** `pageIds`: the wiki's pages, to check links to topics (labs are checked against the catalog). */
export function checkOutcomesFile(
  lab: AnyLab,
  f: ContentFile,
  pageIds?: ReadonlySet<string>,
): FileDiagnostic[] {
  const doc = readJsonDocument(f.file, f.text);
  if ('line' in doc) return [doc];
  let validate = outcomeValidators.get(lab.slug);
  if (!validate) outcomeValidators.set(lab.slug, (validate = ajv.compile(outcomesFileSchema(lab))));
  if (!validate(doc.data)) return ajvDiagnostics(doc, validate.errors);
  const data = doc.data as OutcomesFile;
  const out: FileDiagnostic[] = [];
  for (const [code, t] of Object.entries(data.outcomes)) {
    const happy = lab.happy.includes(code);
    if (happy !== (t.tone === 'ok'))
      out.push(
        doc.at(
          ['outcomes', code, 'tone'],
          `"${code}" ${happy ? 'passes every check: its tone is ok' : 'is not a pass: its tone cannot be ok'}`,
        ),
      );
  }
  const texts: [(string | number)[], OutcomeText][] = [
    ...Object.entries(data.outcomes).map(([k, t]): [string[], OutcomeText] => [['outcomes', k], t]),
    ...Object.entries(data.errors ?? {}).map(([k, t]): [string[], OutcomeText] => [['errors', k], t]),
    ...(data.crash ? [[['crash'], data.crash] as [string[], OutcomeText]] : []),
  ];
  for (const [at, t] of texts)
    (t.links ?? []).forEach((link, i) => {
      const dead = deadLink(link.href, pageIds);
      if (dead) out.push(doc.at([...at, 'links', i, 'href'], dead));
    });
  return out;
}

/** A wiki page, for the diagram-map checks: its body (after the frontmatter) in each language. */
export interface PageBodies {
  id: string;
  zh?: { file: string; body: string };
  en?: { file: string; body: string };
  /** the page's public functions (its page labs) → their parameter names, for page-function tasks */
  functions?: Record<string, string[]>;
}

/** Node ids of the last mermaid diagram before the page's link to the lab, or why there is none. */
function diagramBefore(body: string, slug: string): string[] | string {
  const at = body.indexOf(`](/labs/${slug})`);
  if (at < 0) return `does not link to /labs/${slug}`;
  const blocks = scanBody(body.slice(0, at)).codeBlocks.filter((b) => b.lang === 'mermaid');
  const last = blocks[blocks.length - 1];
  return last ? mermaidNodeIds(last.code) : `has no mermaid diagram before its /labs/${slug} link`;
}

export function checkDiagramMapFile(lab: AnyLab, f: ContentFile, pages: ReadonlyMap<string, PageBodies>) {
  const doc = readJsonDocument(f.file, f.text);
  if ('line' in doc) return [doc];
  if (!validateMap(doc.data)) return ajvDiagnostics(doc, validateMap.errors);
  const labNodes = new Set(lab.flowcharts.flatMap((fc) => fc.nodes.map((n) => n.id)));
  const out: FileDiagnostic[] = [];
  for (const [pageId, map] of Object.entries(doc.data)) {
    const page = pages.get(pageId);
    if (!page) {
      out.push(doc.at([pageId], `there is no page "${pageId}"`));
      continue;
    }
    for (const node of Object.keys(map))
      if (!labNodes.has(node))
        out.push(doc.at([pageId, node], `"${node}" is not a node of the ${lab.slug} flowchart`));
    for (const lang of ['zh', 'en'] as const) {
      const body = page[lang];
      if (!body) continue;
      const ids = diagramBefore(body.body, lab.slug);
      if (typeof ids === 'string') {
        out.push(doc.at([pageId], `${body.file} ${ids}`));
        continue;
      }
      for (const [node, targets] of Object.entries(map))
        for (const t of targets)
          if (!ids.includes(t))
            out.push(doc.at([pageId, node], `${body.file}: its diagram has no node "${t}"`));
    }
  }
  return out;
}
