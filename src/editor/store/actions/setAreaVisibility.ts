import { breakpointNames, type BreakpointName } from '../../../schema/breakpoints';
import type { LayoutDocument } from '../../../schema/layout/document';
import { resolveArea } from '../../../renderer/resolveGrid';
import { requireArea } from './grid';

/**
 * Shows or hides an area on ONE device. Tablet's override carries on to desktop, and the
 * base value is every device's; this pins the devices that should not change to what they
 * showed before.
 */
export function setAreaVisibility(
  doc: LayoutDocument,
  id: string,
  breakpoint: BreakpointName,
  visible: boolean,
): void {
  const area = requireArea(doc, id);
  const before = Object.fromEntries(
    breakpointNames.map((name) => [name, resolveArea(area, name).visible]),
  ) as Record<BreakpointName, boolean>;
  area.breakpoints[breakpoint] = { ...area.breakpoints[breakpoint], visible };
  for (const name of breakpointNames) {
    if (name === breakpoint) continue;
    if (resolveArea(area, name).visible !== before[name]) {
      area.breakpoints[name] = { ...area.breakpoints[name], visible: before[name] };
    }
  }
}
