import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { embedComponent } from '../../../src/components/embed/definition';
import { embedSchema } from '../../../src/components/embed/schema';
import type { LayoutComponent } from '../../../src/schema/layout/component';

function renderEmbed(data: Record<string, unknown>, builder = false) {
  const { Render } = embedComponent;
  return render(
    <Render
      data={embedSchema.content.parse(data)}
      styles={embedSchema.style.parse({})}
      component={{ id: 'e', type: 'embed', areaId: 'a', order: 0 } as LayoutComponent}
      builder={builder}
    />,
  );
}

describe('embed block', () => {
  it('a provider link becomes the provider embed in a sandboxed iframe with its aspect ratio', () => {
    const { container } = renderEmbed({ url: 'https://youtu.be/dQw4w9WgXcQ' });
    const frame = screen.getByTitle('YouTube video');
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(container.querySelector('.one-frame')?.getAttribute('style')).toContain('aspect-ratio');
    // Fullscreen through allowfullscreen alone: both at once make Chromium warn on every page.
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame.getAttribute('allow') ?? '').not.toContain('fullscreen');
    expect(frame.getAttribute('allow')).toContain('autoplay');
  });

  it('the owner title names the frame for screen readers', () => {
    renderEmbed({ url: 'https://vimeo.com/76979871', title: 'Launch film' });
    expect(screen.getByTitle('Launch film')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('anything else gets a clear message and a plain link', () => {
    renderEmbed({ url: 'https://example.com/page' });
    expect(
      screen.getByText('Content from example.com can’t be embedded here.'),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Open example.com/ });
    expect(link).toHaveAttribute('href', 'https://example.com/page');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('security: an unsafe address is neither framed nor linked', () => {
    renderEmbed({ url: 'javascript:alert(1)' });
    expect(screen.getByText('This embed link is not a valid web address.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('empty: a message, and in the builder the list of providers', () => {
    renderEmbed({});
    expect(screen.getByText('No embed link provided')).toBeInTheDocument();
    renderEmbed({}, true);
    expect(screen.getByText(/Paste a link from YouTube, Vimeo, Spotify/)).toBeInTheDocument();
  });

  it(' builder mode: previews only — the frame lets the pointer through and the fallback link does not navigate', () => {
    renderEmbed({ url: 'https://youtu.be/dQw4w9WgXcQ' }, true);
    expect(screen.getByTitle('YouTube video')).toHaveStyle({ pointerEvents: 'none' });
    renderEmbed({ url: 'https://example.com/page' }, true);
    const link = screen.getByText(/Open example.com/).closest('a')!;
    expect(link).toHaveAttribute('href');
    expect(fireEvent.click(link)).toBe(false);
  });
});
