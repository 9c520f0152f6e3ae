import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductAttributes } from '../../../src/components/product-attributes/ProductAttributes';
import { attributeRows, safeColor } from '../../../src/components/product-attributes/attributeRows';
import { productAttributesSchema } from '../../../src/components/product-attributes/schema';
import { PageContext, type PageContextValue } from '../../../src/renderer/PageContext';
import { collection as collectionSchema } from '../../../src/schema/entities/collection';
import type { LayoutComponent } from '../../../src/schema/layout/component';

const collection = collectionSchema.parse({
  id: 'col_1',
  slug: 'porto-wallet',
  name: 'Porto Wallet',
  attributes: [
    { label: 'Material', type: 'TEXT', value: 'Full-grain leather' },
    {
      label: 'Colours',
      type: 'COLOR',
      items: [
        { label: 'Cognac', value: '#9a5b2e' },
        { label: 'Black', value: 'black' },
        { label: 'Hostile', value: 'red;background:url(https://evil.example/x)' },
      ],
    },
    { label: 'Stitching', type: 'COLOR', value: '#f5f5dc' },
    {
      label: 'Dimensions',
      type: 'TEXT',
      items: [
        { label: 'Width', value: '11 cm' },
        { label: 'Height', value: '9 cm' },
      ],
    },
  ],
});

const component = {
  id: 'pa1',
  type: 'product-attributes',
  areaId: 'a',
  order: 0,
  data: {},
  styles: {},
} as unknown as LayoutComponent;

function renderAttributes(
  page: PageContextValue,
  data: Record<string, unknown> = {},
  builder = false,
) {
  return render(
    <PageContext.Provider value={page}>
      <ProductAttributes
        data={productAttributesSchema.content.parse(data)}
        styles={productAttributesSchema.style.parse({})}
        component={component}
        builder={builder}
      />
    </PageContext.Provider>,
  );
}

describe('product attributes', () => {
  it("blocks.md: the title defaults to 'Product Specs'", () => {
    expect(productAttributesSchema.content.parse({})).toEqual({ title: 'Product Specs' });
    renderAttributes({ collection });
    expect(screen.getByRole('heading', { name: 'Product Specs' })).toBeInTheDocument();
  });

  it("blocks.md: a table of the collection's attribute labels and values", () => {
    renderAttributes({ collection });
    const table = screen.getByRole('table');
    const material = within(table).getByRole('rowheader', { name: 'Material' });
    expect(material.closest('tr')).toHaveTextContent('Full-grain leather');
    expect(
      within(table).getByRole('rowheader', { name: 'Dimensions' }).closest('tr'),
    ).toHaveTextContent('Width: 11 cm');
  });

  it('blocks.md: attributes of type COLOR render colour swatches with their labels', () => {
    renderAttributes({ collection });
    const row = screen.getByRole('rowheader', { name: 'Colours' }).closest('tr') as HTMLElement;
    const items = within(row).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Cognac', 'Black', 'Hostile']);
    const chips = row.querySelectorAll<HTMLElement>('.one-product-attributes-chip');
    expect(chips[0]?.style.background).toBe('rgb(154, 91, 46)');
    expect(chips[1]?.style.background).toBe('black');
    // A value that could escape its declaration is not drawn; the swatch shows as missing.
    expect(chips[2]?.getAttribute('style') ?? '').not.toContain('url');
    expect(chips[2]).toHaveAttribute('data-missing');
    const single = screen
      .getByRole('rowheader', { name: 'Stitching' })
      .closest('tr') as HTMLElement;
    expect(single).toHaveTextContent('#f5f5dc');
  });

  it('only plain colours are accepted as swatch colours', () => {
    expect(safeColor('#abc')).toBe('#abc');
    expect(safeColor('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(safeColor('javascript:alert(1)')).toBeNull();
    expect(safeColor('red}body{display:none')).toBeNull();
  });

  it('rows without a label are skipped', () => {
    expect(attributeRows([{ label: ' ', type: 'TEXT', value: 'x', items: [] }])).toEqual([]);
  });

  it('with no collection in the page context the builder shows a clear placeholder', () => {
    renderAttributes({}, {}, true);
    expect(screen.getByRole('note')).toHaveTextContent('Product attributes: connect a collection');
  });

  it('a collection without attributes invites the site owner to add some in the builder', () => {
    renderAttributes({ collection: { ...collection, attributes: [] } }, {}, true);
    expect(screen.getByText(/This collection has no attributes yet/)).toBeInTheDocument();
  });
});
