// The service worker's second tier: files that every page can work without at first (Monaco's language
// workers, the tokenizer, the MCP worker, other labs' code, the search index) are not precached on
// install. They are kept as they are used, when the open page reports what it loaded, and all at once
// when the page asks (idle, and the connection allows it). Their names carry a content hash, so a kept
// copy never goes stale; a new release keeps what it shares with the old one and drops the rest.

export interface LaterList {
  /** Cache name of this release's list (its hash): a new list gets a new cache. */
  cache: string;
  /** Paths, e.g. `/assets/monaco-AbC123.js`. */
  urls: string[];
}

export const LATER_PREFIX = 'tool-lab-later-';
/** Two at a time: enough to use an idle connection, little enough to leave room for the page's own. */
const PARALLEL = 2;

export class LaterCache {
  private readonly wanted: Set<string>;
  private queue: Promise<void> = Promise.resolve();
  private running = 0;

  constructor(
    private readonly list: LaterList,
    private readonly onChange: () => Promise<void>,
  ) {
    this.wanted = new Set(list.urls);
  }

  get size(): number {
    return this.list.urls.length;
  }

  get cacheName(): string {
    return this.list.cache;
  }

  get busy(): boolean {
    return this.running > 0;
  }

  has(pathname: string): boolean {
    return this.wanted.has(pathname);
  }

  async missing(): Promise<string[]> {
    const cache = await caches.open(this.list.cache);
    const kept = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
    return this.list.urls.filter((u) => !kept.has(u));
  }

  /** Keeps those of `urls` that are on the list and not kept yet; one download at a time, in order. */
  fill(urls?: string[]): Promise<void> {
    const run = async () => {
      const missing = new Set(await this.missing());
      const todo = (urls ?? this.list.urls).filter((u) => missing.has(u));
      if (!todo.length) return;
      this.running++;
      await this.onChange();
      try {
        const cache = await caches.open(this.list.cache);
        let next = 0;
        let sinceReport = 0;
        const worker = async () => {
          while (next < todo.length) {
            const url = todo[next++]!;
            // A failed file (offline, a server error) stays missing; the next request tries again.
            const res = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
            if (res?.ok) await cache.put(url, res);
            if (++sinceReport >= 10) {
              sinceReport = 0;
              await this.onChange();
            }
          }
        };
        await Promise.all(Array.from({ length: PARALLEL }, worker));
      } finally {
        this.running--;
        await this.onChange();
      }
    };
    this.queue = this.queue.then(run, run);
    return this.queue;
  }

  /** On activation: carries over what the older releases kept that this one lists, then drops them. */
  async adoptOlder(): Promise<void> {
    const cache = await caches.open(this.list.cache);
    for (const name of await caches.keys()) {
      if (!name.startsWith(LATER_PREFIX) || name === this.list.cache) continue;
      const old = await caches.open(name);
      for (const req of await old.keys()) {
        const path = new URL(req.url).pathname;
        if (!this.wanted.has(path) || (await cache.match(path))) continue;
        const res = await old.match(req);
        if (res) await cache.put(path, res);
      }
      await caches.delete(name);
    }
  }
}
