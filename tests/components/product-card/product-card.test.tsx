import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '../../../src/components/product-card/ProductCard';
import { formatEdition, formatUsd, previewText } from '../../../src/components/product-card/format';
import { productTitle } from '../../../src/components/product-card/productTitle';
import { productCardSchema } from '../../../src/components/product-card/schema';
import { PageContext, type PageContextValue } from '../../../src/renderer/PageContext';
import {
  collection as collectionSchema,
  type Collection,
} from '../../../src/schema/entities/collection';
import type { LayoutComponent } from '../../../src/schema/layout/component';

const longDescription =
  'Hand-stitched from full-grain leather in our Porto workshop, every wallet carries its own number and an NFC chip that proves it is the real thing when tapped with a phone.';

function makeCollection(overrides: Partial<Collection> = {}): Collection {
  return collectionSchema.parse({
    id: 'col_1',
    slug: 'porto-wallet',
    name: 'Porto Wallet',
    description: longDescription,
    quantity: 250,
    retail_settings: { price: 129.5 },
    product_name_template: '{{collection}} #{{tokenId}}',
    ...overrides,
  });
}

const component = {
  id: 'pc1',
  type: 'product-card',
  areaId: 'a',
  order: 0,
  data: {},
  styles: {},
} as unknown as LayoutComponent;

function renderCard(page: PageContextValue, data: Record<string, unknown> = {}, builder = false) {
  return render(
    <PageContext.Provider value={page}>
      <ProductCard
        data={productCardSchema.content.parse(data)}
        styles={productCardSchema.style.parse({})}
        component={component}
        builder={builder}
      />
    </PageContext.Provider>,
  );
}

describe('product card schema (blocks.md)', () => {
  it('blocks.md: showQuantity, showPrice, showTitle and showDescription default to true; maxCharacters defaults to 80', () => {
    expect(productCardSchema.content.parse({})).toEqual({
      showQuantity: true,
      showPrice: true,
      showTitle: true,
      showDescription: true,
      maxCharacters: 80,
    });
  });

  it('blocks.md: the description preview length is bounded 50 to 500', () => {
    expect(productCardSchema.content.safeParse({ maxCharacters: 49 }).success).toBe(false);
    expect(productCardSchema.content.safeParse({ maxCharacters: 50 }).success).toBe(true);
    expect(productCardSchema.content.safeParse({ maxCharacters: 500 }).success).toBe(true);
    expect(productCardSchema.content.safeParse({ maxCharacters: 501 }).success).toBe(false);
  });
});

describe('product card formatting', () => {
  it('blocks.md: the edition is the zero-padded token number / quantity (token 7 of 250 → 007/250)', () => {
    expect(formatEdition('7', 250)).toBe('007/250');
    expect(formatEdition('250', 250)).toBe('250/250');
    expect(formatEdition('42', 1000)).toBe('0042/1000');
  });

  it('edition without a token shows the edition size, without a quantity the number alone', () => {
    expect(formatEdition(null, 250)).toBe('Edition of 250');
    expect(formatEdition('7', null)).toBe('#7');
    expect(formatEdition(null, null)).toBeNull();
  });

  it('blocks.md: prices are shown in USD with Intl.NumberFormat', () => {
    expect(formatUsd(129.5)).toBe('$129.50');
    expect(formatUsd(1999)).toBe('$1,999.00');
    expect(formatUsd(null)).toBeNull();
  });

  it('the preview cuts at maxCharacters and says it was truncated', () => {
    const preview = previewText(longDescription, 80);
    expect(preview.truncated).toBe(true);
    expect(preview.text.length).toBeLessThanOrEqual(81);
    expect(preview.text.endsWith('…')).toBe(true);
    expect(previewText('Short.', 80)).toEqual({ text: 'Short.', truncated: false });
  });

  it('foundation.md: title placeholders are filled; any left over or an empty result gives the collection name', () => {
    const c = makeCollection();
    expect(productTitle({ collection: c, tokenId: '7' })).toBe('Porto Wallet #7');
    expect(productTitle({ collection: c, tokenId: null })).toBe('Porto Wallet');
    expect(
      productTitle({
        collection: makeCollection({
          product_name_template: "{{firstName}} {{lastName}}'s wallet ({{email}})",
        }),
        user: { email: 'ana@example.com', metadata: { firstName: 'Ana', lastName: 'Silva' } },
      }),
    ).toBe("Ana Silva's wallet (ana@example.com)");
    expect(
      productTitle({ collection: makeCollection({ product_name_template: '{{unknown}}' }) }),
    ).toBe('Porto Wallet');
    expect(productTitle({ collection: makeCollection({ product_name_template: '   ' }) })).toBe(
      'Porto Wallet',
    );
  });
});

describe('product card renderer', () => {
  it('blocks.md: shows title, price in USD and the edition for token 7 of 250', () => {
    renderCard({ collection: makeCollection(), tokenId: '7' });
    expect(screen.getByRole('heading', { name: 'Porto Wallet #7' })).toBeInTheDocument();
    expect(screen.getByText('$129.50')).toBeInTheDocument();
    expect(screen.getByText('007/250')).toBeInTheDocument();
  });

  it("blocks.md: the description toggles between 'Read more' and 'See less'; the truncated text clamps to 6 lines", async () => {
    renderCard({ collection: makeCollection(), tokenId: '7' });
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = document.querySelector('.one-product-card-text');
    expect(text).toHaveClass('one-product-card-clamped');
    expect(text?.textContent).not.toBe(longDescription);
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'See less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(longDescription)).not.toHaveClass('one-product-card-clamped');
    await userEvent.click(screen.getByRole('button', { name: 'See less' }));
    expect(screen.getByRole('button', { name: 'Read more' })).toBeInTheDocument();
  });

  it('a short description has no toggle', () => {
    renderCard({ collection: makeCollection({ description: 'Leather wallet.' }) });
    expect(screen.getByText('Leather wallet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
  });

  it('blocks.md: only truncated text clamps to 6 lines — a short text of many lines, with no toggle, is shown whole', () => {
    const lines = 'One\nTwo\nThree\nFour\nFive\nSix\nSeven\nEight';
    renderCard({ collection: makeCollection({ description: lines }) });
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
    const text = document.querySelector('.one-product-card-text')!;
    expect(text.textContent).toBe(lines);
    expect(text).not.toHaveClass('one-product-card-clamped');
  });

  it('blocks.md: each show flag hides its part', () => {
    renderCard(
      { collection: makeCollection(), tokenId: '7' },
      { showTitle: false, showDescription: false, showPrice: false, showQuantity: false },
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('$129.50')).toBeNull();
    expect(screen.queryByText('007/250')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
  });

  it('with no collection in the page context the builder shows a clear placeholder and visitors see nothing', () => {
    const { unmount } = renderCard({}, {}, true);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Product card: connect a collection to this page to preview it',
    );
    unmount();
    const { container } = renderCard({}, {}, false);
    expect(container).toBeEmptyDOMElement();
  });
});
