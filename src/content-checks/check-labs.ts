/**
 * All of the labs' content in one pass, the step the build, the dev overlay, `npm run check:content`
 * and the tests share: every registered lab needs its scenarios and outcome texts, every content file
 * must belong to a registered lab, and each file is checked against its lab.
 */
import type { AnyLab } from '../labs/index.ts';
import type { FileDiagnostic } from './diagnostics.ts';
import {
  checkDiagramMapFile,
  checkOutcomesFile,
  checkScenarioFile,
  type ContentFile,
  type PageBodies,
} from './lab-content.ts';
import { checkPracticeFile } from './practice.ts';

export interface LabContentFiles {
  /** content/labs/<slug>/scenarios.json */
  scenarios: ContentFile[];
  /** content/labs/<slug>/outcomes.json */
  outcomes: ContentFile[];
  /** content/labs/<slug>/diagram-maps.json */
  diagramMaps: ContentFile[];
  /** content/practice/*.json */
  practice: ContentFile[];
  /** the wiki's topic pages, both languages */
  pages: PageBodies[];
}

/** `content/labs/<slug>/<kind>.json` → `<slug>`: a lab's content is the folder named after it. */
const slugOf = (f: ContentFile) => f.file.split('/').at(-2)!;

function missing(file: string, message: string): FileDiagnostic {
  return { file, line: 1, column: 1, severity: 'error', rule: 'lab-content', message };
}

export function checkLabContent(labs: readonly AnyLab[], files: LabContentFiles): FileDiagnostic[] {
  const bySlug = new Map(labs.map((l) => [l.slug, l]));
  const pages = new Map(files.pages.map((p) => [p.id, p]));
  const out: FileDiagnostic[] = [];
  const seenScenarioIds = new Map<string, string>();
  const kinds = [
    ['scenarios', files.scenarios],
    ['outcomes', files.outcomes],
    ['diagram-maps', files.diagramMaps],
  ] as const;
  for (const [kind, list] of kinds) {
    const present = new Set(list.map(slugOf));
    for (const f of list) {
      const lab = bySlug.get(slugOf(f));
      if (!lab) {
        out.push(missing(f.file, `there is no lab "${slugOf(f)}" (src/labs/${slugOf(f)}/ is missing)`));
        continue;
      }
      if (kind === 'scenarios') out.push(...checkScenarioFile(lab, f, seenScenarioIds));
      else if (kind === 'outcomes') out.push(...checkOutcomesFile(lab, f, new Set(pages.keys())));
      else out.push(...checkDiagramMapFile(lab, f, pages));
    }
    if (kind === 'diagram-maps') continue;
    for (const lab of labs)
      if (!present.has(lab.slug))
        out.push(missing(`content/labs/${lab.slug}/${kind}.json`, `the ${lab.slug} lab needs this file`));
  }
  const pageIds = new Set(pages.keys());
  const functions = new Map(files.pages.map((p) => [p.id, p.functions ?? {}]));
  for (const f of files.practice) out.push(...checkPracticeFile(f, bySlug, pageIds, functions));
  return out;
}
