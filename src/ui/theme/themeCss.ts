import { themeColorNames } from '../../schema/theme/defaultTheme';
import type { FontSettings, Theme, ThemeColors } from '../../schema/theme/theme';

export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/** '--one-bg-card' for 'bg_card': every theme variable's custom property name. */
export function colorVariable(name: string): string {
  return `--one-${name.replace(/_/g, '-')}`;
}

function fontFamily(font: FontSettings): string {
  return `"${font.name.replace(/"/g, '')}", ${SYSTEM_FONT_STACK}`;
}

function colorDeclarations(colors: ThemeColors): string {
  return themeColorNames.map((name) => `${colorVariable(name)}:${colors[name]}`).join(';');
}

/** Everything but colours: fonts, radii, padding. */
function shapeDeclarations(theme: Theme): string {
  const heading = theme.typography.use_body_for_headings
    ? theme.typography.body
    : theme.typography.heading;
  return [
    `--one-font-body:${fontFamily(theme.typography.body)}`,
    `--one-font-heading:${fontFamily(heading)}`,
    `--one-font-weight-body:${theme.typography.body.weight}`,
    `--one-font-weight-heading:${heading.weight}`,
    `--one-text-transform-body:${theme.typography.body.uppercase ? 'uppercase' : 'none'}`,
    `--one-text-transform-heading:${heading.uppercase ? 'uppercase' : 'none'}`,
    `--one-radius-card:${theme.radius.card}`,
    `--one-radius-button:${theme.radius.button}`,
    `--one-padding-card:${theme.padding.card}`,
  ].join(';');
}

/**
 * The theme as CSS custom properties under `selector`, light by default and dark when the
 * root element has the `dark` class (foundation.md "Theme").
 */
export function themeCss(theme: Theme, selector = ':root'): string {
  const light = `${selector}{${colorDeclarations(theme.colors.light)};${shapeDeclarations(theme)};color-scheme:light}`;
  if (!theme.colors.supports_dark_mode) return light;
  const darkSelector =
    selector === ':root' ? ':root.dark' : `:root.dark ${selector},.dark ${selector}`;
  return `${light}\n${darkSelector}{${colorDeclarations(theme.colors.dark)};color-scheme:dark}`;
}

/** Stylesheets and @font-face rules that load the theme's fonts, per source. */
export function fontSources(theme: Theme): { stylesheets: string[]; fontFaceCss: string } {
  const stylesheets = new Set<string>();
  const faces: string[] = [];
  for (const font of [theme.typography.body, theme.typography.heading]) {
    if (font.type === 'GOOGLE') {
      stylesheets.add(
        font.url && font.url.startsWith('https://fonts.googleapis.com/')
          ? font.url
          : `https://fonts.googleapis.com/css2?family=${encodeURIComponent(font.name).replace(/%20/g, '+')}:wght@${font.weight}&display=swap`,
      );
    } else if (
      font.type === 'ADOBE' &&
      font.url &&
      /^https:\/\/use\.typekit\.net\//.test(font.url)
    ) {
      stylesheets.add(font.url);
    } else if (font.type === 'CUSTOM') {
      const files = font.font_files;
      const formats: [string | undefined, string][] = [
        [files.woff2, 'woff2'],
        [files.woff, 'woff'],
        [files.otf, 'opentype'],
        [files.ttf, 'truetype'],
      ];
      const src = formats
        .filter(
          (entry): entry is [string, string] =>
            // An https address or a path of this site; `//host` is another site's address,
            // taken over the page's own scheme (plain http on a page that is).
            Boolean(entry[0]) && /^(https:\/\/|\/(?!\/))/.test(entry[0] ?? ''),
        )
        .map(([url, format]) => `url("${encodeURI(url)}") format("${format}")`)
        .join(', ');
      if (src) {
        faces.push(
          `@font-face{font-family:"${font.name.replace(/"/g, '')}";src:${src};font-weight:${font.weight};font-display:swap}`,
        );
      }
    }
  }
  return { stylesheets: [...stylesheets], fontFaceCss: faces.join('\n') };
}

/**
 * The font stylesheets as `@import` rules, to open a stylesheet. A font service that cannot be
 * reached then only costs its fonts: a failed `<link rel="stylesheet">` surfaces in React 19 as
 * an uncaught error event on the page.
 */
export function fontImports(stylesheets: readonly string[]): string {
  return stylesheets
    .map((href) => `@import url("${href.replace(/["\\\n\r]/g, encodeURIComponent)}");`)
    .join('\n');
}
