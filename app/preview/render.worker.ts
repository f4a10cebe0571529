// Renders the previewed page off the main thread with the same pipeline the build uses
// (src/content). Keeps an index of the pages links may point to (the bundled wiki, or an opened
// folder) and works out their heading ids in the background so cross-page anchors get checked too.
import { returnDocument } from './worker-dom-shim';
import { diagramLineOffset, type ClaimsFile } from '../../src/content/index';
import type { FromWorker, PreviewFile, ToWorker } from './protocol';
import { anchorsOf, pageIdOf, renderDraft, type LinkedPage } from './render-draft';
import { blockKey } from './block-patch';

returnDocument();

const rawPages = import.meta.glob<string>('/content/wiki/**/*.md', { query: '?raw', import: 'default' });
const claimFiles = import.meta.glob<ClaimsFile>('/content/claims/*.json', { eager: true, import: 'default' });
const claims: ClaimsFile = Object.assign({}, ...Object.values(claimFiles));

const post = (m: FromWorker) => (self as unknown as Worker).postMessage(m);

interface Entry extends LinkedPage {
  source: string;
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

async function indexFiles(files: PreviewFile[] | null) {
  const gen = ++generation;
  const list = files ?? (await loadBundled());
  if (gen !== generation) return;
  const next = new Map<string, Entry>();
  for (const f of list) {
    const old = entries.get(f.path);
    next.set(
      f.path,
      old && old.source === f.source
        ? old
        : { path: f.path, source: f.source, id: pageIdOf(f.path, f.source) },
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
    e.anchors = anchorsOf(e.path, e.source);
    changed = true;
  }
  // Links on the page shown now can be checked against anchors: render it again.
  if (changed && last) render(last);
}

function render(req: Extract<ToWorker, { type: 'render' }>) {
  last = req;
  if (!indexed) return;
  const t0 = performance.now();
  try {
    const { page, claims: pageClaims } = renderDraft(req.source, req.path, entries.values(), claims);
    post({
      type: 'rendered',
      seq: req.seq,
      // The blocks joined are the HTML: sending both doubled what the page's thread has to copy in.
      page: page.blocks ? { ...page, html: '' } : page,
      claims: pageClaims,
      blockKeys: (page.blocks ?? [page.html]).map(blockKey),
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
