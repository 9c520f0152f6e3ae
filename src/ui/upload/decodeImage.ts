import { sniffImageKind } from './sniffImage';

/**
 * Whether the browser can open an image the moment it is picked: its first bytes are a JPEG,
 * PNG or WebP signature (a text file named photo.jpg is not), and the browser decodes it (a
 * truncated or damaged one is not). Where there is no decoder to ask (a test's DOM) the
 * signature decides; the server checks the content again on upload either way.
 */
export async function imageDecodes(file: Blob): Promise<boolean> {
  if ((await sniffImageKind(file)) === null) return false;
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}
