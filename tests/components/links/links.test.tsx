import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linksComponent } from '../../../src/components/links/definition';
import { linksSchema } from '../../../src/components/links/schema';
import type { LayoutComponent } from '../../../src/schema/layout/component';
import { asStored } from '../asStored';

function renderLinks(
  data: Record<string, unknown>,
  builder = false,
  styles: Record<string, unknown> = {},
) {
  const { Render } = linksComponent;
  return render(
    <Render
      data={asStored(linksSchema.content, data)}
      styles={linksSchema.style.parse(styles)}
      component={{ id: 'l', type: 'links', areaId: 'a', order: 0 } as LayoutComponent}
      builder={builder}
    />,
  );
}

const link = (id: string, type: string, url: string, text = '', extra: object = {}) => ({
  id,
  type,
  url,
  text,
  ...extra,
});

describe('links', () => {
  it(": title defaults to 'Links'; showTitles and showIcons default to true", () => {
    expect(linksSchema.content.parse({})).toMatchObject({
      title: 'Links',
      showTitles: true,
      showIcons: true,
    });
  });

  it(': links list 1 to 20 items', () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => link(`l${i}`, 'x', 'https://x.com/a'));
    expect(linksSchema.content.safeParse({ links: [] }).success).toBe(false);
    expect(linksSchema.content.safeParse({ links: many(1) }).success).toBe(true);
    expect(linksSchema.content.safeParse({ links: many(20) }).success).toBe(true);
    expect(linksSchema.content.safeParse({ links: many(21) }).success).toBe(false);
  });

  it(': links gap 0 to 32 (default 8)', () => {
    expect(linksSchema.style.parse({}).gap).toBe(8);
    expect(linksSchema.style.safeParse({ gap: 32 }).success).toBe(true);
    expect(linksSchema.style.safeParse({ gap: 33 }).success).toBe(false);
  });

  it(': link types x, facebook, instagram, tiktok, linkedin, reddit, discord, whatsapp, telegram, custom; target _blank or _self', () => {
    const types = [
      'x',
      'facebook',
      'instagram',
      'tiktok',
      'linkedin',
      'reddit',
      'discord',
      'whatsapp',
      'telegram',
      'custom',
    ];
    renderLinks({
      links: types.map((type, i) => link(`l${i}`, type, `https://example.com/${type}`)),
    });
    for (const name of [
      'X',
      'Facebook',
      'Instagram',
      'TikTok',
      'LinkedIn',
      'Reddit',
      'Discord',
      'WhatsApp',
      'Telegram',
      'Custom',
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    expect(
      linksSchema.content.safeParse({ links: [link('a', 'myspace', 'https://a.b')] }).success,
    ).toBe(false);
    expect(
      linksSchema.content.safeParse({
        links: [link('a', 'x', 'https://a.b', '', { target: '_top' })],
      }).success,
    ).toBe(false);
  });

  it('brand icons are drawn from simple-icons path data', () => {
    const { container } = renderLinks({
      links: [link('a', 'instagram', 'https://instagram.com/v', 'Insta')],
    });
    const path = container.querySelector('.one-links-icon path');
    expect(path?.getAttribute('d')).toMatch(/^M/);
    expect(path?.getAttribute('fill')).toBe('#FF0069');
  });

  it('showTitles off leaves icon-only links that keep their accessible names; showIcons off hides icons', () => {
    renderLinks({ showTitles: false, links: [link('a', 'discord', 'https://discord.gg/x')] });
    expect(screen.getByRole('link', { name: 'Discord' })).toHaveClass('one-links-link--icon');
    const { container } = renderLinks({
      showIcons: false,
      links: [link('b', 'x', 'https://x.com/a', 'Follow')],
    });
    expect(container.querySelector('.one-links-icon')).toBeNull();
  });

  it('security: only http(s), mailto and tel URLs are ever emitted', () => {
    renderLinks({
      links: [
        link('a', 'custom', 'javascript:alert(1)', 'JS'),
        link('b', 'custom', 'data:text/html,<script>alert(1)</script>', 'Data'),
        link('c', 'custom', 'mailto:hi@example.com', 'Mail'),
        link('d', 'custom', 'tel:+15551234567', 'Phone'),
        link('e', 'custom', 'https://example.com/', 'Web'),
      ],
    });
    expect(screen.queryByText('JS')).toBeNull();
    expect(screen.queryByText('Data')).toBeNull();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['mailto:hi@example.com', 'tel:+15551234567', 'https://example.com/']);
  });

  it('security: a custom SVG icon is sanitised (no script, no event handlers, no external references)', () => {
    const { container } = renderLinks({
      links: [
        link('a', 'custom', 'https://example.com', 'Mine', {
          icon: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)"><script>alert(2)</script><use href="https://evil.example/s.svg#i"/><path d="M0 0h24"/></svg>',
        }),
      ],
    });
    const icon = container.querySelector('.one-links-icon-custom')!;
    expect(icon.innerHTML).toContain('<path d="M0 0h24"></path>');
    expect(icon.innerHTML).not.toMatch(/script|onload|evil/);
  });

  it('a custom link without a usable SVG falls back to a link icon', () => {
    const { container } = renderLinks({
      links: [
        link('a', 'custom', 'https://example.com', 'Mine', {
          icon: '<img src=x onerror=alert(1)>',
        }),
      ],
    });
    expect(container.querySelector('.one-links-icon-custom')).toBeNull();
    const mark = container.querySelector('svg.one-links-icon')!;
    // The link drawing, as SVG elements (not text), stroked by the CSS in the text's colour.
    expect([...mark.children].map((e) => [e.localName, e.namespaceURI])).toEqual([
      ['path', 'http://www.w3.org/2000/svg'],
    ]);
    expect(mark.querySelector('path')!.getAttribute('d')).toBe(
      'M9 17H7A5 5 0 0 1 7 7h2M15 7h2a5 5 0 1 1 0 10h-2M8 12h8',
    );
    expect(mark.getAttribute('aria-hidden')).toBe('true');
  });

  it('a links block left at its default style carries no inline style: its stylesheet shows the defaults', () => {
    const { container } = renderLinks({
      links: [link('a', 'x', 'https://x.com/v', 'X'), link('b', 'custom', '', 'Mine')],
    });
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
    const defaults = linksSchema.style.parse({});
    const css = linksComponent.css!;
    expect(css).toContain(`gap: ${defaults.gap}px`);
    expect(css).toContain(`font-size: ${defaults.title.fontSize}px`);
    expect(css).toContain(`margin-bottom: ${defaults.title.marginBottom}px`);
    expect(css).toContain(`text-align: ${defaults.align}`);
    expect(css).toContain(`font-size: ${defaults.link.fontSize}px`);
    expect(css).toContain(`width: ${defaults.icon.size}px; height: ${defaults.icon.size}px`);
  });

  it('a styled links block sets inline only what differs from the defaults', () => {
    const { container } = renderLinks(
      { links: [link('a', 'x', 'https://x.com/v', 'X'), link('b', 'custom', '', 'Mine')] },
      true,
      {
        gap: 20,
        align: 'left',
        title: { fontSize: 30, marginBottom: 12, color: '#ff0000' },
        link: { fontSize: 16, borderRadius: 4 },
        icon: { size: 32 },
      },
    );
    const style = (selector: string) =>
      container.querySelector<HTMLElement>(selector)!.getAttribute('style');
    expect(style('.one-links')).toBe('align-items: flex-start;');
    expect(style('.one-links-title')).toBe(
      'font-size: 30px; color: rgb(255, 0, 0); text-align: left;',
    );
    expect(style('.one-links-list')).toBe('gap: 20px; justify-content: flex-start;');
    expect(style('.one-links-link')).toBe('border-radius: 4px;');
    for (const icon of container.querySelectorAll('.one-links-icon'))
      expect(icon.getAttribute('style')).toBe('width: 32px; height: 32px;');
  });

  it(' builder mode: links do not navigate, and invalid links stay visible to fix', () => {
    renderLinks(
      {
        links: [
          link('a', 'x', 'https://x.com/v', 'X'),
          link('b', 'custom', 'javascript:alert(1)', 'Broken'),
        ],
      },
      true,
    );
    // A valid link keeps its href (it is a link to assistive technology) but a click stays put.
    const valid = screen.getByRole('link', { name: 'X' });
    expect(valid).toHaveAttribute('href', 'https://x.com/v');
    expect(fireEvent.click(valid)).toBe(false);
    // A refused address is shown, marked, to be fixed; it has nowhere to go.
    const broken = screen.getByText('Broken').closest('a')!;
    expect(broken).not.toHaveAttribute('href');
    expect(broken).toHaveAttribute('aria-disabled', 'true');
  });

  it('the title is a heading and names the navigation', () => {
    renderLinks({ title: 'Follow us', links: [link('a', 'x', 'https://x.com/v')] });
    expect(screen.getByRole('heading', { name: 'Follow us' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Follow us' })).toBeInTheDocument();
  });
});

describe('links with nothing to show', () => {
  it('renders nothing for visitors when no link has a usable URL, and the list in the builder', () => {
    const { container } = renderLinks({ links: [link('a', 'x', '')] });
    expect(container).toBeEmptyDOMElement();
    renderLinks({ links: [link('a', 'x', '')] }, true);
    expect(screen.getByRole('heading', { name: 'Links' })).toBeInTheDocument();
  });
});
