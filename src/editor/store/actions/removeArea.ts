import type { LayoutDocument } from '../../../schema/layout/document';
import { requireArea } from './grid';

/** Removes an area and every component placed in it. Returns the removed component ids. */
export function removeArea(doc: LayoutDocument, id: string): string[] {
  requireArea(doc, id);
  const grid = doc.grid_config!;
  grid.areas.splice(
    grid.areas.findIndex((a) => a.id === id),
    1,
  );
  const removed: string[] = [];
  for (let i = doc.components.length - 1; i >= 0; i--) {
    if (doc.components[i]!.areaId === id) removed.push(doc.components.splice(i, 1)[0]!.id);
  }
  return removed.reverse();
}
