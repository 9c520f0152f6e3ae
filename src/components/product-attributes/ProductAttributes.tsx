import type { CSSProperties } from 'react';
import { usePageContext } from '../../renderer/PageContext';
import { ProductPlaceholder } from '../product-card/ProductPlaceholder';
import type { ComponentRenderProps } from '../types';
import { attributeRows, type AttributeRow } from './attributeRows';
import type { ProductAttributesData, ProductAttributesStyles } from './schema';
import { t } from '../../i18n/i18n';

function Value({ row }: { row: AttributeRow }) {
  if (row.kind === 'color') {
    if (!row.swatches.length) return <span className="one-product-attributes-empty">—</span>;
    return (
      <ul className="one-product-attributes-swatches">
        {row.swatches.map((swatch, index) => (
          <li key={`${swatch.label}-${index}`} className="one-product-attributes-swatch">
            <span
              className="one-product-attributes-chip"
              aria-hidden="true"
              style={{ background: swatch.color ?? undefined }}
              data-missing={swatch.color ? undefined : ''}
            />
            <span>{swatch.label}</span>
          </li>
        ))}
      </ul>
    );
  }
  if (row.items.length) {
    return (
      <ul className="one-product-attributes-items">
        {row.items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.label && item.value ? `${item.label}: ${item.value}` : item.label || item.value}
          </li>
        ))}
      </ul>
    );
  }
  return <>{row.value || '—'}</>;
}

/** blocks.md "Product attributes": a table of the collection's attribute labels and values. */
export function ProductAttributes({
  data,
  styles,
  builder,
}: ComponentRenderProps<ProductAttributesData, ProductAttributesStyles>) {
  const { collection } = usePageContext();
  if (!collection) return <ProductPlaceholder label="Product attributes" builder={builder} />;
  const rows = attributeRows(collection.attributes);
  const title = data.title.trim();
  const titleStyle: CSSProperties = { color: styles.title.color, fontSize: styles.title.fontSize };
  const tableStyle = {
    fontSize: styles.table.fontSize,
    '--one-attr-label': styles.table.labelColor,
    '--one-attr-value': styles.table.valueColor,
    '--one-attr-divider': styles.table.dividerColor,
  } as CSSProperties;

  return (
    <section className="one-product-attributes" aria-label={title || t('blocks.productAttributes')}>
      {title ? (
        <h2 className="one-product-attributes-title" style={titleStyle}>
          {title}
        </h2>
      ) : null}
      {rows.length ? (
        <table className="one-product-attributes-table" style={tableStyle}>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.label}-${index}`}>
                <th scope="row">{row.label}</th>
                <td>
                  <Value row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : builder ? (
        <div className="one-empty-state">
          This collection has no attributes yet. Add them to the collection to fill this table.
        </div>
      ) : null}
    </section>
  );
}
