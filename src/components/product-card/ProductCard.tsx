import { useId, useState, type CSSProperties } from 'react';
import { usePageContext } from '../../renderer/PageContext';
import type { ComponentRenderProps } from '../types';
import { formatEdition, formatUsd, previewText } from './format';
import { ProductPlaceholder } from './ProductPlaceholder';
import { productTitle } from './productTitle';
import type { ProductCardData, ProductCardStyles } from './schema';
import { t } from '../../i18n/i18n';

type TextStyle = ProductCardStyles['title'];

function textCss(style: TextStyle): CSSProperties {
  return { color: style.color, fontSize: style.fontSize };
}

function Description({ text, max, style }: { text: string; max: number; style: TextStyle }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const preview = previewText(text, max);
  // blocks.md: only truncated text clamps to 6 lines. Text that fits the preview length has no
  // toggle, so a clamp could hide its later lines with no way to open them.
  const clamped = preview.truncated && !expanded;
  return (
    <div className="one-product-card-description" style={textCss(style)}>
      <p
        id={id}
        className={
          clamped ? 'one-product-card-text one-product-card-clamped' : 'one-product-card-text'
        }
      >
        {expanded ? text.trim() : preview.text}
      </p>
      {preview.truncated ? (
        <button
          type="button"
          className="one-product-card-toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('product.seeLess') : t('product.readMore')}
        </button>
      ) : null}
    </div>
  );
}

/** blocks.md "Product card": title, description, price and edition of the page's item. */
export function ProductCard({
  data,
  styles,
  builder,
}: ComponentRenderProps<ProductCardData, ProductCardStyles>) {
  const { collection, tokenId, user } = usePageContext();
  if (!collection) return <ProductPlaceholder label="Product card" builder={builder} />;

  const title = data.showTitle ? productTitle({ collection, tokenId, user }) : null;
  const description = data.showDescription ? collection.description?.trim() : null;
  const price = data.showPrice ? formatUsd(collection.retail_settings?.price) : null;
  const edition = data.showQuantity ? formatEdition(tokenId, collection.quantity) : null;

  return (
    <article className="one-product-card" aria-label={title ?? collection.name}>
      {title ? (
        <h2 className="one-product-card-title" style={textCss(styles.title)}>
          {title}
        </h2>
      ) : null}
      {description ? (
        <Description text={description} max={data.maxCharacters} style={styles.description} />
      ) : null}
      {price || edition ? (
        <dl className="one-product-card-facts">
          {price ? (
            <div className="one-product-card-fact">
              <dt>{t('product.price')}</dt>
              <dd className="one-product-card-price" style={textCss(styles.price)}>
                {price}
              </dd>
            </div>
          ) : null}
          {edition ? (
            <div className="one-product-card-fact">
              <dt>{t('product.edition')}</dt>
              <dd className="one-product-card-edition" style={textCss(styles.edition)}>
                {edition}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </article>
  );
}
