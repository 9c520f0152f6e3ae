import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultTheme, themeSchema } from '../../src/schema/theme/theme';
import { ThemeProvider } from '../../src/ui/theme/ThemeProvider';
import { fontSources, themeCss } from '../../src/ui/theme/themeCss';

describe('theme (foundation)', () => {
  it('defaults: Arial, body 400, heading 600, card padding 12px, radii 4px, primary #3b82f6, destructive #ef4444', () => {
    expect(defaultTheme.typography.body).toMatchObject({
      name: 'Arial',
      weight: 400,
      type: 'SYSTEM',
    });
    expect(defaultTheme.typography.heading).toMatchObject({ name: 'Arial', weight: 600 });
    expect(defaultTheme.padding.card).toBe('12px');
    expect(defaultTheme.radius).toEqual({ card: '4px', button: '4px' });
    expect(defaultTheme.colors.light.primary).toBe('#3b82f6');
    expect(defaultTheme.colors.light.destructive).toBe('#ef4444');
  });

  it('every colour exists in light and dark as a CSS custom property', () => {
    const css = themeCss(defaultTheme);
    for (const name of [
      'background',
      'foreground',
      'bg-card',
      'border-input',
      'primary-foreground',
      'bg-overlay',
    ]) {
      expect(css.match(new RegExp(`--one-${name}:`, 'g'))).toHaveLength(2);
    }
  });

  it('light or dark is applied as a class on the root element', () => {
    const { rerender } = render(<ThemeProvider mode="dark">x</ThemeProvider>);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    rerender(<ThemeProvider mode="light">x</ThemeProvider>);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });

  it("a page moving to another layout without a reload takes that layout's mode; leaving a themed page gives the root its class back", () => {
    const dark = themeSchema().parse({ mode: 'dark' });
    const light = themeSchema().parse({ mode: 'light' });
    const root = document.documentElement;
    const page = (theme: typeof dark | null) => (
      <ThemeProvider>
        {theme ? <ThemeProvider theme={theme}>page</ThemeProvider> : 'page'}
      </ThemeProvider>
    );
    const { rerender } = render(page(dark));
    expect(root.className).toContain('dark');
    rerender(page(light));
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.classList.contains('light')).toBe(true);
    rerender(page(dark));
    expect(root.classList.contains('dark')).toBe(true);
    // A layout without a theme: the app's own (light) provider's class again.
    rerender(page(null));
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.classList.contains('light')).toBe(true);
  });

  it('a theme without dark mode support stays light', () => {
    const theme = themeSchema().parse({ colors: { supports_dark_mode: false } });
    render(
      <ThemeProvider theme={theme} mode="dark">
        x
      </ThemeProvider>,
    );
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(themeCss(theme)).not.toContain('.dark');
  });

  it('a missing root element warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ThemeProvider root={() => null}>x</ThemeProvider>);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('root element not found'));
    warn.mockRestore();
  });

  it('loads fonts for each source: Google stylesheet, Adobe kit, custom font files', () => {
    const theme = themeSchema().parse({
      typography: {
        body: { type: 'GOOGLE', name: 'Inter Tight', weight: 400 },
        heading: {
          type: 'CUSTOM',
          name: 'Brand',
          weight: 700,
          font_files: { woff2: '/uploads/brand.woff2', ttf: '/uploads/brand.ttf' },
        },
      },
    });
    const fonts = fontSources(theme);
    expect(fonts.stylesheets).toEqual([
      'https://fonts.googleapis.com/css2?family=Inter+Tight:wght@400&display=swap',
    ]);
    expect(fonts.fontFaceCss).toContain(
      'src:url("/uploads/brand.woff2") format("woff2"), url("/uploads/brand.ttf") format("truetype")',
    );
    const adobe = fontSources(
      themeSchema().parse({
        typography: {
          body: { type: 'ADOBE', name: 'Proxima', url: 'https://use.typekit.net/abc.css' },
        },
      }),
    );
    expect(adobe.stylesheets).toEqual(['https://use.typekit.net/abc.css']);
  });

  it('a custom font file is taken from an https address or this site, never from `//another-host`', () => {
    const faces = (woff2: string) =>
      fontSources(
        themeSchema().parse({
          typography: {
            body: { type: 'CUSTOM', name: 'Brand', weight: 400, font_files: { woff2 } },
          },
        }),
      ).fontFaceCss;
    expect(faces('/uploads/brand.woff2')).toContain('url("/uploads/brand.woff2")');
    expect(faces('https://cdn.example.com/brand.woff2')).toContain(
      'url("https://cdn.example.com/brand.woff2")',
    );
    expect(faces('//fonts.example.net/brand.woff2')).not.toContain('fonts.example.net');
  });

  it('a font service loads through @import at the top of the theme stylesheet, not a <link> whose failure is a page error', () => {
    const theme = themeSchema().parse({
      typography: { body: { type: 'GOOGLE', name: 'Inter', weight: 400 } },
    });
    const { container } = render(
      <ThemeProvider theme={theme}>
        <p>Page</p>
      </ThemeProvider>,
    );
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
    const css = container.querySelector('style')!.innerHTML;
    expect(css.startsWith('@import url("https://fonts.googleapis.com/css2?family=Inter')).toBe(
      true,
    );
  });
});
