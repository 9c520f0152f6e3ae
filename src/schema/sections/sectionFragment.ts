import { z } from 'zod';
import { builtOnce } from '../builtOnce';
import { layoutComponent } from '../layout/component';
import { CURRENT_LAYOUT_VERSION, type LayoutDocumentInput } from '../layout/document';

/** The most components one section may hold: a section is a part of a page, not a whole site. */
export const SECTION_MAX_COMPONENTS = 500;

/**
 * A reusable part of a page: either components (inserted where the owner adds, like a paste) or
 * a whole grid area with its components (`area` set: inserted as a new full-width row). The
 * components' `areaId` is only where they sat when saved; insertion puts them in the target.
 */
export const sectionFragment = builtOnce(() =>
  z
    .object({
      area: z
        .object({ name: z.string().trim().max(100).optional() })
        .optional()
        .describe('Set when the section is a whole grid area with its components'),
      components: z.array(layoutComponent()).max(SECTION_MAX_COMPONENTS).default([]),
    })
    .refine((fragment) => fragment.area !== undefined || fragment.components.length > 0, {
      message: 'A section holds an area or at least one component',
      path: ['components'],
    }),
);
export type SectionFragment = z.output<ReturnType<typeof sectionFragment>>;
export type SectionFragmentInput = z.input<ReturnType<typeof sectionFragment>>;

/** The one area a section's components are checked in (sectionDocument). */
export const SECTION_AREA_ID = 'section';

/**
 * A section as a layout document of one full-width area holding its components, so a section is
 * checked by the same parser as a page (every component's data and styles against its type).
 */
export function sectionDocument(fragment: SectionFragmentInput): LayoutDocumentInput {
  return {
    version: CURRENT_LAYOUT_VERSION,
    grid_config: {
      areas: [
        {
          id: SECTION_AREA_ID,
          ...(fragment.area?.name ? { name: fragment.area.name } : {}),
          startCol: 0,
          endCol: 1,
          startRow: 0,
          endRow: 1,
        },
      ],
    },
    components: (fragment.components ?? []).map((component) => ({
      ...component,
      areaId: SECTION_AREA_ID,
    })),
  };
}
