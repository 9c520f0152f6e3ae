import type { Area } from '../../../schema/layout/area';
import type { LayoutDocument } from '../../../schema/layout/document';
import { ensureGrid } from './grid';

/**
 * Adds an area. Without a position it becomes a new row under every existing area, spanning
 * all columns — where an owner expects "add a section" to land.
 */
export function addArea(doc: LayoutDocument, id: string, area: Partial<Area> = {}): void {
  const grid = ensureGrid(doc);
  if (grid.areas.some((a) => a.id === id)) throw new Error(`Duplicate area id "${id}"`);
  const nextRow = grid.areas.reduce((max, a) => Math.max(max, a.endRow), 0);
  const startCol = area.startCol ?? 0;
  const startRow = area.startRow ?? nextRow;
  const created: Area = {
    id,
    startCol,
    endCol: Math.max(area.endCol ?? grid.templateColumns.length, startCol + 1),
    startRow,
    endRow: Math.max(area.endRow ?? startRow + 1, startRow + 1),
    breakpoints: area.breakpoints ?? {},
  };
  if (area.name) created.name = area.name;
  grid.areas.push(created);
  // A new row gets an explicit track so grid settings show it and it can be resized.
  while (grid.templateRows.length < created.endRow && grid.templateRows.length < 100) {
    grid.templateRows.push('auto');
  }
}
