import { z } from 'zod';
import { builtOnce } from '../builtOnce';
import { themeSchema } from '../theme/theme';
import { gridConfig } from './gridConfig';
import { layoutComponent } from './component';

/** The document version this build writes; see migrations.ts for the steps up to it. */
export const CURRENT_LAYOUT_VERSION = 3;

/** Custom CSS is bounded so one paste cannot balloon every page view. */
export const MAX_CUSTOM_CSS_LENGTH = 100_000;

/**
 * The layout document (foundation.md "Layout"). grid_config is optional: a layout without
 * it is valid and renders 'No layout configuration found'.
 */
export const layoutDocument = builtOnce(() =>
  z.object({
    version: z.literal(CURRENT_LAYOUT_VERSION).default(CURRENT_LAYOUT_VERSION),
    grid_config: gridConfig().optional(),
    components: z.array(layoutComponent()).max(5000).default([]),
    custom_css: z.string().max(MAX_CUSTOM_CSS_LENGTH).default(''),
    /** A layout may carry its own theme; pages without one use the site's or the default. */
    theme: themeSchema().optional(),
  }),
);
export type LayoutDocument = z.output<ReturnType<typeof layoutDocument>>;
export type LayoutDocumentInput = z.input<ReturnType<typeof layoutDocument>>;
