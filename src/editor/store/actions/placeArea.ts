import type { BreakpointName } from '../../../schema/breakpoints';
import type { LayoutDocument } from '../../../schema/layout/document';
import { resolveArea } from '../../../renderer/resolveGrid';
import { requireArea } from './grid';
import { updateArea } from './updateArea';

export interface AreaPlacement {
  startCol?: number;
  endCol?: number;
  startRow?: number;
  endRow?: number;
}

const KEYS = ['startCol', 'endCol', 'startRow', 'endRow'] as const;

/**
 * Places an area as the owner sees it on `breakpoint`. Mobile is the base: it writes the
 * area's own lines (and a mobile override's, when one shadows them). Tablet and desktop write
 * that breakpoint's override, so the other devices keep their layout. The resolved area always
 * covers at least one track.
 */
export function placeArea(
  doc: LayoutDocument,
  id: string,
  breakpoint: BreakpointName,
  patch: AreaPlacement,
): void {
  const area = requireArea(doc, id);
  const resolved = { ...resolveArea(area, breakpoint) };
  for (const key of KEYS) {
    const value = patch[key];
    if (value !== undefined && Number.isFinite(value))
      resolved[key] = Math.max(0, Math.min(100, Math.round(value)));
  }
  if (resolved.endCol <= resolved.startCol) {
    if (patch.endCol !== undefined) resolved.startCol = Math.max(0, resolved.endCol - 1);
    else resolved.endCol = resolved.startCol + 1;
  }
  if (resolved.endRow <= resolved.startRow) {
    if (patch.endRow !== undefined) resolved.startRow = Math.max(0, resolved.endRow - 1);
    else resolved.endRow = resolved.startRow + 1;
  }
  const changed = KEYS.filter((key) => resolved[key] !== resolveArea(area, breakpoint)[key]);
  if (changed.length === 0) return;
  if (breakpoint === 'mobile') {
    const base: AreaPlacement = {};
    for (const key of changed) base[key] = resolved[key];
    updateArea(doc, id, base);
    const mobile = area.breakpoints.mobile;
    if (mobile)
      for (const key of changed) if (mobile[key] !== undefined) mobile[key] = resolved[key];
    return;
  }
  const override = { ...area.breakpoints[breakpoint] };
  for (const key of changed) override[key] = resolved[key];
  area.breakpoints[breakpoint] = override;
}
