import '../carousel/jsdomMedia';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockGridCss } from '../../../src/components/block-grid/blockGridCss';
import { blockGridSchema } from '../../../src/components/block-grid/schema';
import { LayoutRenderer } from '../../../src/renderer/LayoutRenderer';
import { PageContext } from '../../../src/renderer/PageContext';
import { DialogHost } from '../../../src/ui/dialog/DialogHost';
import { dialogStore, registerDialog } from '../../../src/ui/dialog/dialogStore';
import { layoutWith, renderLayout } from '../text/renderLayout';

afterEach(() => {
  dialogStore.setState({ open: [] });
  vi.restoreAllMocks();
});

const grid = (containers: unknown[]) => [{ id: 'bg', type: 'block-grid', data: { containers } }];

function renderWithDialogs(containers: unknown[], page = {}) {
  return render(
    <PageContext.Provider value={page}>
      <LayoutRenderer layout={layoutWith(grid(containers))} />
      <DialogHost />
    </PageContext.Provider>,
  );
}

describe('block grid', () => {
  it('foundation: data.containers has 1 to 10 entries with ids prefixed c', () => {
    const c = (id: string) => ({ id, layout: 'full', title: '', blocks: [] });
    expect(blockGridSchema.content.safeParse({ containers: [] }).success).toBe(false);
    expect(
      blockGridSchema.content.safeParse({
        containers: Array.from({ length: 10 }, (_, i) => c(`c${i}`)),
      }).success,
    ).toBe(true);
    expect(
      blockGridSchema.content.safeParse({
        containers: Array.from({ length: 11 }, (_, i) => c(`c${i}`)),
      }).success,
    ).toBe(false);
    expect(blockGridSchema.content.safeParse({ containers: [c('x1')] }).success).toBe(false);
    expect(blockGridSchema.content.parse({}).containers).toHaveLength(1);
  });

  it('foundation: full holds 1 block, half 2, left-sidebar and right-sidebar 3; empty slots show a dashed placeholder', () => {
    const { container } = renderLayout(
      grid([
        { id: 'c1', layout: 'full' },
        { id: 'c2', layout: 'half' },
        { id: 'c3', layout: 'left-sidebar' },
        { id: 'c4', layout: 'right-sidebar' },
      ]),
    );
    const slots = (id: string) =>
      container.querySelectorAll(`[data-container-id="${id}"] .one-block-slot`).length;
    expect([slots('c1'), slots('c2'), slots('c3'), slots('c4')]).toEqual([1, 2, 3, 3]);
    expect(container.querySelectorAll('.one-block-slot-empty')).toHaveLength(9);
  });

  it('foundation: sidebar layouts have a min height of 360, others 200 (the tall slot is a 1x2 target)', () => {
    const { container } = renderLayout(
      grid([
        { id: 'c1', layout: 'full' },
        {
          id: 'c3',
          layout: 'left-sidebar',
          blocks: [{ id: 'b1', type: 'text', card: { header: 'Tall' } }],
        },
      ]),
    );
    expect(
      container.querySelector<HTMLElement>('[data-container-id="c1"] .one-block-slot-empty')!.style
        .minHeight,
    ).toBe('200px');
    expect(container.querySelector<HTMLElement>('[data-block-id="b1"]')!.style.minHeight).toBe(
      '360px',
    );
    const css = document.querySelector('style')!.textContent!;
    expect(css).toContain(
      '[data-layout=right-sidebar]) .one-block-slots{grid-template-rows:repeat(2,minmax(0,1fr));min-height:360px}',
    );
  });

  it('decision (components-1.md): under 768px every layout stacks in one column; from 768px (foundation tablet) it takes its columns', () => {
    const css = blockGridCss;
    const media = css.indexOf('@media (min-width:768px){');
    expect(media).toBeGreaterThan(0);
    const [base, wide] = [css.slice(0, media), css.slice(media)];
    expect(base).toContain('.one-block-slots{display:grid;grid-template-columns:minmax(0,1fr);');
    expect(base).not.toContain('data-layout');
    expect(wide).toContain(
      '.one-block-container[data-layout=half] .one-block-slots{grid-template-columns:repeat(2,minmax(0,1fr))}',
    );
  });

  it("foundation: a missing block shows 'Block not found'", () => {
    renderLayout(
      grid([
        {
          id: 'c1',
          layout: 'half',
          blocks: ['gone', { id: 'b1', type: 'text', order: 1, card: { header: 'Here' } }],
        },
      ]),
    );
    expect(screen.getByText('Block not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Here' })).toBeInTheDocument();
  });

  it('blocks render header, sanitised body and footer; types text, image, text-image, image-text', () => {
    const { container } = renderLayout(
      grid([
        {
          id: 'c1',
          layout: 'half',
          blocks: [
            {
              id: 'b1',
              type: 'text-image',
              card: {
                header: 'Care',
                body: { content: '<p onclick="x()">Oil<script>alert(1)</script></p>' },
                footer: 'Monthly',
              },
              image: { url: 'https://x/a.jpg', alt: 'Oil' },
            },
            { id: 'b2', type: 'image', order: 1, image: { url: 'https://x/b.jpg', alt: 'Wallet' } },
          ],
        },
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Care' })).toBeInTheDocument();
    expect(container.querySelector('.one-block-body')!.innerHTML).toBe('<p>Oil</p>');
    expect(screen.getByText('Monthly')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Wallet' })).toHaveAttribute('src', 'https://x/b.jpg');
  });

  it('foundation: block style fields become the card style; styles.spacing.gap sets the gap', () => {
    const { container } = renderLayout([
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
                  type: 'text',
                  style: {
                    color: '#ffffff',
                    background_color: '#111111',
                    font_size: 18,
                    line_height: 1.4,
                    border_radius: 12,
                    border_width: 2,
                    border_color: 'red',
                    padding_top: 24,
                    padding_left: 10,
                    min_height: 250,
                    overlay_color: 'rgba(0,0,0,0.4)',
                  },
                },
              ],
            },
          ],
        },
        styles: { spacing: { gap: 24 } },
      },
    ]);
    const card = container.querySelector<HTMLElement>('[data-block-id="b1"]')!;
    expect(card.style).toMatchObject({
      color: 'rgb(255, 255, 255)',
      fontSize: '18px',
      borderRadius: '12px',
      borderWidth: '2px',
      paddingTop: '24px',
      minHeight: '250px',
    });
    expect(container.querySelector('.one-block-overlay')).not.toBeNull();
    expect(
      container
        .querySelector<HTMLElement>('.one-block-grid')!
        .style.getPropertyValue('--one-block-gap'),
    ).toBe('24px');
  });

  it('foundation: container titles and card headers fill placeholders from the page context', () => {
    renderLayout(
      grid([
        {
          id: 'c1',
          title: 'Your {{collection}} #{{tokenId}}',
          blocks: [{ id: 'b1', type: 'text', card: { header: 'Hi {{firstName}}' } }],
        },
      ]),
      { page: { collection: { name: 'Porto Wallet' } as never, tokenId: '7', user: null } },
    );
    expect(screen.getByRole('heading', { name: 'Your Porto Wallet #7' })).toBeInTheDocument();
    // {{firstName}} has no value (no user): the collection name is used
    expect(screen.getByRole('heading', { name: 'Porto Wallet' })).toBeInTheDocument();
  });

  it('foundation: if the title result is empty, the collection name is used (a blank card header stays blank; one whose placeholder remains gets the name)', () => {
    const { container } = renderLayout(
      grid([
        {
          id: 'c1',
          title: '  ',
          blocks: [
            { id: 'b1', type: 'text', card: { header: '' } },
            { id: 'b2', type: 'text', card: { header: 'For {{email}}' } },
          ],
          layout: 'half',
        },
      ]),
      { page: { collection: { name: 'Porto Wallet' } as never, tokenId: '7', user: null } },
    );
    expect(container.querySelector('.one-block-container-title')).toHaveTextContent('Porto Wallet');
    const headers = [...container.querySelectorAll('.one-block-header')].map((h) => h.textContent);
    expect(headers).toEqual(['Porto Wallet']);
    expect(screen.getByRole('region', { name: 'Porto Wallet' })).toBeInTheDocument();
  });

  it('foundation: with no collection to fall back on, a blank title shows no heading', () => {
    const { container } = renderLayout(
      grid([
        {
          id: 'c1',
          title: '',
          blocks: [{ id: 'b1', type: 'text', card: { body: { content: '<p>x</p>' } } }],
        },
      ]),
    );
    expect(container.querySelector('.one-block-container-title')).toBeNull();
    expect(container.querySelector('.one-block-header')).toBeNull();
  });

  it("foundation: action_type image opens the image dialog, named by the card's title (by its kind without one)", async () => {
    const user = userEvent.setup();
    const image = { url: 'https://x/a.jpg', alt: 'Front view', file_type: 'image/jpeg' };
    renderWithDialogs([
      {
        id: 'c1',
        layout: 'half',
        blocks: [
          {
            id: 'b1',
            type: 'image',
            action_type: 'image',
            card: { header: 'Front' },
            image: { ...image, caption: 'Full-grain leather' },
          },
          { id: 'b2', order: 1, type: 'image', action_type: 'image', image },
        ],
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Front' }));
    const dialog = screen.getByRole('dialog', { name: 'Front' });
    expect(within(dialog).getByRole('img', { name: 'Front view' })).toHaveAttribute(
      'src',
      'https://x/a.jpg',
    );
    expect(dialog).toHaveTextContent('Full-grain leather');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'View image' }));
    expect(screen.getByRole('dialog', { name: 'Image' })).toBeInTheDocument();
  });

  it("foundation: action_type post opens the post dialog; its date uses post_date_format (default 'MMMM d, yyyy')", async () => {
    const user = userEvent.setup();
    renderWithDialogs([
      {
        id: 'c1',
        layout: 'half',
        blocks: [
          {
            id: 'b1',
            type: 'text',
            action_type: 'post',
            card: { header: 'News' },
            dialog: {
              post_title: 'Spring drop',
              post_date: '2026-03-07',
              post_body: '<p>New colours<img src=x onerror=alert(1)></p>',
            },
          },
          {
            id: 'b2',
            order: 1,
            type: 'text',
            action_type: 'post',
            card: { header: 'Empty post' },
            dialog: { post_title: 'No body' },
          },
        ],
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Empty post' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'News' }));
    // The post's title names the dialog and is its one heading.
    const dialog = screen.getByRole('dialog', { name: 'Spring drop' });
    expect(within(dialog).getAllByRole('heading')).toHaveLength(1);
    expect(dialog).toHaveTextContent('March 7, 2026');
    expect(dialog.innerHTML).not.toContain('onerror');
  });

  it('foundation: a card opens its dialog from a click on its title or text, not only its button; a link in the body stays a link', async () => {
    const user = userEvent.setup();
    renderWithDialogs([
      {
        id: 'c1',
        layout: 'full',
        blocks: [
          {
            id: 'b1',
            type: 'text',
            action_type: 'post',
            card: {
              header: 'News',
              body: { content: '<p>Read the <a href="https://shop.example/x">story</a> here</p>' },
            },
            dialog: { post_title: 'Spring drop', post_body: '<p>New colours</p>' },
          },
        ],
      },
    ]);
    await user.click(screen.getByText('News'));
    expect(screen.getByRole('dialog', { name: 'Spring drop' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('dialog', { name: 'Spring drop' })).getByRole('button', {
        name: 'Close',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByText(/Read the/));
    expect(screen.getByRole('dialog', { name: 'Spring drop' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('dialog', { name: 'Spring drop' })).getByRole('button', {
        name: 'Close',
      }),
    );
    // The body's own link navigates; it does not open the card's dialog.
    const link = screen.getByRole('link', { name: 'story' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('foundation: carousel, video and iframe actions open their dialogs; iframe snippets keep only a sandboxed first iframe', async () => {
    const user = userEvent.setup();
    renderWithDialogs([
      {
        id: 'c1',
        layout: 'left-sidebar',
        blocks: [
          {
            id: 'g',
            type: 'text',
            action_type: 'carousel',
            card: { header: 'Gallery' },
            gallery: [
              { url: 'https://x/1.jpg', alt: 'One' },
              { url: 'https://x/2.jpg', alt: 'Two' },
            ],
          },
          {
            id: 'v',
            order: 1,
            type: 'text',
            action_type: 'video',
            card: { header: 'Film' },
            dialog: { youtube: 'https://youtu.be/dQw4w9WgXcQ' },
          },
          {
            id: 'i',
            order: 2,
            type: 'text',
            action_type: 'iframe',
            card: { header: 'Map' },
            dialog: {
              iframe_input_type: 'code',
              iframe_code:
                '<script>alert(1)</script><iframe src="https://maps.example/embed" onload="alert(2)"></iframe><iframe src="https://evil.example"></iframe>',
            },
          },
        ],
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Gallery' }));
    let dialog = screen.getByRole('dialog', { name: 'Gallery' });
    expect(within(dialog).getByRole('region', { name: 'Gallery gallery' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('img', { hidden: true })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Film' }));
    dialog = screen.getByRole('dialog', { name: 'Film' });
    const player = dialog.querySelector('iframe')!;
    expect(new URL(player.src).pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(new URL(player.src).searchParams.get('autoplay')).toBe('1');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Map' }));
    dialog = screen.getByRole('dialog', { name: 'Map' });
    const frames = dialog.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute('src')).toBe('https://maps.example/embed');
    expect(frames[0]!.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frames[0]!.hasAttribute('onload')).toBe(false);
    expect(dialog.querySelector('script')).toBeNull();
  });

  it("foundation: action_type registration opens the dialog registered as 'registration'", async () => {
    const user = userEvent.setup();
    const off = registerDialog('registration', {
      title: 'Register your product',
      render: () => <p>Registration form</p>,
    });
    renderWithDialogs([
      {
        id: 'c1',
        blocks: [
          { id: 'b1', type: 'text', action_type: 'registration', card: { header: 'Register' } },
        ],
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Register: register' }));
    expect(screen.getByRole('dialog', { name: 'Register your product' })).toHaveTextContent(
      'Registration form',
    );
    off();
  });

  it('an unregistered registration dialog warns with the spec text', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithDialogs([
      { id: 'c1', blocks: [{ id: 'b1', type: 'text', action_type: 'registration' }] },
    ]);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(warn).toHaveBeenCalledWith('Dialog with id "registration" is not registered');
  });

  it('action_type url navigates with a link; hostile URLs give no link', () => {
    renderLayout(
      grid([
        {
          id: 'c1',
          layout: 'half',
          blocks: [
            {
              id: 'b1',
              type: 'text',
              action_type: 'url',
              url: 'https://shop.example/care',
              card: { header: 'Care guide' },
            },
            {
              id: 'b2',
              order: 1,
              type: 'text',
              action_type: 'url',
              url: 'javascript:alert(1)',
              card: { header: 'Bad' },
            },
          ],
        },
      ]),
    );
    expect(screen.getByRole('link', { name: 'Care guide' })).toHaveAttribute(
      'href',
      'https://shop.example/care',
    );
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
  });

  it('builder mode: previews only, actions do not open or navigate; empty slots invite a block', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LayoutRenderer
          builder
          layout={layoutWith(
            grid([
              {
                id: 'c1',
                layout: 'half',
                blocks: [
                  {
                    id: 'b1',
                    type: 'text',
                    action_type: 'post',
                    card: { header: 'News' },
                    dialog: { post_body: '<p>x</p>' },
                  },
                ],
              },
            ]),
          )}
        />
        <DialogHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'News' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Empty slot: add a block')).toBeInTheDocument();
  });

  it('renders on the server', () => {
    const html = renderToString(
      <LayoutRenderer
        layout={layoutWith(
          grid([
            {
              id: 'c1',
              layout: 'half',
              blocks: [{ id: 'b1', type: 'text', card: { header: 'Hello' } }],
            },
          ]),
        )}
        scopeId="s"
      />,
    );
    expect(html).toContain('Hello');
    expect(html).toContain('one-block-slot-empty');
  });
});
