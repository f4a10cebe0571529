// Patches the preview's rendering block by block. The render worker sends the page as top-level HTML
// blocks (already sanitised by the content pipeline); an edit usually changes one or two of them, so
// only those are parsed and replaced. The rest of the page (its drawn diagrams, its layout, the pane's
// scroll position) stays as it was, which is what keeps typing in a long page off the critical path.

/** How many blocks at the start and at the end two renderings share (they never overlap). */
export interface BlockPlan {
  keepHead: number;
  keepTail: number;
}

/** The shared head and tail of two block lists; what lies between is replaced. */
export function planPatch(prev: readonly string[], next: readonly string[]): BlockPlan {
  const most = Math.min(prev.length, next.length);
  let keepHead = 0;
  while (keepHead < most && prev[keepHead] === next[keepHead]) keepHead++;
  let keepTail = 0;
  while (keepTail < most - keepHead && prev[prev.length - 1 - keepTail] === next[next.length - 1 - keepTail])
    keepTail++;
  return { keepHead, keepTail };
}

/** The DOM nodes each block became, kept beside the blocks' keys so a later patch knows what to remove. */
export interface BlockView {
  keys: string[];
  nodes: Node[][];
}

export const emptyBlockView = (): BlockView => ({ keys: [], nodes: [] });

/**
 * A block's identity for the patch: a 53-bit hash of its HTML and its length. The view keeps keys, not
 * the HTML itself, because a prerendered article arrives as DOM whose blocks only their keys describe
 * (see `adoptBlocks`).
 */
export function blockKey(html: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < html.length; i++) {
    const c = html.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}.${html.length.toString(36)}`;
}

/** The comment a prerendered article puts before each block, naming the block's key. */
const KEYED = 'tool-lab-block ';
export const keyedSeam = (html: string): string => `<!--${KEYED}${blockKey(html)}-->`;

/**
 * The view of an article the server rendered (each block after its keyed seam), or null when the
 * element holds no such article. Each seam stays in the DOM as its block's first node.
 */
export function adoptBlocks(root: HTMLElement): BlockView | null {
  const view = emptyBlockView();
  for (const node of [...root.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE && (node as Comment).data.startsWith(KEYED)) {
      view.keys.push((node as Comment).data.slice(KEYED.length));
      view.nodes.push([node]);
    } else view.nodes[view.nodes.length - 1]?.push(node);
  }
  return view.keys.length > 0 ? view : null;
}

// Elements and attributes that could run code. The pipeline's allow-list never lets them through; the
// view drops them again so that no path into the page depends on a single check.
const ACTIVE = 'script, iframe, frame, object, embed, base, meta, link, style, form';

function disarm(fragment: DocumentFragment): void {
  for (const el of fragment.querySelectorAll(ACTIVE)) el.remove();
  // Indexed loops, backwards over the attributes (removing one shifts the later ones): a draft has
  // thousands of elements, most without attributes, and this runs on every patch.
  const all = fragment.querySelectorAll('*');
  for (let i = 0; i < all.length; i++) {
    const el = all[i]!;
    const attrs = el.attributes;
    for (let j = attrs.length - 1; j >= 0; j--) {
      const { name, value } = attrs[j]!;
      const lower = name.toLowerCase();
      const url = lower === 'href' || lower === 'src' || lower === 'xlink:href' || lower === 'action';
      if (lower.startsWith('on') || (url && /^\s*(javascript|vbscript|data):/i.test(value)))
        el.removeAttribute(name);
    }
  }
}

/** Parses HTML in an inert template (nothing in it loads or runs while parsed), disarmed. */
function parseInert(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  disarm(template.content);
  return template.content;
}

const SEAM = 'tool-lab-block-seam';

/**
 * The nodes each block becomes. All blocks are parsed in one go, joined by a comment (one parse of a
 * whole draft costs about half of one parse per block); if the seams do not come out at the top level,
 * as they would not after a block left an element open, each block is parsed on its own.
 */
export function parseBlocks(blocks: readonly string[]): Node[][] {
  if (blocks.length === 0) return [];
  if (blocks.length > 1 && !blocks.some((b) => b.includes(SEAM))) {
    const out: Node[][] = [[]];
    for (const node of [...parseInert(blocks.join(`<!--${SEAM}-->`)).childNodes]) {
      if (node.nodeType === Node.COMMENT_NODE && (node as Comment).data === SEAM) out.push([]);
      else out[out.length - 1]!.push(node);
    }
    if (out.length === blocks.length) return out;
  }
  return blocks.map((b) => [...parseInert(b).childNodes]);
}

/** What a patch took out of the page and what it put in (the article re-wires diagrams on these). */
export interface PatchResult {
  removed: Node[];
  added: Node[];
}

/** Brings `root` from `view` to `next`, touching only the blocks between the shared head and tail. */
export function patchBlocks(
  root: HTMLElement,
  view: BlockView,
  next: readonly string[],
  keys: readonly string[] = next.map(blockKey),
): PatchResult {
  const { keepHead, keepTail } = planPatch(view.keys, keys);
  const oldEnd = view.keys.length - keepTail;
  const removed = view.nodes.slice(keepHead, oldEnd).flat();
  const fresh = parseBlocks(next.slice(keepHead, next.length - keepTail));
  // Insert before the first node of the kept tail (blocks that became no node are skipped).
  const before = view.nodes.slice(oldEnd).find((n) => n.length > 0)?.[0] ?? null;
  for (const node of removed) node.parentNode?.removeChild(node);
  const fragment = document.createDocumentFragment();
  for (const nodes of fresh) fragment.append(...nodes);
  root.insertBefore(fragment, before && before.parentNode === root ? before : null);
  view.nodes.splice(keepHead, oldEnd - keepHead, ...fresh);
  view.keys = [...keys];
  return { removed, added: fresh.flat() };
}
