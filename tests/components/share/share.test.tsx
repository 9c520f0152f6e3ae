import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareTarget } from '../../../src/components/share/platforms';
import { shareSchema } from '../../../src/components/share/schema';
import { LayoutRenderer } from '../../../src/renderer/LayoutRenderer';
import { Toaster } from '../../../src/ui/toast/Toaster';
import { toastStore } from '../../../src/ui/toast/toastStore';
import { layoutWith, renderLayout } from '../text/renderLayout';

const all = [
  'facebook',
  'x',
  'linkedin',
  'reddit',
  'discord',
  'whatsapp',
  'telegram',
  'email',
  'copy',
];
const platforms = (names: string[]) => names.map((p) => ({ id: p, platform: p }));
const PAGE = 'https://shop.example/items/7?ref=a b';

afterEach(() => {
  toastStore.setState({ toasts: [] });
  vi.restoreAllMocks();
});

describe('share component', () => {
  it('foundation: defaults are facebook, x, linkedin; row; center; gap 8; icon size 16; buttons 8px 16px, 14px, radius 6px', () => {
    const data = shareSchema.content.parse({});
    expect(data.platforms.map((p) => p.platform)).toEqual(['facebook', 'x', 'linkedin']);
    expect(data.showLabels).toBe(true);
    expect(data.url).toBe('');
    const styles = shareSchema.style.parse({});
    expect(styles.container).toEqual({ flexDirection: 'row', justifyContent: 'center', gap: 8 });
    expect(styles.icons.size).toBe(16);
    expect(styles.buttons).toMatchObject({ padding: '8px 16px', fontSize: 14, borderRadius: 6 });
  });

  it('foundation: share platforms 1 to 10 items', () => {
    expect(shareSchema.content.safeParse({ platforms: [] }).success).toBe(false);
    expect(shareSchema.content.safeParse({ platforms: platforms(all) }).success).toBe(true);
    expect(
      shareSchema.content.safeParse({ platforms: platforms([...all, 'x', 'copy']) }).success,
    ).toBe(false);
  });

  it('foundation: share gap 0-32 and icon size 12-48', () => {
    const ok = (s: unknown) => shareSchema.style.safeParse(s).success;
    expect(ok({ container: { gap: 0 } }) && ok({ container: { gap: 32 } })).toBe(true);
    expect(ok({ container: { gap: 33 } }) || ok({ container: { gap: -1 } })).toBe(false);
    expect(ok({ icons: { size: 12 } }) && ok({ icons: { size: 48 } })).toBe(true);
    expect(ok({ icons: { size: 11 } }) || ok({ icons: { size: 49 } })).toBe(false);
  });

  it('foundation: a region with an optional title and one button per platform, each with an icon and a label; x is labelled X', () => {
    renderLayout([
      {
        id: 's',
        type: 'share',
        data: { title: 'Tell a friend', url: PAGE, platforms: platforms(all) },
      },
    ]);
    const region = screen.getByRole('region', { name: 'Tell a friend' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    expect(items.map((li) => li.textContent)).toEqual([
      'Facebook',
      'X',
      'LinkedIn',
      'Reddit',
      'Discord',
      'WhatsApp',
      'Telegram',
      'Email',
      'Copy link',
    ]);
    for (const li of items) expect(li.querySelector('svg')).not.toBeNull();
  });

  it('without labels each button is still named for screen readers', () => {
    renderLayout([
      {
        id: 's',
        type: 'share',
        data: { showLabels: false, url: PAGE, platforms: platforms(['x', 'email', 'copy']) },
      },
    ]);
    expect(screen.getByRole('region', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share on X' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share by email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByText('X')).toBeNull();
  });

  it('foundation: copy shows a copy icon and an unknown platform falls back to that icon', () => {
    const { container } = renderLayout([
      { id: 's', type: 'share', data: { url: PAGE, platforms: platforms(['copy', 'myspace']) } },
    ]);
    const icons = [...container.querySelectorAll('.one-share-icon')].map((i) =>
      i.getAttribute('data-icon'),
    );
    expect(icons).toEqual(['copy', 'copy']);
    expect(screen.getByText('Myspace')).toBeInTheDocument();
  });

  it('brand icons are simple-icons path data drawn as React SVG', () => {
    const { container } = renderLayout([
      { id: 's', type: 'share', data: { url: PAGE, platforms: platforms(['facebook']) } },
    ]);
    const path = container.querySelector('svg[data-icon="facebook"] path')!;
    expect(path.getAttribute('d')).toMatch(/^M9\.101 23\.691/);
  });

  it('foundation: targets carry the encoded page URL and text and open in a new tab with noopener', () => {
    renderLayout([
      {
        id: 's',
        type: 'share',
        data: { url: PAGE, text: 'My #7 & more', platforms: platforms(all) },
      },
    ]);
    const u = encodeURIComponent(new URL(PAGE).href);
    const t = encodeURIComponent('My #7 & more');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`);
    expect(href('X')).toBe(`https://twitter.com/intent/tweet?url=${u}&text=${t}`);
    expect(href('LinkedIn')).toBe(
      `https://www.linkedin.com/feed/?shareActive=true&text=${encodeURIComponent(`My #7 & more ${new URL(PAGE).href}`)}`,
    );
    expect(href('Reddit')).toBe(`https://www.reddit.com/submit?url=${u}&title=${t}`);
    expect(href('WhatsApp')).toBe(
      `https://api.whatsapp.com/send?text=${encodeURIComponent(`My #7 & more ${new URL(PAGE).href}`)}`,
    );
    expect(href('Telegram')).toBe(`https://t.me/share/url?url=${u}&text=${t}`);
    expect(href('Email')).toBe(
      `mailto:?subject=${t}&body=${encodeURIComponent(`My #7 & more\n\n${new URL(PAGE).href}`)}`,
    );
    for (const name of ['Facebook', 'X', 'LinkedIn', 'Reddit', 'WhatsApp', 'Telegram', 'Discord']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('foundation: facebook and linkedin carry the text too, and with no text only the URL (no empty parameter)', () => {
    const url = new URL(PAGE).href;
    const target = (platform: string, text: string) =>
      shareTarget(platform, { url, text, discordClientId: '' }).href;
    expect(target('facebook', 'Look')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}&quote=Look`,
    );
    expect(target('linkedin', 'Look')).toBe(
      `https://www.linkedin.com/feed/?shareActive=true&text=${encodeURIComponent(`Look ${url}`)}`,
    );
    expect(target('facebook', '')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(target('linkedin', '')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
  });

  it('foundation: discord opens a bot authorisation link with a placeholder client id, configurable', () => {
    expect(shareSchema.content.parse({}).discordClientId).toBe('YOUR_CLIENT_ID');
    expect(
      shareTarget('discord', { url: PAGE, text: '', discordClientId: 'YOUR_CLIENT_ID' }).href,
    ).toBe('https://discord.com/oauth2/authorize?client_id=YOUR_CLIENT_ID&permissions=0&scope=bot');
    renderLayout([
      {
        id: 's',
        type: 'share',
        data: { platforms: platforms(['discord']), discordClientId: '123456789' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Discord' })).toHaveAttribute(
      'href',
      'https://discord.com/oauth2/authorize?client_id=123456789&permissions=0&scope=bot',
    );
  });

  it('foundation: a blank url means the current page', () => {
    renderLayout([{ id: 's', type: 'share', data: { platforms: platforms(['facebook']) } }]);
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(window.location.href)}`,
    );
  });

  it('a url that is not http(s) is never shared: the current page is used instead', () => {
    renderLayout([
      {
        id: 's',
        type: 'share',
        data: { url: 'javascript:alert(1)', platforms: platforms(['facebook']) },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).not.toContain(
      'javascript',
    );
  });

  it('foundation: copy writes the URL to the clipboard and confirms with a toast', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(
      <>
        <LayoutRenderer
          layout={layoutWith([
            { id: 's', type: 'share', data: { url: PAGE, platforms: platforms(['copy']) } },
          ])}
        />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(new URL(PAGE).href);
    expect(await navigator.clipboard.readText()).toBe(new URL(PAGE).href);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it("blocks: a copy failure toasts 'Copy failed' / 'Please try copying manually'", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(
      <>
        <LayoutRenderer
          layout={layoutWith([
            { id: 's', type: 'share', data: { url: PAGE, platforms: platforms(['copy']) } },
          ])}
        />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Copy failedPlease try copying manually');
  });

  it('builder mode: links do not navigate and copy does nothing', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderLayout(
      [{ id: 's', type: 'share', data: { url: PAGE, platforms: platforms(['facebook', 'copy']) } }],
      { builder: true },
    );
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void screen.getByRole('link', { name: 'Facebook' }).dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('renders on the server', () => {
    const html = renderToString(
      <LayoutRenderer
        layout={layoutWith([{ id: 's', type: 'share', data: { url: PAGE } }])}
        scopeId="s"
      />,
    );
    expect(html).toContain('one-share-button');
    expect(html).toContain('facebook.com/sharer');
  });
});
