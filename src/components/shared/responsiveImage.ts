import type { ImgHTMLAttributes } from 'react';
import { parseSizedImage, variantUrl, variantWidths } from '../../schema/media/imageVariants';

export interface ResponsiveImageOptions {
  /** How wide the image shows, as the `sizes` attribute says it; the full viewport by default. */
  sizes?: string;
  /**
   * The page's first image (its largest paint, most likely): fetched at once with high
   * priority. Every other image waits until it nears the screen.
   */
  priority?: boolean;
}

type ImageProps = Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'decoding'
>;

/**
 * The `<img>` attributes of an image URL: for an upload whose name carries its size
 * (src/schema/media/imageVariants.ts), `srcSet` of its WebP variants with `sizes`, and `width`
 * and `height` so the browser reserves its box before it loads; for any other URL, the URL as
 * it is. Loading is lazy, or eager with high fetch priority for the page's first image.
 */
export function responsiveImageProps(
  src: string,
  options: ResponsiveImageOptions = {},
): ImageProps {
  const loading: ImageProps = options.priority
    ? { loading: 'eager', fetchPriority: 'high', decoding: 'async' }
    : { loading: 'lazy', decoding: 'async' };
  const sized = parseSizedImage(src);
  if (!sized) return { src, ...loading };
  const size = { width: sized.width, height: sized.height };
  if (!sized.resized) return { src, ...size, ...loading };
  const srcSet = variantWidths(sized.width)
    .map((width) => `${variantUrl(sized, width, 'webp')} ${width}w`)
    .join(', ');
  return { src, srcSet, sizes: options.sizes ?? '100vw', ...size, ...loading };
}
