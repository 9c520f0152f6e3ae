import { useImagePriority } from '../../renderer/imagePriority';
import { usePageContext } from '../../renderer/PageContext';
import { ResponsiveImage } from '../shared/ResponsiveImage';
import { CarouselView, type CarouselSlide } from '../carousel/CarouselView';
import type { ComponentRenderProps } from '../types';
import { galleryImages } from './galleryImages';
import type { ProductMediaData, ProductMediaStyles } from './schema';
import { t } from '../../i18n/i18n';

export function ProductMediaRender({
  data,
  styles,
  builder,
  component,
}: ComponentRenderProps<ProductMediaData, ProductMediaStyles>) {
  const { collection } = usePageContext();
  const priority = useImagePriority(component.id);
  if (!collection && builder) {
    return (
      <div className="one-empty-state one-product-media-empty">
        Product media shows the collection&apos;s gallery. Open this page for a collection to
        preview it.
      </div>
    );
  }
  const images = galleryImages(collection);
  if (images.length === 0) {
    return (
      <div className="one-empty-state one-product-media-empty">{t('empty.noProductImages')}</div>
    );
  }
  const slides: CarouselSlide[] = images.map((image, index) => ({
    key: `${index}-${image.url}`,
    label: image.alt,
    content: (
      <ResponsiveImage
        className="one-product-media-image"
        src={image.url}
        priority={priority && index === 0}
        alt={image.alt}
        draggable={false}
      />
    ),
  }));
  return (
    <CarouselView
      className="one-product-media"
      slides={slides}
      label={
        collection ? t('blocks.namedImages', { name: collection.name }) : t('blocks.productImages')
      }
      style={styles}
      autoplay={data.autoplay}
      interval={data.interval}
      pauseOnHover={data.pauseOnHover}
      hideNavigation={data.hideNavigation}
      hidePagination={data.hidePagination}
      builder={builder}
    />
  );
}

export const productMediaCss = `.one-product-media-image{object-fit:cover}`;
