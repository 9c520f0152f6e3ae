import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from './encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `fast` for bytes made per request (a page, an API answer): Brotli 5 / gzip 6 compress a page in
 * well under a millisecond. `best` for bytes compressed once and kept (built assets): Brotli 11 /
 * gzip 9, the smallest transfer, paid for once per file.
 */
export type Effort = 'fast' | 'best';

/** Compresses off the event loop (zlib's thread pool), so a large body never stalls others. */
export function compressBytes(
  bytes: Uint8Array,
  encoding: Encoding,
  effort: Effort,
): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    });
  }
  return gzipAsync(bytes, { level: effort === 'best' ? 9 : 6 });
}
