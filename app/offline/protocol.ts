// Messages between the page and the service worker about the files fetched after the first visit (the
// precache holds the shell and the pages; the rest comes when the browser is idle, see sw.ts).

/** Page → worker. */
export type ToWorker =
  /** Report where the later files stand. */
  | { type: 'OFFLINE_STATUS' }
  /** Keep these files, which the open page has loaded already (the visited route's code). */
  | { type: 'WARM'; urls: string[] }
  /** Fetch every later file not yet kept. */
  | { type: 'FETCH_LATER' };

/** Worker → every page of the site. */
export interface OfflineStatusMessage {
  type: 'OFFLINE_STATUS';
  /** Later files not kept yet (0: every page works offline). */
  missing: number;
  /** Later files in this release. */
  total: number;
  /** A download of later files is under way. */
  busy: boolean;
}

export const isStatusMessage = (d: unknown): d is OfflineStatusMessage =>
  typeof d === 'object' &&
  d !== null &&
  (d as { type?: unknown }).type === 'OFFLINE_STATUS' &&
  typeof (d as { missing?: unknown }).missing === 'number' &&
  typeof (d as { total?: unknown }).total === 'number';
