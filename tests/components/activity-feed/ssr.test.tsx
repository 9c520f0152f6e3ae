import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiClientProvider } from '../../../src/client/ClientProvider';
import { createApiClient } from '../../../src/client';
import { parseLayoutDocument } from '../../../src/components/schemaRegistry';
import { LayoutRenderer } from '../../../src/renderer/LayoutRenderer';
import { PageContext } from '../../../src/renderer/PageContext';
import { makeCollection } from './feedHarness';

const parsed = parseLayoutDocument({
  grid_config: { areas: [{ id: 'a', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
  components: [
    { id: 'f', type: 'activity-feed', areaId: 'a', order: 0 },
    { id: 'c', type: 'product-card', areaId: 'a', order: 1 },
    { id: 'p', type: 'product-attributes', areaId: 'a', order: 2 },
  ],
});
if (!parsed.ok) throw new Error('layout invalid');

describe('server rendering with a collection (react-dom/server)', () => {
  it("the feed, product card and attributes render on the server live and in builder mode, the feed showing 'Loading...' until the client fetches", () => {
    const collection = makeCollection({
      description: 'A lamp.',
      retail_settings: { price: 249 },
      product_name_template: 'Lamp #{{tokenId}}',
      attributes: [
        {
          label: 'Colour',
          type: 'COLOR',
          items: [{ label: 'Blue', value: '#1e3a8a' }],
          value: null,
        },
      ],
    });
    for (const builder of [false, true]) {
      const html = renderToString(
        <ApiClientProvider
          client={createApiClient({ baseUrl: 'http://api.test', apiKey: 'pk_test' })}
        >
          <PageContext.Provider value={{ collection, tokenId: '7' }}>
            <LayoutRenderer layout={parsed.layout} builder={builder} />
          </PageContext.Provider>
        </ApiClientProvider>,
      );
      expect(html).not.toContain('Error rendering component');
      expect(html).toContain('Lamp #7');
      expect(html).toContain('007/250');
      expect(html).toContain('Blue');
      expect(html).toContain(builder ? 'one-skeleton-bar' : 'Loading...');
    }
  });
});
