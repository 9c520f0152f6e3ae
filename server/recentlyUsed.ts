/**
 * Values by key within a size budget, the least recently used dropped first (a Map keeps
 * insertion order: reading or writing a key moves it to the end). For results that never go
 * stale because their key names what they were made from, so nothing ever clears them.
 */
export class RecentlyUsed<V> {
  private entries = new Map<string, V>();
  private used = 0;

  constructor(
    private readonly budget: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.used -= this.sizeOf(previous);
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.used += this.sizeOf(value);
    // The newest stays even when it alone is over the budget: it is about to be used.
    for (const [oldest, old] of this.entries) {
      if (this.used <= this.budget || oldest === key) break;
      this.entries.delete(oldest);
      this.used -= this.sizeOf(old);
    }
  }
}
