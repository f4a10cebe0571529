// The label faces an exported diagram carries, so the file draws with the faces the screen does on
// any machine: the site's woff2 subsets of DejaVu Sans and Noto Sans CJK SC
// (scripts/build/vite-plugin-diagram-font.ts), fetched from this origin on the first export only
// and embedded as data: @font-face rules under names no installed font has.
import fontUrls from 'virtual:diagram-font';
import { EXPORT_FAMILIES } from './svg-font-names';

export interface EmbeddedFont {
  /** The @font-face rules, sources inlined. */
  css: string;
  /** The families to put in front of the label font stack, in fallback order. */
  families: string[];
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

/**
 * The faces a diagram whose text is `text` needs (the CJK face only when it holds such characters),
 * or null when this build shipped none.
 */
export async function embeddedDiagramFont(text: string): Promise<EmbeddedFont | null> {
  const urls = fontUrls;
  if (!urls) return null;
  const parts = NEEDS_CJK.test(text) ? (['latin', 'cjk'] as const) : (['latin'] as const);
  const sources = await Promise.all(parts.map((p) => cachedDataUrl(urls[p])));
  return {
    css: parts.map((p, i) => face(EXPORT_FAMILIES[p], sources[i]!)).join(''),
    families: parts.map((p) => EXPORT_FAMILIES[p]),
  };
}
