import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/client';
import { ApiClientProvider } from '../../src/client/ClientProvider';
import { HomePage } from '../../src/site/HomePage';

const page = {
  data: [{ id: 'col1', slug: 'demo', name: 'Harbour Lamp', quantity: 12, image: null }],
  pagination: { next: null, prev: null, limit: 100, offset: 0, total_count: 1 },
};

function renderHome() {
  const client = { apiKey: 'pk', collections: { list: vi.fn(async () => page) } };
  return render(
    <ApiClientProvider client={client as unknown as ApiClient}>
      <HomePage />
    </ApiClientProvider>,
  );
}

afterEach(() => {
  delete window.__VITRINE_CONFIG__;
});

describe('home page (docs/decisions/visitor-pages.md)', () => {
  it('lists the collections, each linking to its page', async () => {
    renderHome();
    const link = await screen.findByRole('link', { name: /Harbour Lamp/ });
    expect(link.getAttribute('href')).toBe('/c/demo');
    expect(screen.getByText('12 items')).toBeTruthy();
  });

  it('a local development server points the owner at the editor (without the key on this page)', async () => {
    window.__VITRINE_CONFIG__ = { editorKey: null, localEditor: true };
    renderHome();
    await screen.findByRole('link', { name: /Harbour Lamp/ });
    expect(screen.getByRole('link', { name: 'open the editor' }).getAttribute('href')).toBe(
      '/editor',
    );
  });

  it('a production site never shows visitors the editor link', async () => {
    window.__VITRINE_CONFIG__ = { editorKey: null, localEditor: false };
    renderHome();
    await screen.findByRole('link', { name: /Harbour Lamp/ });
    expect(screen.queryByRole('link', { name: 'open the editor' })).toBeNull();
  });
});
