import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonComponent } from '../../../src/components/button/definition';
import { buttonSchema } from '../../../src/components/button/schema';
import { buttonStyleToCss } from '../../../src/components/shared/buttonStyle';
import { buttonStyleSchema } from '../../../src/components/shared/buttonStyleSchema';
import type { LayoutComponent } from '../../../src/schema/layout/component';
import { asStored } from '../asStored';

function renderButton(
  data: Record<string, unknown>,
  styles: Record<string, unknown> = {},
  builder = false,
) {
  const { Render } = buttonComponent;
  const component = { id: 'b1', type: 'button', areaId: 'main', order: 0 } as LayoutComponent;
  return render(
    <Render
      data={asStored(buttonSchema.content, data)}
      styles={buttonSchema.style.parse(styles)}
      component={component}
      builder={builder}
    />,
  );
}

describe('button', () => {
  it(': text, link, target and variant have defaults; style.parse({}) fills the shared button style', () => {
    expect(buttonSchema.content.parse({})).toEqual({
      text: 'Button',
      link: '',
      target: '_self',
      variant: 'primary',
    });
    expect(buttonSchema.style.parse({}).button).toMatchObject({
      fontSize: 16,
      fontFamily: 'body',
      textTransform: 'none',
    });
  });

  it(': button font size 12 to 32, padding 0 to 48, border width 0 to 20, radius 0 to 100, icon 12 to 48', () => {
    const ok = (value: object) => buttonStyleSchema().safeParse(value).success;
    expect(ok({ fontSize: 12 })).toBe(true);
    expect(ok({ fontSize: 32 })).toBe(true);
    expect(ok({ fontSize: 11 })).toBe(false);
    expect(ok({ fontSize: 33 })).toBe(false);
    expect(ok({ padding: { vertical: 48, horizontal: 0 } })).toBe(true);
    expect(ok({ padding: { vertical: 49 } })).toBe(false);
    expect(ok({ padding: { horizontal: -1 } })).toBe(false);
    expect(ok({ border: { width: 20 } })).toBe(true);
    expect(ok({ border: { width: 21 } })).toBe(false);
    expect(ok({ border: { radius: 100 } })).toBe(true);
    expect(ok({ border: { radius: 101 } })).toBe(false);
    expect(ok({ iconSize: 11 })).toBe(false);
    expect(ok({ iconSize: 48 })).toBe(true);
  });

  it(': fonts body or heading; text transforms none, uppercase, lowercase, capitalize', () => {
    expect(buttonStyleSchema().safeParse({ fontFamily: 'heading' }).success).toBe(true);
    expect(buttonStyleSchema().safeParse({ fontFamily: 'mono' }).success).toBe(false);
    for (const t of ['none', 'uppercase', 'lowercase', 'capitalize']) {
      expect(buttonStyleSchema().safeParse({ textTransform: t }).success).toBe(true);
    }
  });

  it('security: a colour that tries to break out of its declaration is refused', () => {
    expect(
      buttonStyleSchema().safeParse({ color: 'red; background: url(https://evil)' }).success,
    ).toBe(false);
  });

  it('the shared button style maps to CSS variables, hover included', () => {
    const css = buttonStyleToCss(
      buttonStyleSchema().parse({
        color: '#fff',
        backgroundColor: '#111',
        fontSize: 20,
        fontFamily: 'heading',
        padding: { vertical: 12, horizontal: 24 },
        border: { width: 2, radius: 8, color: '#f00' },
        hover: { backgroundColor: '#222', color: '#eee', borderColor: '#0f0', transform: 'lift' },
      }),
    ) as Record<string, string>;
    expect(css).toMatchObject({
      '--one-btn-color': '#fff',
      '--one-btn-bg': '#111',
      '--one-btn-font-size': '20px',
      '--one-btn-font': 'var(--one-font-heading)',
      '--one-btn-py': '12px',
      '--one-btn-px': '24px',
      '--one-btn-border-width': '2px',
      '--one-btn-radius': '8px',
      '--one-btn-border-color': '#f00',
      '--one-btn-hover-bg': '#222',
      '--one-btn-hover-color': '#eee',
      '--one-btn-hover-border': '#0f0',
      '--one-btn-hover-transform': 'translateY(-2px)',
    });
  });

  it('a button the owner did not style carries no inline properties: the CSS falls back to the same values', () => {
    renderButton({ text: 'Go' });
    expect(screen.getByRole('button', { name: 'Go' }).getAttribute('style') ?? '').toBe('');
    const defaults = buttonStyleSchema().parse({});
    for (const [property, value] of [
      ['--one-btn-font-size', `${defaults.fontSize}px`],
      ['--one-btn-font', `var(--one-font-${defaults.fontFamily})`],
      ['--one-btn-py', `${defaults.padding.vertical}px`],
      ['--one-btn-px', `${defaults.padding.horizontal}px`],
      ['--one-btn-icon-size', `${defaults.iconSize}px`],
    ] as const)
      expect(buttonComponent.css).toContain(`var(${property}, ${value})`);
    // A value the owner changed is set.
    renderButton({ text: 'Big' }, { button: { fontSize: 24 } });
    expect(
      screen.getByRole('button', { name: 'Big' }).style.getPropertyValue('--one-btn-font-size'),
    ).toBe('24px');
  });

  it(': variants primary, secondary (rendered as muted) and outline', () => {
    renderButton({ text: 'Go', variant: 'secondary', link: 'https://example.com' });
    expect(screen.getByRole('link', { name: 'Go' })).toHaveClass(
      'one-button',
      'one-button--secondary',
    );
    expect(buttonComponent.css).toMatch(/\.one-button--secondary \{[^}]*var\(--one-muted\)/);
  });

  it('a link opens in the chosen target; a new tab gets noopener', () => {
    renderButton({ text: 'Go', link: 'https://example.com/a', target: '_blank' });
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).toHaveAttribute('href', 'https://example.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('security: only http(s), mailto and tel links are emitted', () => {
    renderButton({ text: 'Bad', link: 'javascript:alert(1)' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bad' })).toBeInTheDocument();
  });

  it(' builder mode: the link does not navigate, and is still a link', () => {
    renderButton({ text: 'Go', link: 'https://example.com' }, {}, true);
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).toHaveAttribute('href', 'https://example.com/');
    // fireEvent returns false when the default action (navigating) was prevented.
    expect(fireEvent.click(link)).toBe(false);
  });

  it('an empty text renders nothing live and invites action in the builder', () => {
    const { container } = renderButton({ text: ' ' });
    expect(container).toBeEmptyDOMElement();
    renderButton({ text: '' }, {}, true);
    expect(screen.getByRole('button', { name: 'Add button text' })).toBeInTheDocument();
  });

  it('full width and alignment come from the button style', () => {
    renderButton({ text: 'Wide' }, { button: { width: 'full', align: 'right' } });
    const button = screen.getByRole('button', { name: 'Wide' });
    expect(button).toHaveClass('one-button--full');
    expect(button.parentElement).toHaveStyle({ justifyContent: 'flex-end' });
  });
});

describe('button in the builder', () => {
  it('a refused link is pointed out to the site owner', () => {
    renderButton({ text: 'Go', link: 'javascript:alert(1)' }, {}, true);
    expect(screen.getByRole('note')).toHaveTextContent(
      'The link must be a web address, a mailto: or tel: link, or a path on this site.',
    );
  });
});
