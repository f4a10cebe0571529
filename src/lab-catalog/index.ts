/**
 * What labs exist, without loading any of them: the `meta.ts` of every lab folder (`src/labs/<slug>/`),
 * found by `import.meta.glob`. Navigation, the /labs index, the home page and the prerendered routes read
 * this light list on every page; a lab's code loads only where the lab is used (src/labs registry).
 */
import type { LabMeta } from '../labs/contract.ts';

export type { LabMeta };

// Slugs are ASCII; a locale-aware compare would load the collator on every page's start for nothing.
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const metaFiles = import.meta.glob<LabMeta>('../labs/*/meta.ts', { eager: true, import: 'meta' });

const metas = new Map(
  Object.entries(metaFiles).map(([path, meta]) => {
    const folder = path.split('/')[2]!;
    // A lab folder whose meta is missing or misnamed must fail loudly, never vanish from navigation.
    if (!meta || meta.slug !== folder)
      throw new Error(`src/labs/${folder}/meta.ts must export \`meta\` with slug "${folder}"`);
    return [folder, meta];
  }),
);

/** Every lab's meta, by topic and then by its order within the topic. */
export const labCatalog: readonly LabMeta[] = [...metas.values()].sort(
  (a, b) => byCodeUnits(a.topic, b.topic) || a.order - b.order || byCodeUnits(a.slug, b.slug),
);

export function labMeta(slug: string): LabMeta | undefined {
  return metas.get(slug);
}

export function isLabSlug(slug: string): boolean {
  return metas.has(slug);
}

/** The folders found (the registry's completeness test compares them with the modules). */
export function catalogFolders(): string[] {
  return [...metas.keys()].sort();
}
