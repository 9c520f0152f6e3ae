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
  /** The generation at which each key was last missed, i.e. its answer began to be built. */
  private missedAt = new Map<string, number>();
  private listeners: (() => void)[] = [];
  private dependents: ResponseCache[] = [];

  constructor(
    private readonly ttlMs: number | null,
    private readonly maxEntries = 5000,
  ) {}

  get(key: string): { body: string; etag: string } | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires >= Date.now()) return entry;
    if (entry) this.entries.delete(key);
    if (this.missedAt.size >= this.maxEntries) this.missedAt.clear();
    this.missedAt.set(key, this.generation);
    return undefined;
  }

  set(key: string, body: string, etag: string): void {
    const missed = this.missedAt.get(key);
    this.missedAt.delete(key);
    // Built from rows read before a write that cleared the cache: answer with it, keep it not.
    if (missed !== undefined && missed !== this.generation) return;
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
   * A value derived from rows (JSON-safe), computed on a miss and kept like a response: until
   * the next clearing (or `ttlMs`).
   */
  async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.get(key);
    if (hit) return JSON.parse(hit.body) as T;
    const value = await compute();
    this.set(key, JSON.stringify(value) ?? 'null', '');
    return value;
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
    // Another process cannot run `test`: it drops everything.
    this.tellListeners();
    return dropped;
  }

  clear(): void {
    this.dropAll();
    this.tellListeners();
  }

  /** Clears without telling the listeners: for a clearing that another process announced. */
  dropAll(): void {
    this.generation++;
    this.entries.clear();
    for (const dependent of this.dependents) dependent.dropAll();
  }

  /**
   * A cache of answers derived from the same rows, kept apart so its keys never evict these:
   * it is dropped with this one, whichever process's write caused the clearing.
   */
  dependent(maxEntries: number): ResponseCache {
    const child = new ResponseCache(this.ttlMs, maxEntries);
    this.dependents.push(child);
    return child;
  }

  /** `listener` runs after every clearing made in this process. */
  onClear(listener: () => void): void {
    this.listeners.push(listener);
  }

  private tellListeners(): void {
    for (const listener of this.listeners) listener();
  }
}
