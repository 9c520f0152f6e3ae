import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, constants, createBrotliCompress } from 'node:zlib';

/**
 * A CSP nonce as createCspNonce makes it: 16 random bytes in base64, 24 characters. The stream
 * is made for nonces of this length only: another length would move every later byte.
 */
export const NONCE_LENGTH = 24;

/**
 * A Brotli stream whose nonces can be swapped without compressing again. One encoder reads
 * the page with a stand-in of the nonce's length in each place, flushing before and after it,
 * so each stand-in's bytes sit alone between byte boundaries; those bytes are thrown away and
 * a response puts an uncompressed meta-block holding its nonce there instead. The stand-ins are
 * random (nothing else in the page repeats them) and end in "==" as every nonce does (Brotli
 * reads a literal in the context of the two bytes before it). Whether the swap decodes right is
 * checked once, with two other nonces; a page where it does not gets null and is compressed
 * per response.
 */
export async function prepareBrotli(parts: Buffer[]): Promise<Buffer[] | null> {
  const encoder = createBrotliCompress({
    params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
  });
  const pieces: Buffer[][] = [[]];
  encoder.on('data', (chunk: Buffer) => pieces[pieces.length - 1]!.push(chunk));
  const flushed = () =>
    new Promise<void>((resolve) =>
      encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => resolve()),
    );
  const ended = new Promise<void>((resolve, reject) => {
    encoder.once('end', () => resolve());
    encoder.once('error', reject);
  });
  for (const [i, part] of parts.entries()) {
    if (i > 0) {
      // The stand-in: its bytes land in a piece of their own, which is dropped below.
      encoder.write(Buffer.from(`${randomBytes(16).toString('base64').slice(0, 22)}==`));
      await flushed();
      pieces.push([]);
    }
    encoder.write(part);
    if (i < parts.length - 1) {
      await flushed();
      pieces.push([]);
    }
  }
  encoder.end();
  await ended;
  const segments = pieces.filter((_, i) => i % 2 === 0).map((piece) => Buffer.concat(piece));
  for (const nonce of [randomNonce(), randomNonce()]) {
    const expected = Buffer.concat(
      parts.flatMap((p, i) => (i === 0 ? [p] : [Buffer.from(nonce), p])),
    );
    try {
      if (!brotliDecompressSync(brotliWithNonce(segments, nonce)).equals(expected)) return null;
    } catch {
      return null;
    }
  }
  return segments;
}

const randomNonce = () => randomBytes(16).toString('base64');

/**
 * An uncompressed meta-block of `data` (RFC 7932 section 9.2): ISLAST 0, four nibbles of
 * length, MLEN - 1, ISUNCOMPRESSED 1, then zero bits to the byte boundary, then the bytes.
 */
function uncompressedMetaBlock(data: Buffer): Buffer {
  const header = ((data.length - 1) << 3) | (1 << 19);
  return Buffer.concat([
    Buffer.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]),
    data,
  ]);
}

/** The prepared stream with `nonce` in each place. */
export function brotliWithNonce(segments: Buffer[], nonce: string): Buffer {
  const block = uncompressedMetaBlock(Buffer.from(nonce, 'utf8'));
  return Buffer.concat(segments.flatMap((segment, i) => (i === 0 ? [segment] : [block, segment])));
}
