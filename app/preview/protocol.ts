// Messages between the preview page and its render worker (app/preview/render.worker.ts).
import type { Claim, RenderedPage } from '../../src/content/index';

/** The claims a page names in `claim_ids`, with their sources (null: not in content/claims). */
export type PageClaims = { id: string; claim: Claim | null }[];

export interface PreviewFile {
  /** Path relative to the wiki (or opened folder) root, e.g. `topics/tool-design.md`. */
  path: string;
  source: string;
}

export type ToWorker =
  /** Pages that relative links resolve against: an opened folder, or null for the bundled wiki. */
  | { type: 'files'; files: PreviewFile[] | null }
  | { type: 'render'; seq: number; source: string; path: string };

export type FromWorker =
  | {
      type: 'rendered';
      seq: number;
      /** With `blocks`, its `html` is empty (the blocks joined are the HTML). */
      page: RenderedPage;
      claims: PageClaims;
      /** Each block's key (block-patch.ts), worked out here rather than on the page's thread. */
      blockKeys: string[];
      /** Per diagram, `diagramLineOffset`: file line = line inside the diagram + offset. */
      diagramOffsets: number[];
      ms: number;
    }
  | { type: 'failed'; seq: number; message: string };
