import type { BreakpointName } from '../../../schema/breakpoints';
import type { LayoutDocument } from '../../../schema/layout/document';
import { ensureGrid } from './grid';
import { setGridSettings, type GridSettingsPatch } from './setGridSettings';
import { setOverride } from './setOverride';

/**
 * Grid settings as the owner edits them while previewing `breakpoint`: mobile writes the base
 * (and a mobile override's values it shadows), tablet and desktop write their override.
 */
export function setGridSettingsAt(
  doc: LayoutDocument,
  breakpoint: BreakpointName,
  patch: GridSettingsPatch,
): void {
  if (breakpoint !== 'mobile') {
    setOverride(doc, breakpoint, { kind: 'grid' }, patch);
    return;
  }
  setGridSettings(doc, patch);
  const mobile = ensureGrid(doc).breakpoints.mobile as Record<string, unknown> | undefined;
  if (!mobile) return;
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined && mobile[key] !== undefined)
      mobile[key] = Array.isArray(value) ? [...value] : value;
  }
}
