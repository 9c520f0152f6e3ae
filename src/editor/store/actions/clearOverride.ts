import type { BreakpointName } from '../../../schema/breakpoints';
import type { LayoutDocument } from '../../../schema/layout/document';
import type { OverrideTarget } from '../types';
import { requireArea } from './grid';

/** Removes one overridden key (or the whole override) so the value is inherited again. */
export function clearOverride(
  doc: LayoutDocument,
  breakpoint: BreakpointName,
  target: OverrideTarget,
  key?: string,
): void {
  const holder =
    target.kind === 'grid' ? doc.grid_config?.breakpoints : requireArea(doc, target.id).breakpoints;
  if (!holder) return;
  const override = holder[breakpoint] as Record<string, unknown> | undefined;
  if (!override) return;
  if (key !== undefined) delete override[key];
  if (key === undefined || Object.keys(override).length === 0) delete holder[breakpoint];
}
