// The label faces an exported diagram carries, so the file draws with the faces the screen does on
// any machine: the site's woff2 subsets of DejaVu Sans and Noto Sans CJK SC for the label stack, and
// of Noto Sans Mono CJK SC for the page labs' monospace one (scripts/build/vite-plugin-diagram-font.ts),
// fetched from this origin on the first export only and embedded as data: @font-face rules under
// names no installed font has.
import fontUrls, { covered } from 'virtual:diagram-font';
import { charactersOutside } from '../../src/diagrams/index';
import { EXPORT_FAMILIES, type LabelStack } from './svg-font-names';

export interface EmbeddedFont {
  /** The @font-face rules, sources inlined. */
  css: string;
  /** Per label stack, the families to put in front of it, in fallback order (none: not embedded). */
  families: Partial<Record<LabelStack, string[]>>;
  /**
   * Characters of the text the embedded faces were not cut to (a preview draft's own words, say): the
   * file draws them in the viewer's installed fonts, which a browser cannot turn into outlines.
   */
  missing: string[];
}

/** Characters the Latin face lacks, drawn from the CJK face (as the screen's stack does). */
const NEEDS_CJK = /[\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/;

const cache = new Map<string, Promise<string>>();

async function dataUrl(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode(...all) overflows the call stack on a font-sized array.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:font/woff2;base64,${btoa(binary)}`;
}

function cachedDataUrl(url: string): Promise<string> {
  let hit = cache.get(url);
  if (!hit) {
    hit = dataUrl(url);
    // A failed fetch (offline before the file was kept) is tried again on the next export.
    hit.catch(() => cache.delete(url));
    cache.set(url, hit);
  }
  return hit;
}

const face = (family: string, src: string) =>
  `@font-face{font-family:"${family}";src:url(${src}) format("woff2");font-weight:400;font-style:normal}`;

type Part = keyof typeof EXPORT_FAMILIES;

/**
 * The faces a diagram whose text is `text`, drawn in the label stacks `stacks`, needs (the label
 * stack's CJK face only when the text holds such characters; the monospace face holds both scripts),
 * or null when this build shipped none or no stack is one of ours.
 */
export async function embeddedDiagramFont(
  text: string,
  stacks: Iterable<LabelStack>,
): Promise<EmbeddedFont | null> {
  const urls = fontUrls;
  const wanted = new Set(stacks);
  if (!urls || wanted.size === 0) return null;
  const families: EmbeddedFont['families'] = {};
  if (wanted.has('label')) families.label = NEEDS_CJK.test(text) ? ['latin', 'cjk'] : ['latin'];
  if (wanted.has('mono')) families.mono = ['mono'];
  const parts = [...new Set(Object.values(families).flat())] as Part[];
  const sources = await Promise.all(parts.map((p) => cachedDataUrl(urls[p])));
  return {
    css: parts.map((p, i) => face(EXPORT_FAMILIES[p], sources[i]!)).join(''),
    families: Object.fromEntries(
      Object.entries(families).map(([stack, ps]) => [stack, ps.map((p) => EXPORT_FAMILIES[p as Part])]),
    ),
    missing: charactersOutside(text, covered),
  };
}
