import '../components/carousel/jsdomMedia';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticLayout } from '../../src/renderer/staticLayout';
import type { LayoutDocument } from '../../src/schema/layout/document';
import { dialogStore } from '../../src/ui/dialog/dialogStore';
import { toastStore } from '../../src/ui/toast/toastStore';
import { layoutWith } from '../components/text/renderLayout';

/** A static page as `npm run export` makes it: an image card and a share bar that copies. */
function pageLayout(): LayoutDocument {
  return layoutWith([
    {
      id: 'bg',
      type: 'block-grid',
      data: {
        containers: [
          {
            id: 'c1',
            blocks: [
              {
                id: 'b1',
                type: 'image',
                action_type: 'image',
                card: { header: 'Front' },
                image: { url: 'https://x/a.jpg', alt: 'Front view', file_type: 'image/jpeg' },
              },
            ],
          },
        ],
      },
    },
    {
      id: 's',
      type: 'share',
      data: { url: 'https://shop.example/items/7', platforms: [{ id: 'c', platform: 'copy' }] },
    },
  ]);
}

let hydrated: Root | null = null;

afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = null;
  document.body.innerHTML = '';
  dialogStore.setState({ open: [] });
  toastStore.setState({ toasts: [] });
  vi.restoreAllMocks();
});

describe('static page (staticLayout.tsx)', () => {
  it('the server markup is the layout alone: the dialog host and toast area add nothing to it', () => {
    const html = renderToString(<StaticLayout layout={pageLayout()} />);
    expect(html).toContain('data-component-type="block-grid"');
    expect(html).not.toContain('one-toaster');
    expect(html).not.toContain('role="dialog"');
  });

  it('foundation "a modal dialog host", "block dialogs": a card of a hydrated static page opens its image dialog, and hydration matches', async () => {
    const layout = pageLayout();
    const root = document.createElement('div');
    root.innerHTML = renderToString(<StaticLayout layout={layout} />);
    document.body.append(root);
    const recoverable = vi.fn();
    await act(async () => {
      hydrated = hydrateRoot(root, <StaticLayout layout={layout} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Front' }));
    // The dialog host is a chunk of its own, loaded after hydration.
    const dialog = await screen.findByRole('dialog', { name: 'Front' });
    expect(within(dialog).getByRole('img', { name: 'Front view' })).toHaveAttribute(
      'src',
      'https://x/a.jpg',
    );
  });

  it('foundation "a toast area" / "copy": share copy on a static page confirms with a toast', async () => {
    render(<StaticLayout layout={pageLayout()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('https://shop.example/items/7');
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });
});
