import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client';
import { ApiClientProvider } from '../../src/client/ClientProvider';
import type { CollectionDetail } from '../../src/schema/entities/collection';
import { DetailsForm } from '../../src/studio/collections/DetailsForm';

/** A collection with a main image and a gallery, as the Details form edits it. */
const collection: CollectionDetail = {
  id: 'col_1',
  slug: 'lamps',
  name: 'Lamps',
  image: 'https://example.com/main.jpg',
  gallery: [
    { url: 'https://example.com/one.jpg', alt: 'One' },
    { url: 'https://example.com/two.jpg', alt: 'Two' },
  ],
  attributes: [],
};

describe('the collection Details form', () => {
  it("names each image's controls after its own field, so the main image's and the gallery's never share a name", () => {
    // The form only reads the client when it saves, which this test does not do.
    render(
      <ApiClientProvider client={{} as unknown as ApiClient}>
        <DetailsForm collection={collection} />
      </ApiClientProvider>,
    );
    const removeNames = screen
      .getAllByRole('button')
      .map((button) => button.textContent ?? '')
      .filter((name) => name.startsWith('Remove'));
    expect(removeNames).toEqual([
      'Remove image 1 from Main image',
      'Remove image 1 from Gallery',
      'Remove image 2 from Gallery',
    ]);
    expect(screen.getByLabelText('Alt text 1 of Main image')).toBeTruthy();
    expect(screen.getByLabelText('Alt text 1 of Gallery')).toHaveProperty('value', 'One');
  });
});
