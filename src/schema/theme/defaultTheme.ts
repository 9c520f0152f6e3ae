import type { Theme } from './theme';

/*
 * The default theme as plain values, without zod: the renderer needs it to show a layout that
 * carries no theme, and must not download the schemas for that. theme.ts builds its schema's
 * defaults from these colours, and a test holds defaultTheme equal to what that schema parses
 * `{}` to.
 */

/** foundation.md "Theme variables" — the colour names, in light and dark. */
export const themeColorNames = [
  'background',
  'foreground',
  'bg_card',
  'border',
  'border_card',
  'border_input',
  'primary',
  'primary_foreground',
  'destructive',
  'destructive_foreground',
  'success',
  'success_foreground',
  'muted',
  'muted_foreground',
  'accent',
  'accent_foreground',
  'bg_overlay',
] as const;
export type ThemeColorName = (typeof themeColorNames)[number];

/** Defaults: foundation.md fixes primary #3b82f6 and destructive #ef4444; the rest are ours. */
export const defaultLightColors: Record<ThemeColorName, string> = {
  background: '#ffffff',
  foreground: '#0f172a',
  bg_card: '#ffffff',
  border: '#e2e8f0',
  border_card: '#e2e8f0',
  border_input: '#cbd5e1',
  primary: '#3b82f6',
  primary_foreground: '#ffffff',
  destructive: '#ef4444',
  destructive_foreground: '#ffffff',
  success: '#16a34a',
  success_foreground: '#ffffff',
  muted: '#f1f5f9',
  muted_foreground: '#475569',
  accent: '#f1f5f9',
  accent_foreground: '#0f172a',
  bg_overlay: 'rgba(15, 23, 42, 0.6)',
};

export const defaultDarkColors: Record<ThemeColorName, string> = {
  background: '#0b1120',
  foreground: '#f8fafc',
  bg_card: '#111827',
  border: '#334155',
  border_card: '#334155',
  border_input: '#475569',
  primary: '#3b82f6',
  primary_foreground: '#ffffff',
  destructive: '#ef4444',
  destructive_foreground: '#ffffff',
  success: '#22c55e',
  success_foreground: '#052e16',
  muted: '#1e293b',
  muted_foreground: '#cbd5e1',
  accent: '#1e293b',
  accent_foreground: '#f8fafc',
  bg_overlay: 'rgba(0, 0, 0, 0.7)',
};

/** foundation.md's default theme: light, Arial, body weight 400, heading weight 600. */
export const defaultTheme: Theme = {
  mode: 'light',
  colors: { light: defaultLightColors, dark: defaultDarkColors, supports_dark_mode: true },
  typography: {
    body: { type: 'SYSTEM', name: 'Arial', weight: 400, uppercase: false, font_files: {} },
    heading: { type: 'SYSTEM', name: 'Arial', weight: 600, uppercase: false, font_files: {} },
    use_body_for_headings: false,
  },
  radius: { card: '4px', button: '4px' },
  padding: { card: '12px' },
};
