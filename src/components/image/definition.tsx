import ImageIcon from 'lucide-react/icons/image';
import ImageOff from 'lucide-react/icons/image-off';
import type { CSSProperties } from 'react';
import { safeUrl, WEB_SCHEMES } from '../../schema/sanitize/url';
import { useImagePriority } from '../../renderer/imagePriority';
import { safeLinkProps } from '../links/safeLink';
import { ResponsiveImage } from '../shared/ResponsiveImage';
import { defineComponent, type ComponentRenderProps } from '../types';
import { imagePanel } from './panel';
import { IMAGE_DEFAULT_HEIGHT, imageSchema, type ImageData, type ImageStyles } from './schema';
import { t } from '../../i18n/i18n';

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

function Image({ data, styles, builder, component }: ComponentRenderProps<ImageData, ImageStyles>) {
  const priority = useImagePriority(component.id);
  const { image, caption } = styles;
  const src = data.src ? safeUrl(data.src, WEB_SCHEMES) : null;
  const height = image.height ?? IMAGE_DEFAULT_HEIGHT;
  const box: CSSProperties = {
    width: image.width !== undefined ? `${image.width}px` : '100%',
    height: `${height}px`,
    borderRadius: `${image.borderRadius}px`,
  };
  if (!src) {
    return (
      <figure className="one-image" style={{ alignItems: JUSTIFY[image.align] }}>
        <div className="one-image-empty" style={box} role="note">
          {builder ? <ImageIcon aria-hidden="true" /> : <ImageOff aria-hidden="true" />}
          <span>{t('empty.noImage')}</span>
          {builder && data.src.trim() && (
            <span className="one-image-hint">The image address must start with https:// or /.</span>
          )}
        </div>
      </figure>
    );
  }
  const img = (
    <ResponsiveImage
      className="one-image-img"
      src={src}
      priority={priority}
      sizes={image.width !== undefined ? `min(${image.width}px, 100vw)` : undefined}
      alt={data.alt}
      style={{
        ...box,
        objectFit: image.objectFit,
        objectPosition: image.objectPosition,
        filter: image.filter,
      }}
    />
  );
  const link = safeLinkProps(data.link, data.target, builder);
  return (
    <figure className="one-image" style={{ alignItems: JUSTIFY[image.align] }}>
      {link ? (
        <a className="one-image-link" {...link}>
          {img}
        </a>
      ) : (
        img
      )}
      {data.caption && (
        <figcaption
          className="one-image-caption"
          style={{
            fontSize: `${caption.fontSize}px`,
            marginTop: `${caption.margin}px`,
            color: caption.color,
            textAlign: caption.align,
          }}
        >
          {data.caption}
        </figcaption>
      )}
    </figure>
  );
}

export const imageComponent = defineComponent({
  ...imageSchema,
  Render: Image,
  panel: imagePanel,
  css: `
.one-image { display: flex; flex-direction: column; margin: 0; width: 100%; }
.one-image-link { display: block; max-width: 100%; }
.one-image-img { display: block; max-width: 100%; }
.one-image-caption { width: 100%; color: var(--one-muted-foreground); font-family: var(--one-font-body); line-height: 1.4; }
.one-image-empty {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px;
  max-width: 100%; box-sizing: border-box; border: 1px dashed var(--one-border); background: var(--one-muted);
  color: var(--one-muted-foreground); font-family: var(--one-font-body); font-size: 14px;
}
.one-image-empty svg { width: 32px; height: 32px; }
.one-image-hint { font-size: 12px; color: var(--one-destructive); }
`,
});
