// The page labs of the pages, loaded per page (one chunk each) and kept for the visit. A route loads them
// before it renders (server and client alike), so a function page renders synchronously.
import { functions, pages } from 'virtual:page-labs';
import type { PageLabData } from '../../src/page-labs/index';
import type { Lang } from '../i18n/strings';

const cache = new Map<string, PageLabData[]>();

/** The key of a page's labs in a language, falling back to the other language's page. */
export function labsKey(lang: Lang, id: string): string | null {
  const other: Lang = lang === 'zh' ? 'en' : 'zh';
  for (const l of [lang, other]) if (Object.hasOwn(functions, `${l}/${id}`)) return `${l}/${id}`;
  return null;
}

export function pageFunctionNames(lang: Lang, id: string): string[] {
  const key = labsKey(lang, id);
  return key ? (functions[key] ?? []) : [];
}

/** Every `(page id, function)` pair, for the prerender. */
export function allPageFunctions(): { id: string; name: string }[] {
  const seen = new Set<string>();
  const out: { id: string; name: string }[] = [];
  for (const [key, names] of Object.entries(functions))
    for (const name of names) {
      const id = key.slice(3);
      if (seen.has(`${id}/${name}`)) continue;
      seen.add(`${id}/${name}`);
      out.push({ id, name });
    }
  return out;
}

export function loadedLabs(lang: Lang, id: string): PageLabData[] | undefined {
  const key = labsKey(lang, id);
  return key ? cache.get(key) : undefined;
}

export async function loadLabs(lang: Lang, id: string): Promise<PageLabData[]> {
  const key = labsKey(lang, id);
  if (!key) return [];
  const hit = cache.get(key);
  if (hit) return hit;
  const loader = pages[key];
  if (!loader) return [];
  const labs = (await loader()).default;
  cache.set(key, labs);
  return labs;
}
