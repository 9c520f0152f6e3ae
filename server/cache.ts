/**
 * Serialized responses for the hot read (a visitor page's collection + layout). Any write that
 * could change them clears the cache; `ttlMs` bounds staleness when other servers share the
 * database (null = entries live until cleared).
 */
export class ResponseCache {
  private entries = new Map<string, { body: string; etag: string; expires: number }>();

  constructor(
    private readonly ttlMs: number | null,
    private readonly maxEntries = 5000,
  ) {}

  get(key: string): { body: string; etag: string } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, body: string, etag: string): void {
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

  /** Drops the entries whose key passes `test`; says how many. */
  deleteMatching(test: (key: string) => boolean): number {
    let dropped = 0;
    for (const key of [...this.entries.keys()]) {
      if (test(key)) {
        this.entries.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  clear(): void {
    this.entries.clear();
  }
}
