import { breakpointMinWidth, breakpointNames, type BreakpointName } from '../../schema/breakpoints';
import type { GridConfig } from '../../schema/layout/gridConfig';
import { resolveArea, resolveGrid, type ResolvedArea, type ResolvedGrid } from '../resolveGrid';

function cssString(value: string): string {
  return `"${value.replace(/["\\\n]/g, '')}"`;
}

function gridDeclarations(grid: ResolvedGrid): string {
  return [
    `grid-template-columns:${grid.templateColumns.join(' ')}`,
    `grid-template-rows:${grid.templateRows.join(' ')}`,
    `gap:${grid.gap}`,
    `padding:${grid.padding}`,
    `max-width:${grid.maxContentWidth}`,
    `--one-grid-gap:${grid.gap}`,
  ].join(';');
}

function areaDeclarations(area: ResolvedArea): string {
  return [
    `grid-column:${area.startCol + 1} / ${area.endCol + 1}`,
    `grid-row:${area.startRow + 1} / ${area.endRow + 1}`,
    `display:${area.visible ? 'flex' : 'none'}`,
  ].join(';');
}

function wrap(breakpoint: BreakpointName, rules: string[]): string {
  if (rules.length === 0) return '';
  if (breakpoint === 'mobile') return rules.join('\n');
  return `@media (min-width: ${breakpointMinWidth[breakpoint]}px) {\n${rules.join('\n')}\n}`;
}

/**
 * The grid, area placement and per-breakpoint overrides as CSS under `scope`. Each breakpoint
 * only repeats what changed, so the cascade of min-width queries gives mobile → tablet → desktop.
 */
export function gridCss(grid: GridConfig, scope: string): string {
  const out: string[] = [];
  let previousGrid = '';
  const previousAreas = new Map<string, string>();
  for (const breakpoint of breakpointNames) {
    const rules: string[] = [];
    const gridDecl = gridDeclarations(resolveGrid(grid, breakpoint));
    if (gridDecl !== previousGrid) rules.push(`${scope} .one-grid{${gridDecl}}`);
    previousGrid = gridDecl;
    for (const area of grid.areas) {
      const decl = areaDeclarations(resolveArea(area, breakpoint));
      if (previousAreas.get(area.id) === decl) continue;
      previousAreas.set(area.id, decl);
      rules.push(`${scope} .one-grid > [data-area-id=${cssString(area.id)}]{${decl}}`);
    }
    out.push(wrap(breakpoint, rules));
  }
  return out.filter(Boolean).join('\n');
}

/** Device flags become hide classes per breakpoint (foundation.md §4). */
export function deviceVisibilityCss(scope: string): string {
  return [
    `@media (max-width: ${breakpointMinWidth.tablet - 0.02}px){${scope} .one-hide-mobile{display:none !important}}`,
    `@media (min-width: ${breakpointMinWidth.tablet}px) and (max-width: ${breakpointMinWidth.desktop - 0.02}px){${scope} .one-hide-tablet{display:none !important}}`,
    `@media (min-width: ${breakpointMinWidth.desktop}px){${scope} .one-hide-desktop{display:none !important}}`,
  ].join('\n');
}
