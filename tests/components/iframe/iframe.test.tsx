import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iframeComponent } from '../../../src/components/iframe/definition';
import { iframeSchema } from '../../../src/components/iframe/schema';
import type { LayoutComponent } from '../../../src/schema/layout/component';

const element = (data: Record<string, unknown>, builder = false) => {
  const { Render } = iframeComponent;
  return (
    <Render
      data={iframeSchema.content.parse(data)}
      styles={iframeSchema.style.parse({})}
      component={{ id: 'f', type: 'iframe', areaId: 'a', order: 0 } as LayoutComponent}
      builder={builder}
    />
  );
};
const frame = () => document.querySelector('iframe');

describe('iframe', () => {
  it(': inputType url|html (default html), allowFullscreen default true, aspectRatio default 1.78, responsive', () => {
    expect(iframeSchema.content.parse({})).toEqual({
      inputType: 'html',
      src: '',
      htmlSnippet: '',
      title: '',
      allowFullscreen: true,
      aspectRatio: 1.78,
      responsive: true,
    });
  });

  it(': iframe aspect ratio 0.5 to 3', () => {
    expect(iframeSchema.content.safeParse({ aspectRatio: 0.5 }).success).toBe(true);
    expect(iframeSchema.content.safeParse({ aspectRatio: 3 }).success).toBe(true);
    expect(iframeSchema.content.safeParse({ aspectRatio: 0.49 }).success).toBe(false);
    expect(iframeSchema.content.safeParse({ aspectRatio: 3.01 }).success).toBe(false);
  });

  it(": an empty iframe shows 'No iframe content provided'", () => {
    render(element({}));
    expect(screen.getByText('No iframe content provided')).toBeInTheDocument();
  });

  it('a URL must be http(s)', () => {
    render(element({ inputType: 'url', src: 'javascript:alert(1)' }, true));
    expect(screen.getByText('No iframe content provided')).toBeInTheDocument();
    expect(screen.getByText('The URL must start with http:// or https://.')).toBeInTheDocument();
    render(element({ inputType: 'url', src: 'https://example.com/form', title: 'Form' }));
    expect(screen.getByTitle('Form')).toHaveAttribute('src', 'https://example.com/form');
  });

  it('a snippet is sanitised: scripts, handlers and javascript: removed, only the first iframe kept', () => {
    render(
      element({
        htmlSnippet:
          '<script>alert(1)</script><iframe src="https://example.com/a" onload="alert(2)" title="A"></iframe><iframe src="https://example.com/b"></iframe>',
      }),
    );
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute('src', 'https://example.com/a');
    expect(frames[0]).not.toHaveAttribute('onload');
    expect(document.querySelector('script')).toBeNull();
  });

  it('security: every iframe has a sandbox; allow-scripts never meets allow-same-origin for same-origin content', () => {
    render(element({ inputType: 'url', src: `${window.location.origin}/page` }));
    expect(frame()?.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame()?.getAttribute('sandbox')).not.toContain('allow-same-origin');
    render(element({ inputType: 'url', src: 'https://other.example/page' }));
    expect(document.querySelectorAll('iframe')[1]?.getAttribute('sandbox')).toContain(
      'allow-same-origin',
    );
  });

  it('the server renders the reserved box only; the frame is created after mount', () => {
    const html = renderToString(element({ inputType: 'url', src: 'https://example.com' }));
    expect(html).toContain('one-frame');
    expect(html).not.toContain('<iframe');
  });

  it('responsive frames keep the aspect ratio; otherwise the snippet size is used', () => {
    const { container, unmount } = render(
      element({ inputType: 'url', src: 'https://example.com', aspectRatio: 2 }),
    );
    expect(container.querySelector('.one-frame')?.getAttribute('style')).toContain(
      'aspect-ratio: 2',
    );
    unmount();
    const fixed = render(
      element({
        htmlSnippet: '<iframe src="https://example.com" width="300" height="200"></iframe>',
        responsive: false,
      }),
    );
    expect(fixed.container.querySelector('.one-frame')).toHaveStyle({
      width: '300px',
      height: '200px',
    });
  });

  it('allow fullscreen follows the setting', () => {
    const off = render(
      element({ inputType: 'url', src: 'https://example.com', allowFullscreen: false }),
    );
    expect(frame()).not.toHaveAttribute('allowfullscreen');
    off.unmount();
  });

  it(' allowFullscreen (default true) applies to a snippet too, whatever the snippet said', () => {
    render(element({ htmlSnippet: '<iframe src="https://example.com/x" width="400"></iframe>' }));
    expect(frame()).toHaveAttribute('allowfullscreen');
  });
});
