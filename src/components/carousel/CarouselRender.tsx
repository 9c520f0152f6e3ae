import { useImagePriority } from '../../renderer/imagePriority';
import { safeUrl } from '../../schema/sanitize/url';
import { ResponsiveImage } from '../shared/ResponsiveImage';
import type { ComponentRenderProps } from '../types';
import type { CarouselSlide } from './CarouselView';
import { CarouselView } from './CarouselView';
import type { CarouselData, CarouselImage, CarouselStyles } from './schema';
import { t } from '../../i18n/i18n';

function SlideImage({
  image,
  data,
  priority,
}: {
  image: CarouselImage;
  data: CarouselData;
  /** The page's first image: loaded at once. */
  priority: boolean;
}) {
  const src = safeUrl(image.src, ['http:', 'https:']);
  const titleInCaption = data.titleStyle === 'with-caption' && image.title;
  const hasCaption = Boolean(titleInCaption || image.caption);
  return (
    <figure className="one-carousel-figure" data-caption={data.captionStyle}>
      {data.titleStyle === 'above-slide' && image.title ? (
        <p className="one-carousel-slide-title">{image.title}</p>
      ) : null}
      <div className="one-carousel-media">
        {src ? (
          <ResponsiveImage
            src={src}
            priority={priority}
            alt={image.alt}
            style={{ objectFit: image.objectFit }}
            draggable={false}
          />
        ) : (
          <div
            className="one-carousel-missing"
            role="img"
            aria-label={image.alt || t('carousel.imageUnavailable')}
          />
        )}
      </div>
      {hasCaption ? (
        <figcaption className="one-carousel-caption">
          {titleInCaption ? (
            <strong className="one-carousel-caption-title">{image.title}</strong>
          ) : null}
          {image.caption ? <span>{image.caption}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

export function CarouselRender({
  data,
  styles,
  builder,
  component,
}: ComponentRenderProps<CarouselData, CarouselStyles>) {
  const priority = useImagePriority(component.id);
  if (data.images.length === 0) {
    return (
      <div className="one-empty-state one-carousel-empty">
        {builder ? 'Add a slide to get started' : t('carousel.noImages')}
      </div>
    );
  }
  const slides: CarouselSlide[] = data.images.map((image, index) => ({
    key: `${index}-${image.src}`,
    label: image.title || image.alt || undefined,
    content: <SlideImage image={image} data={data} priority={priority && index === 0} />,
  }));
  return (
    <CarouselView
      slides={slides}
      label={t('carousel.label')}
      style={styles}
      autoplay={data.autoplay}
      interval={data.interval}
      pauseOnHover={data.pauseOnHover}
      orientation={data.orientation}
      hideNavigation={data.hideNavigation}
      hidePagination={data.hidePagination}
      builder={builder}
    />
  );
}

export const carouselSlideCss = `
.one-carousel-figure{margin:0;height:100%;display:flex;flex-direction:column}
.one-carousel-media{position:relative;flex:1;min-height:0}
.one-carousel-missing{width:100%;height:100%;background:repeating-linear-gradient(45deg,var(--one-muted),var(--one-muted) 10px,var(--one-bg-card) 10px,var(--one-bg-card) 20px)}
.one-carousel-slide-title{margin:0;padding:8px 12px;font-family:var(--one-font-heading);font-weight:var(--one-font-weight-heading,600);background:var(--one-bg-card);color:var(--one-foreground)}
.one-carousel-caption{display:flex;flex-direction:column;gap:2px;padding:10px 14px;font-size:14px;line-height:1.4}
.one-carousel-figure[data-caption=overlay] .one-carousel-caption{position:absolute;left:0;right:0;bottom:0;padding-bottom:36px;color:#fff;background:linear-gradient(to top,rgba(0,0,0,.7),rgba(0,0,0,0))}
.one-carousel-figure[data-caption=bottom] .one-carousel-caption{background:var(--one-bg-card);color:var(--one-foreground)}
.one-carousel-caption-title{font-size:15px}
`;
