import type { Collection } from '../../schema/entities/collection';
import { safeUrl } from '../../schema/sanitize/url';

export interface GalleryImage {
  url: string;
  alt: string;
}

/** blocks.md: product media excludes videos (.mp4, .mov) from the slides. */
const VIDEO_EXTENSION = /\.(mp4|mov)$/i;

export function isVideoUrl(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return VIDEO_EXTENSION.test(path);
}

/**
 * The slides of product media: the collection's gallery without videos or unsafe URLs, each
 * with alt text ('{name}, image N' when the gallery gives none). A collection without a gallery
 * but with a main image shows that image.
 */
export function galleryImages(
  collection: Pick<Collection, 'name' | 'gallery' | 'image'> | null | undefined,
): GalleryImage[] {
  if (!collection) return [];
  const images = collection.gallery
    .filter((item) => !isVideoUrl(item.url))
    .map((item) => ({ url: safeUrl(item.url, ['http:', 'https:']), alt: item.alt?.trim() ?? '' }))
    .filter((item): item is { url: string; alt: string } => item.url !== null)
    .map((item, index) => ({
      url: item.url,
      alt: item.alt || `${collection.name}, image ${index + 1}`,
    }));
  if (images.length > 0) return images;
  const main =
    collection.image && !isVideoUrl(collection.image)
      ? safeUrl(collection.image, ['http:', 'https:'])
      : null;
  return main ? [{ url: main, alt: collection.name }] : [];
}
