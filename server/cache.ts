/** A kept answer: its bytes and its entity tag ('' where it has none). */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/**
 * Serialized responses for the hot read (a visitor page's collection + layout). Any write that
 * could change them clears the cache, here and — through the listeners (server/cacheSync.ts) —
 * in every other process sharing the database; `ttlMs` bounds staleness should a notice from
 * another process be lost (null = entries live until cleared).
 */
export class ResponseCache {
  private entries = new Map<string, { body: string; etag: string; expires: number }>();
  /** Bumped by every clearing: an answer built before one must not be kept after it. */
  private generation = 0;
  /** Answers being built, with the generation each build began in. */
  private building = new Map<string, { generation: number; done: Promise<CachedAnswer> }>();
  private listeners: ((scope: Clearing) => void)[] = [];
  private dependents: { cache: ResponseCache; sitesOnly: boolean }[] = [];

  constructor(
    private readonly ttlMs: number | null,
    private readonly maxEntries = 5000,
  ) {}

  /** The kept answer under `key` unless it has expired. */
  private fresh(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires >= Date.now()) return entry;
    if (entry) this.entries.delete(key);
    return undefined;
  }

  private keep(key: string, body: string, etag: string): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, {
      body,
      etag,
      expires: this.ttlMs === null ? Infinity : Date.now() + this.ttlMs,
    });
  }

  /**
   * The answer under `key`, built by `build` on a miss and kept until the next clearing (or
   * `ttlMs`). Requests that miss while it is being built wait for that one build instead of each
   * building their own: under load an expired page would otherwise be rendered by every request
   * in flight. A request that comes after a clearing never joins a build begun before it (it
   * would be answered from rows older than the write it follows), and such a build's answer is
   * given to those who waited for it but not kept. A failed build is not kept either.
   */
  async through(key: string, build: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const hit = this.fresh(key);
    if (hit) return hit;
    const running = this.building.get(key);
    if (running && running.generation === this.generation) return running.done;
    const generation = this.generation;
    const done = (async () => build())();
    const entry = { generation, done };
    this.building.set(key, entry);
    try {
      const answer = await done;
      if (this.generation === generation) this.keep(key, answer.body, answer.etag);
      return answer;
    } finally {
      if (this.building.get(key) === entry) this.building.delete(key);
    }
  }

  /**
   * A value derived from rows (JSON-safe), computed on a miss and kept like a response: until
   * the next clearing (or `ttlMs`).
   */
  async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const answer = await this.through(key, async () => ({
      body: JSON.stringify(await compute()) ?? 'null',
      etag: '',
    }));
    return JSON.parse(answer.body) as T;
  }

  /** Drops the entries whose key passes `test`; says how many. */
  deleteMatching(test: (key: string) => boolean): number {
    this.generation++;
    let dropped = 0;
    for (const key of [...this.entries.keys()]) {
      if (test(key)) {
        this.entries.delete(key);
        dropped++;
      }
    }
    // Another process cannot run `test`: it drops everything but what only site writes change.
    this.tellListeners({ sites: false });
    return dropped;
  }

  /**
   * Drops every answer after a write. `sites: true` for a write to the sites or their domains,
   * which also drops what is derived from them alone (the site each host is for); other writes
   * leave that, so the first request after each save does not look its site up again.
   */
  clear(scope: Clearing = { sites: false }): void {
    this.dropAll(scope);
    this.tellListeners(scope);
  }

  /** Clears without telling the listeners: for a clearing that another process announced. */
  dropAll(scope: Clearing): void {
    this.generation++;
    this.entries.clear();
    for (const { cache, sitesOnly } of this.dependents)
      if (scope.sites || !sitesOnly) cache.dropAll(scope);
  }

  /**
   * A cache of answers derived from the same rows, kept apart so its keys never evict these:
   * it is dropped with this one, whichever process's write caused the clearing — or, with
   * `sitesOnly`, for answers derived from the sites and their domains alone, only when a
   * clearing says the sites changed.
   */
  dependent(maxEntries: number, { sitesOnly = false } = {}): ResponseCache {
    const child = new ResponseCache(this.ttlMs, maxEntries);
    this.dependents.push({ cache: child, sitesOnly });
    return child;
  }

  /** `listener` runs after every clearing made in this process, told whether the sites changed. */
  onClear(listener: (scope: Clearing) => void): void {
    this.listeners.push(listener);
  }

  private tellListeners(scope: Clearing): void {
    for (const listener of this.listeners) listener(scope);
  }
}

/** What a clearing follows: whether the write changed the sites or their domains. */
export interface Clearing {
  sites: boolean;
}
