import { z } from 'zod';
import { builtOnce } from '../builtOnce';

// The layout's schemas are built the first time they are asked for: the editor loads this
// module as it starts and checks no layout before its canvas has painted (builtOnce.ts).

const line = builtOnce(() => z.number().int().min(0).max(100));

/** An id safe to use as a CSS attribute value and in URLs. */
export const elementId = builtOnce(() =>
  z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only'),
);

/** Per-breakpoint overrides of an area: position and visibility (foundation.md Area). */
export const areaOverride = builtOnce(() =>
  z.object({
    startCol: line().optional(),
    endCol: line().optional(),
    startRow: line().optional(),
    endRow: line().optional(),
    visible: z.boolean().optional(),
  }),
);
export type AreaOverride = z.output<ReturnType<typeof areaOverride>>;

/**
 * A named rectangle of the layout grid. Lines are zero-based and the end is exclusive: an area
 * from startCol 0 to endCol 2 spans the first two columns. Owners see them +1 (CSS grid lines).
 */
export const area = builtOnce(() =>
  z
    .object({
      id: elementId(),
      name: z.string().max(100).optional(),
      startCol: line(),
      endCol: line(),
      startRow: line(),
      endRow: line(),
      breakpoints: z
        .object({
          mobile: areaOverride().optional(),
          tablet: areaOverride().optional(),
          desktop: areaOverride().optional(),
        })
        .default({}),
    })
    .refine((a) => a.endCol > a.startCol, {
      message: 'endCol must be greater than startCol',
      path: ['endCol'],
    })
    .refine((a) => a.endRow > a.startRow, {
      message: 'endRow must be greater than startRow',
      path: ['endRow'],
    }),
);
export type Area = z.output<ReturnType<typeof area>>;

/** A grid line as owners count it in the editor: from 1, as CSS numbers them. */
const shownLine = builtOnce(() => z.number().int().min(1).max(101));

/**
 * An area's name and position on one device as the editor's area panel edits them (lines shown
 * +1); the panel's form is generated from it and writes `line - 1` back.
 */
export const areaPlacement = builtOnce(() =>
  z
    .object({
      name: z.string().max(100),
      startCol: shownLine(),
      endCol: shownLine(),
      startRow: shownLine(),
      endRow: shownLine(),
    })
    .refine((a) => a.endCol > a.startCol, {
      message: 'The end line must come after the start line',
      path: ['endCol'],
    })
    .refine((a) => a.endRow > a.startRow, {
      message: 'The end line must come after the start line',
      path: ['endRow'],
    }),
);
export type AreaPlacementFields = z.output<ReturnType<typeof areaPlacement>>;
