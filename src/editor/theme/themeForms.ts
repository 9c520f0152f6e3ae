import { z } from 'zod';
import type { FieldHint } from '../../components/panelHints';
import {
  darkColors,
  fontSources,
  lightColors,
  themeColorNames,
  themeSchema,
  type Theme,
} from '../../schema/theme/theme';
import { colorLabel } from './contrast';
import { FONT_FILE_FORMATS, FONT_SOURCE_LABELS, SYSTEM_FONTS, fontUrlProblem } from './fonts';

type Json = Record<string, unknown>;

/**
 * One form of the theme panel: a zod schema made of the theme schema's own fields, its hints,
 * and where its value sits in the theme. The panel is these forms, generated as a component's
 * panel is; only the preview toggle, the contrast warnings and the font upload are its own.
 */
export interface ThemeForm {
  /** The form's id prefix and the first part of its undo key. */
  id: string;
  schema: z.ZodType;
  hints: Record<string, FieldHint>;
  read: (theme: Theme) => Json;
  /** The theme with the form's (checked) value put back where `read` took it. */
  write: (theme: Theme, value: Json) => Theme;
}

// The theme panel's module loads with the panel, so the theme's schema is built here once.
const themeShape = themeSchema().shape;
const colorsShape = themeShape.colors.unwrap().shape;
const typographyObject = themeShape.typography.unwrap();
const radiusShape = themeShape.radius.unwrap().shape;
const paddingShape = themeShape.padding.unwrap().shape;

const general: ThemeForm = {
  id: 'theme-general',
  schema: z.object({
    supports_dark_mode: colorsShape.supports_dark_mode,
    mode: themeShape.mode,
  }),
  hints: {
    supports_dark_mode: { label: 'Supports dark mode', widget: 'toggle', order: 0 },
    mode: {
      label: 'Visitors first see',
      widget: 'select',
      order: 1,
      optionLabels: { light: 'Light', dark: 'Dark' },
    },
  },
  read: (theme) => ({ supports_dark_mode: theme.colors.supports_dark_mode, mode: theme.mode }),
  write: (theme, value) => ({
    ...theme,
    mode: value.mode as Theme['mode'],
    colors: { ...theme.colors, supports_dark_mode: value.supports_dark_mode === true },
  }),
};

const colorHints: Record<string, FieldHint> = Object.fromEntries(
  themeColorNames.map((name, order) => [name, { label: colorLabel(name), widget: 'color', order }]),
);

function colorsForm(mode: 'light' | 'dark'): ThemeForm {
  return {
    id: `theme-${mode}`,
    schema: mode === 'light' ? lightColors() : darkColors(),
    hints: colorHints,
    read: (theme) => theme.colors[mode],
    write: (theme, value) => ({
      ...theme,
      colors: { ...theme.colors, [mode]: value as Theme['colors']['light'] },
    }),
  };
}

/**
 * The typography with the editor's address checks: an Adobe kit comes from use.typekit.net and
 * a font file from an https:// address (or this site). Only the editor asks: a stored theme is
 * not refused for an address.
 */
const typographySchema = typographyObject.superRefine((typography, ctx) => {
  for (const which of ['body', 'heading'] as const) {
    const font = typography[which];
    const kit = font.type === 'ADOBE' && font.url ? fontUrlProblem(font.url, true) : null;
    if (kit) ctx.addIssue({ code: 'custom', message: kit, path: [which, 'url'] });
    for (const format of FONT_FILE_FORMATS) {
      const url = font.font_files[format];
      const problem = url ? fontUrlProblem(url) : null;
      if (problem)
        ctx.addIssue({ code: 'custom', message: problem, path: [which, 'font_files', format] });
    }
  }
});

const SYSTEM_FONT_OPTIONS = Object.fromEntries(SYSTEM_FONTS.map((font) => [font, font]));

function fontHints(which: 'body' | 'heading', order: number): Record<string, FieldHint> {
  const isType = (type: string) => (siblings: Readonly<Json>) => siblings.type === type;
  const hints: Record<string, FieldHint> = {
    [which]: {
      label: which === 'body' ? 'Body text' : 'Headings',
      order,
      ...(which === 'heading'
        ? { shownWhen: (siblings: Readonly<Json>) => siblings.use_body_for_headings !== true }
        : {}),
    },
    [`${which}.type`]: {
      label: 'Source',
      widget: 'select',
      order: 0,
      optionLabels: Object.fromEntries(fontSources.map((s) => [s, FONT_SOURCE_LABELS[s]])),
    },
    [`${which}.name`]: {
      label: 'Font family name',
      widget: 'text-or-choice',
      order: 1,
      labelBy: { field: 'type', labels: { SYSTEM: 'Font' } },
      optionLabelsBy: { field: 'type', options: { SYSTEM: SYSTEM_FONT_OPTIONS } },
    },
    [`${which}.url`]: {
      label: 'Kit URL',
      widget: 'url',
      order: 2,
      placeholder: 'https://use.typekit.net/abc1234.css',
      shownWhen: isType('ADOBE'),
    },
    [`${which}.font_files`]: {
      label: 'Font files',
      order: 3,
      shownWhen: isType('CUSTOM'),
    },
    [`${which}.weight`]: { label: 'Weight', widget: 'number', step: 100, order: 4 },
    [`${which}.uppercase`]: { label: 'Uppercase', widget: 'toggle', order: 5 },
  };
  for (const format of FONT_FILE_FORMATS) {
    hints[`${which}.font_files.${format}`] = {
      label: `${format} file URL`,
      widget: 'url',
      placeholder: `https://…/font.${format}`,
    };
  }
  return hints;
}

const typography: ThemeForm = {
  id: 'theme-font',
  schema: typographySchema,
  hints: {
    ...fontHints('body', 0),
    use_body_for_headings: {
      label: 'Use the body font for headings',
      widget: 'toggle',
      order: 1,
    },
    ...fontHints('heading', 2),
  },
  read: (theme) => theme.typography,
  write: (theme, value) => ({ ...theme, typography: value as Theme['typography'] }),
};

const shape: ThemeForm = {
  id: 'theme-shape',
  schema: z.object({
    card_radius: radiusShape.card,
    button_radius: radiusShape.button,
    card_padding: paddingShape.card,
  }),
  hints: {
    card_radius: { label: 'Card radius', order: 0 },
    button_radius: { label: 'Button radius', order: 1 },
    card_padding: { label: 'Card padding', order: 2 },
  },
  read: (theme) => ({
    card_radius: theme.radius.card,
    button_radius: theme.radius.button,
    card_padding: theme.padding.card,
  }),
  write: (theme, value) => ({
    ...theme,
    radius: { card: String(value.card_radius), button: String(value.button_radius) },
    padding: { card: String(value.card_padding) },
  }),
};

/** Every form of the theme panel, in the order it shows them. */
export const themeForms = {
  general,
  light: colorsForm('light'),
  dark: colorsForm('dark'),
  typography,
  shape,
} as const;
