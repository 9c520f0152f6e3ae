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

/** Where a breakpoint's rules apply: mobile's under 768 px only, the others from their width up. */
function wrap(breakpoint: BreakpointName | 'base', rules: string[]): string {
  if (rules.length === 0) return '';
  if (breakpoint === 'base') return rules.join('\n');
  const query =
    breakpoint === 'mobile'
      ? `(max-width: ${breakpointMinWidth.tablet - 0.02}px)`
      : `(min-width: ${breakpointMinWidth[breakpoint]}px)`;
  return `@media ${query} {\n${rules.join('\n')}\n}`;
}

/**
 * The grid, area placement and per-breakpoint overrides as CSS under `scope`: the base values
 * everywhere, a mobile override under 768 px only, then tablet and desktop as min-width queries
 * (tablet's carries on to desktop). Each query only repeats what differs from what applies below
 * it at that width.
 */
export function gridCss(grid: GridConfig, scope: string): string {
  const gridRule = (decl: string) => `${scope} .one-grid{${decl}}`;
  const areaRule = (id: string, decl: string) =>
    `${scope} .one-grid > [data-area-id=${cssString(id)}]{${decl}}`;
  const base = {
    grid: gridDeclarations(resolveGrid({ ...grid, breakpoints: {} }, 'mobile')),
    areas: new Map(
      grid.areas.map((area) => [
        area.id,
        areaDeclarations(resolveArea({ ...area, breakpoints: {} }, 'mobile')),
      ]),
    ),
  };
  const out = [
    wrap('base', [
      gridRule(base.grid),
      ...grid.areas.map((area) => areaRule(area.id, base.areas.get(area.id)!)),
    ]),
  ];
  // Mobile and tablet each differ from the base; desktop from tablet.
  let below = base;
  for (const breakpoint of breakpointNames) {
    const from = breakpoint === 'desktop' ? below : base;
    const rules: string[] = [];
    const gridDecl = gridDeclarations(resolveGrid(grid, breakpoint));
    if (gridDecl !== from.grid) rules.push(gridRule(gridDecl));
    const areas = new Map<string, string>();
    for (const area of grid.areas) {
      const decl = areaDeclarations(resolveArea(area, breakpoint));
      areas.set(area.id, decl);
      if (from.areas.get(area.id) !== decl) rules.push(areaRule(area.id, decl));
    }
    out.push(wrap(breakpoint, rules));
    below = { grid: gridDecl, areas };
  }
  return out.filter(Boolean).join('\n');
}

/** Device flags become hide classes per breakpoint (foundation.md). */
export function deviceVisibilityCss(scope: string): string {
  return [
    `@media (max-width: ${breakpointMinWidth.tablet - 0.02}px){${scope} .one-hide-mobile{display:none !important}}`,
    `@media (min-width: ${breakpointMinWidth.tablet}px) and (max-width: ${breakpointMinWidth.desktop - 0.02}px){${scope} .one-hide-tablet{display:none !important}}`,
    `@media (min-width: ${breakpointMinWidth.desktop}px){${scope} .one-hide-desktop{display:none !important}}`,
  ].join('\n');
}
