// The React halves of the labs, found by `import.meta.glob` like the labs themselves, and loaded with
// them: `loadLabBundle(slug)` gives a lab's module, content and UI together.
import { loadLab, loadedLab, type LoadedLab } from '../../src/labs/index';
import { hydrateLab } from '../stores/lab-persist';
import type { LabUi } from './contract';

const uiFiles = import.meta.glob<LabUi>('./*/index.tsx', { import: 'default' });
const uis = new Map(Object.entries(uiFiles).map(([path, load]) => [path.split('/')[1]!, load]));
const loadedUis = new Map<string, LabUi>();

export interface LabBundle extends LoadedLab {
  ui: LabUi;
  /** The flowcharts drawn at build time: language → flowchart id → inline SVG (empty in dev). */
  diagrams: Record<string, Record<string, string>>;
}

const loadedDiagrams = new Map<string, Record<string, Record<string, string>>>();

async function loadDiagrams(slug: string): Promise<Record<string, Record<string, string>>> {
  const { loaders } = await import('virtual:lab-diagrams');
  const svgs = Object.hasOwn(loaders, slug) ? (await loaders[slug]!()).default : {};
  loadedDiagrams.set(slug, svgs);
  return svgs;
}

/** Loads a lab whole (module, content, UI, drawn flowcharts, the learner's saved work). */
export async function loadLabBundle(slug: string): Promise<LabBundle> {
  const [lab, ui, diagrams] = await Promise.all([loadLab(slug), loadUi(slug), loadDiagrams(slug)]);
  await hydrateLab(lab.module);
  return { ...lab, ui, diagrams };
}

async function loadUi(slug: string): Promise<LabUi> {
  const hit = loadedUis.get(slug);
  if (hit) return hit;
  const load = uis.get(slug);
  // A lab without a React half still works: the workbench gives it one editor per text field.
  const ui = load ? await load() : { slug };
  loadedUis.set(slug, ui);
  return ui;
}

/** The bundle if it is loaded (renders after the route preparer awaited `loadLabBundle`). */
export function loadedLabBundle(slug: string): LabBundle | undefined {
  const lab = loadedLab(slug);
  const ui = loadedUis.get(slug);
  const diagrams = loadedDiagrams.get(slug);
  return lab && ui && diagrams ? { ...lab, ui, diagrams } : undefined;
}

/** Slugs that have a React half (the registry test checks every one is a registered lab). */
export function uiSlugs(): string[] {
  return [...uis.keys()].sort();
}
