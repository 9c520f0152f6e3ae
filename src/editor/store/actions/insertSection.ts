import type { LayoutComponent } from '../../../schema/layout/component';
import type { LayoutDocument } from '../../../schema/layout/document';
import type { Slot } from '../types';
import { addArea } from './addArea';
import { pasteComponents } from './pasteComponents';

/** A section as the editor inserts it: its components parsed, an area when it is a whole one. */
export interface InsertableSection {
  area?: { name?: string };
  components: readonly LayoutComponent[];
}

/**
 * Inserts a section. Into `slot` at `index` its components go as a paste does; with
 * 'new-area' (a whole-area section clicked in the palette, or any section on a page with no
 * area) a new full-width row is added under the others, named as the section's area, and its
 * components go there. Every inserted component and the area get new ids. Returns the new
 * area's id (or null) and the new root ids.
 */
export function insertSection(
  doc: LayoutDocument,
  section: InsertableSection,
  target: { slot: Slot; index?: number } | 'new-area',
  makeId: (prefix: string, taken: ReadonlySet<string>) => string,
  takenIds: ReadonlySet<string>,
): { areaId: string | null; rootIds: string[] } {
  if (target !== 'new-area')
    return {
      areaId: null,
      rootIds: pasteComponents(doc, section.components, target.slot, target.index, makeId),
    };
  const areaId = makeId('area', takenIds);
  addArea(doc, areaId, section.area?.name ? { name: section.area.name } : {});
  const rootIds =
    section.components.length > 0
      ? pasteComponents(doc, section.components, { areaId }, undefined, makeId)
      : [];
  return { areaId, rootIds };
}
