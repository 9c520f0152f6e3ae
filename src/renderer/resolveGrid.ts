import { breakpointNames, type BreakpointName } from '../schema/breakpoints';
import type { Area } from '../schema/layout/area';
import type { GridConfig } from '../schema/layout/gridConfig';

export interface ResolvedArea {
  startCol: number;
  endCol: number;
  startRow: number;
  endRow: number;
  visible: boolean;
}

export interface ResolvedGrid {
  templateColumns: string[];
  templateRows: string[];
  gap: string;
  padding: string;
  maxContentWidth: string;
}

/**
 * The overrides that apply at `breakpoint`, in cascade order. The base values are mobile's, so a
 * mobile override is for mobile alone (under 768 px): "hide on mobile" must not hide on desktop.
 * Tablet's override also applies on desktop unless desktop overrides it (min-width cascade).
 */
function cascade(breakpoint: BreakpointName): BreakpointName[] {
  if (breakpoint === 'mobile') return ['mobile'];
  return breakpointNames.slice(1, breakpointNames.indexOf(breakpoint) + 1);
}

/** Where an area sits at a breakpoint: its base position with the overrides cascaded in. */
export function resolveArea(area: Area, breakpoint: BreakpointName): ResolvedArea {
  const resolved: ResolvedArea = {
    startCol: area.startCol,
    endCol: area.endCol,
    startRow: area.startRow,
    endRow: area.endRow,
    visible: true,
  };
  for (const name of cascade(breakpoint)) {
    const override = area.breakpoints[name];
    if (!override) continue;
    for (const key of ['startCol', 'endCol', 'startRow', 'endRow', 'visible'] as const) {
      if (override[key] !== undefined)
        (resolved as unknown as Record<string, unknown>)[key] = override[key];
    }
  }
  // An override may move one edge past the other; keep at least one track so the area stays placeable.
  if (resolved.endCol <= resolved.startCol) resolved.endCol = resolved.startCol + 1;
  if (resolved.endRow <= resolved.startRow) resolved.endRow = resolved.startRow + 1;
  return resolved;
}

/** The grid settings at a breakpoint, cascaded the same way. */
export function resolveGrid(grid: GridConfig, breakpoint: BreakpointName): ResolvedGrid {
  const resolved: ResolvedGrid = {
    templateColumns: grid.templateColumns,
    templateRows: grid.templateRows,
    gap: grid.gap,
    padding: grid.padding,
    maxContentWidth: grid.maxContentWidth,
  };
  for (const name of cascade(breakpoint)) {
    const override = grid.breakpoints[name];
    if (!override) continue;
    for (const key of [
      'templateColumns',
      'templateRows',
      'gap',
      'padding',
      'maxContentWidth',
    ] as const) {
      if (override[key] !== undefined)
        (resolved as unknown as Record<string, unknown>)[key] = override[key];
    }
  }
  return resolved;
}
