import { createHash } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A page whose bytes are the same for every response but for its CSP nonce, prepared once so
 * a response costs no compression and no hashing: each stretch between two nonces is
 * compressed once (raw deflate, ending on a byte boundary), and a response is those stretches
 * with the nonce between them as a stored (uncompressed) deflate block, in a gzip envelope.
 * Deflate allows exactly this: a stream is any sequence of blocks, each starting where the
 * last one ended.
 */
export interface PreparedPage {
  /** The page cut at each nonce, as UTF-8. */
  parts: Buffer[];
  /** Each part as raw deflate, sync-flushed: it ends on a byte boundary, not final. */
  deflated: Buffer[];
  /** Of the page with its nonce placeholders: it changes when the content does. */
  etag: string;
}

export function preparePage(html: string, noncePlaceholder: string): PreparedPage {
  const parts = html.split(noncePlaceholder).map((part) => Buffer.from(part, 'utf8'));
  return {
    parts,
    deflated: parts.map((part) =>
      deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
    ),
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
  };
}

/** Magic, deflate, no flags, no time, maximum compression, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 0xff]);
/** An empty stored block marked final: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const STORED_BLOCK_MAX = 0xffff;

/** `data` as stored (uncompressed), not-final deflate blocks. */
function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += STORED_BLOCK_MAX) {
    const chunk = data.subarray(at, at + STORED_BLOCK_MAX);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(head, chunk);
  }
  return blocks;
}

/** The page with `nonce` in place, plain. */
export function pageText(page: PreparedPage, nonce: string): Buffer {
  const between = Buffer.from(nonce, 'utf8');
  return Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [between, part])));
}

/** The page with `nonce` in place, gzip-encoded. */
export function pageGzip(page: PreparedPage, nonce: string): Buffer {
  const between = Buffer.from(nonce, 'utf8');
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  page.parts.forEach((part, i) => {
    if (i > 0) {
      chunks.push(...storedBlocks(between));
      crc = crc32(between, crc);
      size += between.length;
    }
    chunks.push(page.deflated[i]!);
    crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}
