/** An image's size in pixels as its file's header declares it. */
export interface PixelSize {
  width: number;
  height: number;
}

/** JPEG's start-of-frame markers (C0–CF but C4, C8 and CC, which are tables, not frames). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * How far into a JPEG its frame header is looked for: after the camera's data (EXIF with its
 * thumbnail is at most 64 KB per segment, a few segments in practice).
 */
const JPEG_HEAD_BYTES = 512 * 1024;

/**
 * The width and height a PNG (IHDR) or JPEG (its frame header) declares, read from the first
 * bytes without decoding the image; null for another kind or a header that cannot be read.
 * Lets an upload refuse an image no browser could draw before trying to.
 */
export async function readPixelSize(file: Blob): Promise<PixelSize | null> {
  const head = new Uint8Array(await file.slice(0, 24).arrayBuffer());
  const view = new DataView(head.buffer);
  // PNG: the 8-byte signature, then the IHDR chunk (length, 'IHDR', width, height).
  if (head.length >= 24 && head[0] === 0x89 && head[12] === 0x49 && head[15] === 0x52) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (head[0] !== 0xff || head[1] !== 0xd8) return null;
  const bytes = new Uint8Array(await file.slice(0, JPEG_HEAD_BYTES).arrayBuffer());
  const jpeg = new DataView(bytes.buffer);
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (isStartOfFrame(marker)) {
      return { width: jpeg.getUint16(at + 7), height: jpeg.getUint16(at + 5) };
    }
    at += 2 + jpeg.getUint16(at + 2);
  }
  return null;
}
