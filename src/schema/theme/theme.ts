import { z } from 'zod';
import { builtOnce } from '../builtOnce';
import { cssColor, cssLength, isSafeCssValue } from '../cssValue';
import {
  defaultDarkColors,
  defaultLightColors,
  defaultTheme,
  themeColorNames,
  type ThemeColorName,
} from './defaultTheme';

export { themeColorNames, type ThemeColorName } from './defaultTheme';

export { defaultDarkColors, defaultLightColors } from './defaultTheme';

function colorSet(defaults: Record<ThemeColorName, string>) {
  const shape = Object.fromEntries(
    themeColorNames.map((name) => [name, cssColor.default(defaults[name])]),
  ) as Record<ThemeColorName, z.ZodDefault<typeof cssColor>>;
  return z.object(shape);
}

// The theme's schemas are built the first time they are asked for, as the layout's are
// (layout/area.ts): the editor loads this module as it starts and checks no theme before its
// canvas has painted.
export const lightColors = builtOnce(() => colorSet(defaultLightColors));
export const darkColors = builtOnce(() => colorSet(defaultDarkColors));
export type ThemeColors = z.output<ReturnType<typeof lightColors>>;

export const fontSources = ['SYSTEM', 'GOOGLE', 'ADOBE', 'CUSTOM'] as const;
export type FontSource = (typeof fontSources)[number];

const fontName = () =>
  z.string().trim().min(1).max(100).refine(isSafeCssValue, 'Not a valid font name');
const assetUrl = () => z.string().trim().max(2048);

/**
 * Typography of body or heading text: where the font comes from and how it is set. The weight
 * default is per role (foundation.md: body 400, heading 600), so a stored heading that omits
 * its weight still parses to 600 instead of the body's 400.
 */
function fontSettingsWithWeight(defaultWeight: number) {
  const url = assetUrl();
  return z.object({
    type: z.enum(fontSources).default('SYSTEM'),
    name: fontName().default('Arial'),
    weight: z.number().int().min(100).max(900).default(defaultWeight),
    uppercase: z.boolean().default(false),
    /** Google css2 URL or Adobe kit URL; built from the name when absent for GOOGLE. */
    url: url.optional(),
    font_files: z
      .object({
        woff2: url.optional(),
        woff: url.optional(),
        otf: url.optional(),
        ttf: url.optional(),
      })
      .default({}),
  });
}
export const bodyFontSettings = builtOnce(() => fontSettingsWithWeight(400));
export const headingFontSettings = builtOnce(() => fontSettingsWithWeight(600));
export type FontSettings = z.output<ReturnType<typeof bodyFontSettings>>;

/**
 * foundation.md default theme: "Arial, body weight 400, heading weight 600" — what the font
 * settings make of nothing, written out (a test holds them equal) so loading the schema parses
 * nothing.
 */
const defaultBodyFont: FontSettings = defaultTheme.typography.body;
const defaultHeadingFont: FontSettings = defaultTheme.typography.heading;

/** The whole theme, with the defaults of foundation.md. */
export const themeSchema = builtOnce(() =>
  z.object({
    mode: z.enum(['light', 'dark']).default('light'),
    colors: z
      .object({
        light: lightColors().default(defaultLightColors),
        dark: darkColors().default(defaultDarkColors),
        supports_dark_mode: z.boolean().default(true),
      })
      .default({ light: defaultLightColors, dark: defaultDarkColors, supports_dark_mode: true }),
    typography: z
      .object({
        body: bodyFontSettings().default(defaultBodyFont),
        heading: headingFontSettings().default(defaultHeadingFont),
        use_body_for_headings: z.boolean().default(false),
      })
      .default({
        body: defaultBodyFont,
        heading: defaultHeadingFont,
        use_body_for_headings: false,
      }),
    radius: z
      .object({ card: cssLength.default('4px'), button: cssLength.default('4px') })
      .default({ card: '4px', button: '4px' }),
    padding: z.object({ card: cssLength.default('12px') }).default({ card: '12px' }),
  }),
);
export type Theme = z.output<ReturnType<typeof themeSchema>>;
export type ThemeInput = z.input<ReturnType<typeof themeSchema>>;

/** What `themeSchema.parse({})` gives, written out in a module without zod (defaultTheme.ts). */
export { defaultTheme } from './defaultTheme';
