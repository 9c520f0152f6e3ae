import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textSchema } from '../../../src/components/text/schema';
import { plainParagraphs, TextRender } from '../../../src/components/text/TextRender';
import type { LayoutComponent } from '../../../src/schema/layout/component';
import { parseLayoutDocument } from '../../../src/components/schemaRegistry';
import { LayoutRenderer } from '../../../src/renderer/LayoutRenderer';
import { layoutWith, renderLayout } from './renderLayout';

describe('text component', () => {
  it("foundation: renders rich HTML, default '<p>Text component</p>'", () => {
    expect(textSchema.content.parse({})).toEqual({ content: '<p>Text component</p>' });
    renderLayout([{ id: 't', type: 'text' }]);
    expect(screen.getByText('Text component').tagName).toBe('P');
  });

  it('renders headings, lists and links as HTML', () => {
    renderLayout([
      {
        id: 't',
        type: 'text',
        data: { content: '<h2>Care</h2><ul><li>Dry</li></ul><a href="https://x.test/">more</a>' },
      },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Care' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Dry');
    expect(screen.getByRole('link', { name: 'more' })).toHaveAttribute('href', 'https://x.test/');
  });

  it('plain paragraphs render the very elements their HTML makes, and an edit may switch between the two', () => {
    expect(plainParagraphs('<p>One</p><p>Two "quoted"</p><p></p>')).toEqual([
      'One',
      'Two "quoted"',
      '',
    ]);
    for (const html of ['<p>a &amp; b</p>', '<p><b>bold</b></p>', '<h2>T</h2>', '<p>a</p> ', 'a'])
      expect(plainParagraphs(html), html).toBeNull();
    const component = { id: 't', type: 'text', areaId: 'main', order: 0 } as LayoutComponent;
    const styles = textSchema.style.parse({});
    const view = (content: string) => (
      <TextRender data={{ content }} styles={styles} component={component} builder={false} />
    );
    const { container, rerender } = render(view('<p>One</p><p>Two "quoted"</p>'));
    const reference = document.createElement('div');
    reference.innerHTML = '<p>One</p><p>Two "quoted"</p>';
    expect(container.querySelector('.one-text')!.innerHTML).toBe(reference.innerHTML);
    rerender(view('<p>One <b>bold</b></p>'));
    expect(container.querySelector('.one-text')!.innerHTML).toBe('<p>One <b>bold</b></p>');
    rerender(view('<p>Plain again</p>'));
    expect(container.querySelector('.one-text')!.innerHTML).toBe('<p>Plain again</p>');
  });

  it('Text: sanitised in parseLayout (no script, handlers, javascript:, data:text/html, style elements)', () => {
    const result = parseLayoutDocument({
      grid_config: { areas: [{ id: 'main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
      components: [
        {
          id: 't',
          type: 'text',
          areaId: 'main',
          data: {
            content:
              '<p onclick="alert(1)">a</p><script>alert(2)</script><style>*{display:none}</style><a href="javascript:alert(3)">j</a><a href="data:text/html,<script>alert(4)</script>">d</a><img src=x onerror=alert(5)>',
          },
        },
      ],
    });
    if (!result.ok) throw new Error('parse failed');
    expect(result.layout.components[0]!.data.content).toBe('<p>a</p><a>j</a><a>d</a><img src="x">');
  });

  it('Text: sanitised on the server render too', () => {
    const layout = layoutWith([{ id: 't', type: 'text', data: { content: '<p>ok</p>' } }]);
    // A document changed after parsing (the editor does this): the renderer still sanitises.
    layout.components[0]!.data = {
      content: '<p>ok</p><script>alert(1)</script><b onmouseover="x()">b</b>',
    };
    const html = renderToString(<LayoutRenderer layout={layout} scopeId="s" />);
    expect(html).toContain('<p>ok</p><b>b</b>');
    expect(html).not.toMatch(/alert|onmouseover/);
  });

  it('foundation: text defaults line height 1.5, align left; h1 32/1.2/16, h2 24/1.3/12, h3 20/1.4/8', () => {
    const s = textSchema.style.parse({});
    expect(s.text).toMatchObject({ lineHeight: 1.5, align: 'left' });
    expect(s.h1).toMatchObject({ fontSize: 32, lineHeight: 1.2, marginBottom: 16 });
    expect(s.h2).toMatchObject({ fontSize: 24, lineHeight: 1.3, marginBottom: 12 });
    expect(s.h3).toMatchObject({ fontSize: 20, lineHeight: 1.4, marginBottom: 8 });
  });

  it('foundation: text fontSize 8-24 and lineHeight 0.5-3; h1 24-72, 0.8-2, margin 0-100; h2 18-48; h3 16-36', () => {
    const ok = (style: unknown) => textSchema.style.safeParse(style).success;
    expect(ok({ text: { fontSize: 8, lineHeight: 0.5 } })).toBe(true);
    expect(ok({ text: { fontSize: 24, lineHeight: 3 } })).toBe(true);
    expect(ok({ text: { fontSize: 7 } })).toBe(false);
    expect(ok({ text: { fontSize: 25 } })).toBe(false);
    expect(ok({ text: { lineHeight: 3.1 } })).toBe(false);
    expect(ok({ h1: { fontSize: 24, lineHeight: 0.8, marginBottom: 0 } })).toBe(true);
    expect(ok({ h1: { fontSize: 73 } })).toBe(false);
    expect(ok({ h1: { lineHeight: 2.1 } })).toBe(false);
    expect(ok({ h1: { marginBottom: 101 } })).toBe(false);
    expect(ok({ h2: { fontSize: 17 } })).toBe(false);
    expect(ok({ h2: { fontSize: 48 } })).toBe(true);
    expect(ok({ h3: { fontSize: 15 } })).toBe(false);
    expect(ok({ h3: { fontSize: 36 } })).toBe(true);
  });

  it('applies the typography styles as custom properties on the text root', () => {
    const { container } = renderLayout([
      {
        id: 't',
        type: 'text',
        styles: {
          h1: { fontSize: 48, color: '#ff0000', align: 'center' },
          text: { textTransform: 'uppercase' },
        },
      },
    ]);
    const root = container.querySelector<HTMLElement>('.one-text')!;
    expect(root.style.getPropertyValue('--one-text-h1-size')).toBe('48px');
    expect(root.style.getPropertyValue('--one-text-h1-color')).toBe('#ff0000');
    expect(root.style.getPropertyValue('--one-text-h1-align')).toBe('center');
    expect(root.style.getPropertyValue('--one-text-text-tt')).toBe('uppercase');
    // Unchanged values are not set inline: the stylesheet falls back to the defaults.
    expect(root.style.getPropertyValue('--one-text-h2-size')).toBe('');
  });

  it(' defaults come from the stylesheet: an unstyled text carries no inline properties', () => {
    const { container } = renderLayout([{ id: 't', type: 'text' }]);
    const root = container.querySelector<HTMLElement>('.one-text')!;
    expect(root.getAttribute('style') ?? '').toBe('');
    const css = [...container.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    // text 16px / 1.5 / left; h1 32px / 1.2 / margin 16; h2 24 / 1.3 / 12; h3 20 / 1.4 / 8
    expect(css).toContain(
      'font-size:var(--one-text-text-size,16px);line-height:var(--one-text-text-lh,1.5)',
    );
    expect(css).toContain('text-align:var(--one-text-text-align,left)');
    expect(css).toContain(
      'font-size:var(--one-text-h1-size,32px);line-height:var(--one-text-h1-lh,1.2)',
    );
    expect(css).toContain('margin:0 0 var(--one-text-h1-mb,16px)');
    expect(css).toContain(
      'font-size:var(--one-text-h2-size,24px);line-height:var(--one-text-h2-lh,1.3)',
    );
    expect(css).toContain(
      'font-size:var(--one-text-h3-size,20px);line-height:var(--one-text-h3-lh,1.4)',
    );
  });

  it('builder mode: links do not navigate', () => {
    renderLayout(
      [{ id: 't', type: 'text', data: { content: '<a href="https://x.test/">go</a>' } }],
      { builder: true },
    );
    const link = screen.getByRole('link', { name: 'go' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('empty text: nothing for visitors, an invitation in builder mode', () => {
    const { container, unmount } = renderLayout([{ id: 't', type: 'text', data: { content: '' } }]);
    expect(container.querySelector('.one-text')).toBeNull();
    unmount();
    renderLayout([{ id: 't', type: 'text', data: { content: '' } }], { builder: true });
    expect(screen.getByText('Write some text in the panel')).toBeInTheDocument();
  });
});
