import type { BreakpointName } from '../../../schema/breakpoints';
import type { AreaOverride } from '../../../schema/layout/area';
import type { LayoutDocument } from '../../../schema/layout/document';
import type { GridOverride } from '../../../schema/layout/gridConfig';
import type { OverrideTarget } from '../types';
import { ensureGrid, requireArea } from './grid';

export type OverridePatch = AreaOverride | GridOverride;

/**
 * Writes values into a breakpoint override of the grid or of one area. Keys set to undefined
 * are left alone (use clearOverride to go back to the inherited value).
 */
export function setOverride(
  doc: LayoutDocument,
  breakpoint: BreakpointName,
  target: OverrideTarget,
  patch: OverridePatch,
): void {
  const holder =
    target.kind === 'grid' ? ensureGrid(doc).breakpoints : requireArea(doc, target.id).breakpoints;
  const current = (holder[breakpoint] ?? {}) as Record<string, unknown>;
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) next[key] = Array.isArray(value) ? [...(value as unknown[])] : value;
  }
  (holder as Record<string, unknown>)[breakpoint] = next;
}
