import { z } from 'zod';
import { checkCss, checkTrackInBrowser, cssGridLength } from '../cssValue';
import { builtOnce } from '../builtOnce';
import { area } from './area';

// Built the first time they are asked for, as the areas' are (area.ts).

const track = builtOnce(() =>
  z
    .string()
    .trim()
    .min(1)
    .max(100)
    .superRefine(checkCss('grid track'))
    .superRefine(checkTrackInBrowser),
);

/** Grid settings a breakpoint may override (foundation.md). */
export const gridOverride = builtOnce(() =>
  z.object({
    templateColumns: z.array(track()).min(1).max(24).optional(),
    templateRows: z.array(track()).min(1).max(100).optional(),
    gap: cssGridLength.optional(),
    padding: cssGridLength.optional(),
    maxContentWidth: cssGridLength.optional(),
  }),
);
export type GridOverride = z.output<ReturnType<typeof gridOverride>>;

/** foundation.md grid_config with the layout defaults. */
export const gridConfig = builtOnce(() =>
  z.object({
    templateColumns: z.array(track()).min(1).max(24).default(['1fr']),
    templateRows: z.array(track()).min(1).max(100).default(['auto']),
    gap: cssGridLength.default('16px'),
    padding: cssGridLength.default('16px'),
    maxContentWidth: cssGridLength.default('100%'),
    areas: z.array(area()).max(200).default([]),
    breakpoints: z
      .object({
        mobile: gridOverride().optional(),
        tablet: gridOverride().optional(),
        desktop: gridOverride().optional(),
      })
      .default({}),
  }),
);
export type GridConfig = z.output<ReturnType<typeof gridConfig>>;

/**
 * The grid's own settings as the editor's Layout panel edits them on one device (the resolved
 * values there): the form is generated from it. An added column starts at 1fr, an added row at
 * auto.
 */
export const gridSettings = builtOnce(() =>
  z.object({
    templateColumns: z.array(track().default('1fr')).min(1).max(24),
    templateRows: z.array(track().default('auto')).min(1).max(100),
    gap: cssGridLength,
    padding: cssGridLength,
    maxContentWidth: cssGridLength,
  }),
);
export type GridSettings = z.output<ReturnType<typeof gridSettings>>;
