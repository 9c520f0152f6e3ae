import type { LayoutDocument } from '../../../schema/layout/document';
import type { GridOverride } from '../../../schema/layout/gridConfig';
import { ensureGrid } from './grid';

export type GridSettingsPatch = GridOverride;

/** Changes the base grid settings (track lists, gap, padding, maxContentWidth). */
export function setGridSettings(doc: LayoutDocument, patch: GridSettingsPatch): void {
  const grid = ensureGrid(doc);
  if (patch.templateColumns !== undefined) grid.templateColumns = [...patch.templateColumns];
  if (patch.templateRows !== undefined) grid.templateRows = [...patch.templateRows];
  if (patch.gap !== undefined) grid.gap = patch.gap;
  if (patch.padding !== undefined) grid.padding = patch.padding;
  if (patch.maxContentWidth !== undefined) grid.maxContentWidth = patch.maxContentWidth;
}
