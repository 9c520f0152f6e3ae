import type { LayoutDocument } from '../../../schema/layout/document';
import { gridConfig, type GridConfig } from '../../../schema/layout/gridConfig';
import type { Area } from '../../../schema/layout/area';

/** The grid config of a document, created with the layout defaults when it has none. */
export function ensureGrid(doc: LayoutDocument): GridConfig {
  if (!doc.grid_config) doc.grid_config = gridConfig().parse({});
  return doc.grid_config;
}

export function requireArea(doc: LayoutDocument, id: string): Area {
  const area = doc.grid_config?.areas.find((a) => a.id === id);
  if (!area) throw new Error(`No area with id "${id}"`);
  return area;
}
