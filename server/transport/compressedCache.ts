import { createHash } from 'node:crypto';
import { compressBytes } from './compressBytes';
import type { Encoding } from './encoding';

/**
 * Compressed bytes of bodies that do not change (built assets, uploads' text files), by content
 * hash and coding, within a byte budget (least recently used dropped first). A first request gets
 * a fast compression at once; the smallest one replaces it in the background, so no visitor
 * waits for Brotli 11. Concurrent requests for the same body share one compression.
 */
export class CompressedCache {
  private entries = new Map<string, Promise<Buffer>>();
  private sizes = new Map<string, number>();
  private total = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${createHash('sha1').update(bytes).digest('base64url')}`;
    const cached = this.entries.get(key);
    if (cached) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const fast = compressBytes(bytes, encoding, 'fast');
    this.entries.set(key, fast);
    fast.then(
      (compressed) => {
        this.account(key, compressed.byteLength);
        void compressBytes(bytes, encoding, 'best').then(
          (best) => {
            if (!this.entries.has(key)) return;
            this.entries.set(key, Promise.resolve(best));
            this.account(key, best.byteLength);
          },
          () => {},
        );
      },
      () => this.entries.delete(key),
    );
    return fast;
  }

  private account(key: string, size: number): void {
    this.total += size - (this.sizes.get(key) ?? 0);
    this.sizes.set(key, size);
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.maxBytes) break;
      if (oldest === key) continue;
      this.total -= this.sizes.get(oldest) ?? 0;
      this.sizes.delete(oldest);
      this.entries.delete(oldest);
    }
  }
}
