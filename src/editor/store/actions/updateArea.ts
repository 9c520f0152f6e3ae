import type { Area } from '../../../schema/layout/area';
import type { LayoutDocument } from '../../../schema/layout/document';
import { requireArea } from './grid';

export type AreaPatch = Partial<Pick<Area, 'name' | 'startCol' | 'endCol' | 'startRow' | 'endRow'>>;

const MAX_LINE = 100;

function clampLine(value: number): number {
  return Math.max(0, Math.min(MAX_LINE, Math.round(value)));
}

/**
 * Changes an area's base name or position. Lines are clamped to 0..100 and each end is kept
 * past its start, so the area always covers at least one track.
 */
export function updateArea(doc: LayoutDocument, id: string, patch: AreaPatch): void {
  const area = requireArea(doc, id);
  if (patch.name !== undefined) {
    const name = patch.name.trim().slice(0, 100);
    if (name) area.name = name;
    else delete area.name;
  }
  for (const key of ['startCol', 'endCol', 'startRow', 'endRow'] as const) {
    const value = patch[key];
    if (value !== undefined && Number.isFinite(value)) area[key] = clampLine(value);
  }
  if (area.endCol <= area.startCol) {
    if (patch.startCol !== undefined && patch.endCol === undefined)
      area.endCol = Math.min(MAX_LINE, area.startCol + 1);
    else area.startCol = Math.max(0, area.endCol - 1);
  }
  if (area.endRow <= area.startRow) {
    if (patch.startRow !== undefined && patch.endRow === undefined)
      area.endRow = Math.min(MAX_LINE, area.startRow + 1);
    else area.startRow = Math.max(0, area.endRow - 1);
  }
}
