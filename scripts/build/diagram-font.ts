// The diagram label font as files the site ships, so an exported SVG can carry the very faces the
// build measured its labels in (src/diagrams/font.ts) instead of trusting the reader's machine to
// have them. Subsets of the OFL faces this machine draws with: DejaVu Sans for Latin text and
// Noto Sans CJK SC for what DejaVu lacks (Chinese), the label stack's; and Noto Sans Mono CJK SC, the
// face the page labs' code-line flowcharts are drawn in (their monospace stack, app/page-labs/page-lab.css,
// names it before the generic family), Latin and Chinese in one. Each is cut down to the characters the
// site's diagrams can hold (every character of content/, the labs' sources, the message catalogue and
// the UI's words, plus printable Latin), as woff2.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

export const DIAGRAM_FONT_SOURCES = {
  latin: { file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', family: 'DejaVu Sans' },
  cjk: { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'Noto Sans CJK SC' },
  mono: { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'Noto Sans Mono CJK SC' },
} as const;
export type DiagramFontPart = keyof typeof DIAGRAM_FONT_SOURCES;

/**
 * Folders whose text can end up in a diagram label: pages, lab charts, the catalogue's messages, and the
 * UI's own words (a page lab's chart is labelled in the UI language: its legend and exit names).
 */
const TEXT_ROOTS = ['content', 'src/labs', 'src/i18n/catalogue', 'app'];
const TEXT_FILE = /\.(md|json|ya?ml|tsx?)$/;

/** Printable ASCII, Latin-1 and the punctuation and arrows labels use, whatever the content says. */
const ALWAYS =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)).join('') +
  Array.from({ length: 0x100 - 0xa0 }, (_, i) => String.fromCodePoint(0xa0 + i)).join('') +
  '‐‑–—‘’“”…→←↑↓⇒≤≥≠×÷·•✓✗';

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (TEXT_FILE.test(name) && !name.endsWith('.test.ts')) out.push(path);
  }
}

/** Every character a diagram of this site can show, each once, in code point order. */
export function diagramCharacters(root: string): string {
  const chars = new Set(ALWAYS);
  for (const top of TEXT_ROOTS) {
    const files: string[] = [];
    if (existsSync(join(root, top))) walk(join(root, top), files);
    for (const file of files) for (const ch of readFileSync(file, 'utf8')) chars.add(ch);
  }
  return [...chars]
    .filter((ch) => ch >= ' ')
    .sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!)
    .join('');
}

// ---------------------------------------------------------------------------------------------------
// A font collection (.ttc) holds several faces sharing tables; the subsetter reads a lone face.

const tag = (buf: Buffer, at: number) => buf.toString('latin1', at, at + 4);

/** The offsets of each face's table directory in a collection, or [0] for a lone font. */
function faceOffsets(buf: Buffer): number[] {
  if (tag(buf, 0) !== 'ttcf') return [0];
  const count = buf.readUInt32BE(8);
  return Array.from({ length: count }, (_, i) => buf.readUInt32BE(12 + 4 * i));
}

interface TableRecord {
  tag: string;
  checksum: number;
  offset: number;
  length: number;
}

function tables(buf: Buffer, dir: number): TableRecord[] {
  const n = buf.readUInt16BE(dir + 4);
  return Array.from({ length: n }, (_, i) => {
    const at = dir + 12 + 16 * i;
    return {
      tag: tag(buf, at),
      checksum: buf.readUInt32BE(at + 4),
      offset: buf.readUInt32BE(at + 8),
      length: buf.readUInt32BE(at + 12),
    };
  });
}

/** The family names (name id 1, Windows Unicode) a face calls itself. */
function familyNames(buf: Buffer, dir: number): string[] {
  const name = tables(buf, dir).find((t) => t.tag === 'name');
  if (!name) return [];
  const count = buf.readUInt16BE(name.offset + 2);
  const strings = name.offset + buf.readUInt16BE(name.offset + 4);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const at = name.offset + 6 + 12 * i;
    const [platform, , , nameId, length, offset] = [0, 2, 4, 6, 8, 10].map((d) => buf.readUInt16BE(at + d));
    if (platform !== 3 || nameId !== 1) continue;
    const utf16be = buf.subarray(strings + offset!, strings + offset! + length!);
    out.push(Buffer.from(utf16be).swap16().toString('utf16le'));
  }
  return out;
}

/** One face of a font or collection, named by family, written out as a lone font file. */
export function extractFace(buf: Buffer, family: string): Buffer {
  const dir = faceOffsets(buf).find((d) => familyNames(buf, d).includes(family));
  if (dir === undefined) throw new Error(`no face named "${family}" in the font file`);
  const records = tables(buf, dir);
  const headerSize = 12 + 16 * records.length;
  const pad = (n: number) => (n + 3) & ~3;
  const size = records.reduce((sum, t) => sum + pad(t.length), headerSize);
  const out = Buffer.alloc(size);
  buf.copy(out, 0, dir, dir + 12);
  let at = headerSize;
  records.forEach((t, i) => {
    const rec = 12 + 16 * i;
    out.write(t.tag, rec, 'latin1');
    out.writeUInt32BE(t.checksum, rec + 4);
    out.writeUInt32BE(at, rec + 8);
    out.writeUInt32BE(t.length, rec + 12);
    buf.copy(out, at, t.offset, t.offset + t.length);
    at += pad(t.length);
  });
  return out;
}

/**
 * The woff2 subsets, one per part, or null when this machine lacks the source faces (the export then
 * keeps the font stack alone, as before, and says nothing is embedded).
 */
export async function diagramFontFiles(root: string): Promise<Record<DiagramFontPart, Buffer> | null> {
  const parts = Object.keys(DIAGRAM_FONT_SOURCES) as DiagramFontPart[];
  if (!parts.every((p) => existsSync(DIAGRAM_FONT_SOURCES[p].file))) return null;
  // Every face gets every character and keeps the glyphs it has: a reader's browser takes each
  // character from the first face of the stack that has it, and so will the exported file.
  const chars = diagramCharacters(root);
  const files = await Promise.all(
    parts.map((p) => {
      const { file, family } = DIAGRAM_FONT_SOURCES[p];
      const bytes = readFileSync(file);
      const face = file.endsWith('.ttc') ? extractFace(bytes, family) : bytes;
      return subsetFont(face, chars, { targetFormat: 'woff2' });
    }),
  );
  return Object.fromEntries(parts.map((p, i) => [p, files[i]!])) as Record<DiagramFontPart, Buffer>;
}
