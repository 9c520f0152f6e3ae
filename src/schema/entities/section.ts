import { z } from 'zod';
import { sectionFragment } from '../sections/sectionFragment';

export const sectionName = z.string().trim().min(1, 'name is required').max(100);

/** A section saved by a site's owners: listed in the editor's palette under "Sections". */
export const sectionRecord = z.object({
  id: z.string(),
  name: sectionName,
  fragment: sectionFragment(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SectionRecord = z.output<typeof sectionRecord>;

export const sectionCreateBody = z.object({ name: sectionName, fragment: sectionFragment() });
export type SectionCreateBody = z.input<typeof sectionCreateBody>;

export const sectionUpdateBody = z
  .object({ name: sectionName.optional(), fragment: sectionFragment().optional() })
  .refine((body) => body.name !== undefined || body.fragment !== undefined, {
    message: 'Send name, fragment or both',
  });
export type SectionUpdateBody = z.input<typeof sectionUpdateBody>;
