import type { ImgHTMLAttributes } from 'react';
import { parseSizedImage, variantUrl, variantWidths } from '../../schema/media/imageVariants';
import { responsiveImageProps, type ResponsiveImageOptions } from './responsiveImage';

type ImgProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'decoding'
>;

/** `srcset` of an upload's AVIF variants, or null for an image without variants. */
export function avifSrcSet(src: string): string | null {
  const sized = parseSizedImage(src);
  if (!sized?.resized) return null;
  return variantWidths(sized.width)
    .map((width) => `${variantUrl(sized, width, 'avif')} ${width}w`)
    .join(', ');
}

/**
 * The picture element takes no box of its own, so the image lays out (and is styled) as if it
 * stood alone: a block's CSS that sizes its `img` keeps working.
 */
const PICTURE_STYLE = { display: 'contents' } as const;

/**
 * An image with its variants offered (responsiveImageProps): an upload with variants is a
 * `<picture>` whose `<source type="image/avif">` lists the AVIF variants with the same `sizes`,
 * before the `<img>` with its WebP `srcset`, width, height and loading; a browser without AVIF
 * takes the `<img>`. Any other image is the `<img>` alone.
 */
export function ResponsiveImage({
  src,
  priority,
  sizes,
  ...img
}: ImgProps & ResponsiveImageOptions & { src: string; alt: string }) {
  const props = responsiveImageProps(src, { priority, sizes });
  const avif = avifSrcSet(src);
  const element = <img {...img} {...props} />;
  if (!avif) return element;
  return (
    <picture style={PICTURE_STYLE}>
      <source type="image/avif" srcSet={avif} sizes={props.sizes} />
      {element}
    </picture>
  );
}
