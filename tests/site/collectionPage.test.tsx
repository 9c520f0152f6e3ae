import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/client';
import { AuthProvider } from '../../src/client/auth/AuthProvider';
import { SignInDialogRegistration } from '../../src/ui/auth/SignInDialogRegistration';
import { ApiClientProvider } from '../../src/client/ClientProvider';
import { CollectionPage } from '../../src/site/CollectionPage';
import { parseRoute } from '../../src/site/routes';

vi.setConfig({ testTimeout: 15_000 });

const layout = {
  version: 3,
  grid_config: { areas: [{ id: 'main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
  components: [{ id: 'r1', type: 'registration', areaId: 'main', order: 0, data: {}, styles: {} }],
};
const demo = {
  id: 'col1',
  slug: 'demo',
  name: 'Harbour Lamp',
  description: '<p>A <b>lamp</b>.</p>',
  product_name_template: 'Harbour Lamp #{{tokenId}}',
  gallery: [],
  attributes: [],
  layout,
};

function client(get: (id: string, options: { token_id?: string | null }) => Promise<unknown>) {
  return {
    apiKey: 'pk',
    collections: { get: vi.fn(get) },
    session: { get: vi.fn(async () => null) },
    access: { checkOwner: vi.fn(async () => ({ is_owner: false, count: 0 })) },
    analytics: { track: vi.fn(async () => ({ success: true })) },
  };
}

function renderPage(path: string, api: ReturnType<typeof client>) {
  const url = new URL(path, 'http://localhost');
  return render(
    <ApiClientProvider client={api as unknown as ApiClient}>
      <AuthProvider domain="localhost">
        <SignInDialogRegistration />
        <CollectionPage
          route={
            parseRoute(url.pathname, url.search) as Extract<
              ReturnType<typeof parseRoute>,
              { kind: 'collection' }
            >
          }
        />
      </AuthProvider>
    </ApiClientProvider>,
  );
}

beforeEach(() => {
  document.title = '';
});

describe('visitor pages', () => {
  it('a tap lands on the token page: the layout renders with the page context (token, code, register)', async () => {
    const api = client(async () => demo);
    renderPage('/c/demo/7?register=true&code=demo-7', api);
    expect(await screen.findByRole('button', { name: 'View Registration' })).toBeInTheDocument();
    expect(api.collections.get).toHaveBeenCalledWith(
      'demo',
      expect.objectContaining({ token_id: '7', include_layout: true }),
    );
    // foundation: the title from the product name template.
    await waitFor(() => expect(document.title).toBe('Harbour Lamp #7'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'A lamp.',
    );
    expect(api.analytics.track).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'page_view', token_id: '7' }),
    );
  });

  it('an unknown collection gets a clear not-found page', async () => {
    renderPage(
      '/c/nope',
      client(async () => null),
    );
    expect(
      await screen.findByRole('heading', { name: 'This page does not exist' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/There is no collection at this address/)).toBeInTheDocument();
  });

  it('an unknown token of a known collection says so', async () => {
    renderPage(
      '/c/demo/99',
      client(async (_id, options) => (options.token_id ? null : demo)),
    );
    expect(
      await screen.findByText(/This collection has no item with this number/),
    ).toBeInTheDocument();
  });

  it('a server that cannot be reached gets a message and a retry, never a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(
      '/c/demo',
      client(async () => Promise.reject(new Error('HTTP Error Status: 0 - offline'))),
    );
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a collection without a published layout says so', async () => {
    renderPage(
      '/c/demo',
      client(async () => ({ ...demo, layout: null })),
    );
    expect(
      await screen.findByText('This collection has no published page yet.'),
    ).toBeInTheDocument();
  });
});
