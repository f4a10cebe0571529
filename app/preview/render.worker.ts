// Renders the previewed page off the main thread with the same pipeline the build uses
// (src/content). Keeps an index of the pages links may point to (the bundled wiki, or an opened
// folder) and works out their heading ids in the background so cross-page anchors get checked too.
import { returnDocument } from './worker-dom-shim';
import {
  createWikiResolver,
  diagramLineOffset,
  finishPage,
  langOfPath,
  parseFrontmatter,
  preparePage,
  splitSource,
  type ClaimsFile,
  type WikiPageInfo,
} from '../../src/content/index';
import type { FromWorker, PreviewFile, ToWorker } from './protocol';

returnDocument();

const rawPages = import.meta.glob<string>('/content/wiki/**/*.md', { query: '?raw', import: 'default' });
const claimFiles = import.meta.glob<ClaimsFile>('/content/claims/*.json', { eager: true, import: 'default' });
const claims: ClaimsFile = Object.assign({}, ...Object.values(claimFiles));

const post = (m: FromWorker) => (self as unknown as Worker).postMessage(m);

interface Entry {
  path: string;
  source: string;
  id: string;
  /** Heading and footnote ids, once worked out (undefined: anchors to this page are not checked). */
  anchors?: string[];
}

let bundled: Promise<PreviewFile[]> | null = null;
function loadBundled(): Promise<PreviewFile[]> {
  return (bundled ??= Promise.all(
    Object.entries(rawPages).map(async ([key, load]) => ({
      path: key.replace(/^\/content\/wiki\//, ''),
      source: await load(),
    })),
  ).then((files) => files.sort((a, b) => a.path.localeCompare(b.path))));
}

/** Index per source set; entries keep their anchors while their source is unchanged. */
let entries = new Map<string, Entry>();
let generation = 0;
let last: Extract<ToWorker, { type: 'render' }> | null = null;
/** False until the first index is built: a render before that would call every link broken. */
let indexed = false;

function idOf(path: string, source: string): string {
  try {
    const fm = parseFrontmatter(splitSource(source));
    const raw = fm.data && typeof fm.data.id === 'string' ? fm.data.id : null;
    return fm.frontmatter?.id ?? raw ?? stem(path);
  } catch {
    return stem(path);
  }
}
const stem = (path: string) => (path.split('/').pop() ?? path).replace(/(\.en)?\.md$/i, '');

async function indexFiles(files: PreviewFile[] | null) {
  const gen = ++generation;
  const list = files ?? (await loadBundled());
  if (gen !== generation) return;
  const next = new Map<string, Entry>();
  for (const f of list) {
    const old = entries.get(f.path);
    next.set(
      f.path,
      old && old.source === f.source ? old : { path: f.path, source: f.source, id: idOf(f.path, f.source) },
    );
  }
  entries = next;
  indexed = true;
  void fillAnchors(gen);
}

/** One page at a time, yielding between pages so render requests are answered first. */
async function fillAnchors(gen: number) {
  let changed = false;
  for (const e of entries.values()) {
    if (gen !== generation) return;
    if (e.anchors) continue;
    await new Promise((r) => setTimeout(r, 0));
    if (gen !== generation) return;
    try {
      e.anchors = [...preparePage(e.source, { path: e.path }).anchors];
      changed = true;
    } catch {
      e.anchors = [];
    }
  }
  // Links on the page shown now can be checked against anchors: render it again.
  if (changed && last) render(last);
}

function render(req: Extract<ToWorker, { type: 'render' }>) {
  last = req;
  if (!indexed) return;
  const t0 = performance.now();
  try {
    const prepared = preparePage(req.source, { path: req.path, claims });
    const infos: WikiPageInfo[] = [];
    for (const e of entries.values()) {
      if (e.path === req.path) continue;
      infos.push({ path: e.path, id: e.id, lang: langOfPath(e.path), anchors: e.anchors as string[] });
    }
    // The page itself, as edited now (links to its own file name see its current headings).
    infos.push({ path: req.path, id: prepared.id, lang: prepared.lang, anchors: [...prepared.anchors] });
    const page = finishPage(prepared, createWikiResolver(infos), { blocks: true });
    const pageClaims = (page.frontmatter?.claim_ids ?? []).map((id) => ({
      id,
      claim: Object.hasOwn(claims, id) ? claims[id]! : null,
    }));
    post({
      type: 'rendered',
      seq: req.seq,
      page,
      claims: pageClaims,
      diagramOffsets: page.diagrams.map(diagramLineOffset),
      ms: performance.now() - t0,
    });
  } catch (e) {
    post({ type: 'failed', seq: req.seq, message: e instanceof Error ? e.message : String(e) });
  }
}

self.onmessage = (ev: MessageEvent<ToWorker>) => {
  const m = ev.data;
  if (m.type === 'files') {
    void indexFiles(m.files).then(() => last && render(last));
  } else if (m.type === 'render') {
    render(m);
  }
};

// Until the page says otherwise, links resolve against the bundled wiki.
if (generation === 0) void indexFiles(null).then(() => last && render(last));
