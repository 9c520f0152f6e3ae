import type { ImageKind } from './imageUploadGuidance';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

/**
 * The accepted image kind a file's first bytes show (JPEG FF D8 FF, PNG's 8-byte signature,
 * RIFF….WEBP), or null. The name and the browser's type come from the extension, so a text file
 * renamed .png would otherwise pass the type check and only fail at the server.
 */
export async function sniffImageKind(file: Blob): Promise<ImageKind | null> {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}
