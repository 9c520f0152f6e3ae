import { selectWhileSame } from '../store/selectWhileSame';
import type { EmptyArea } from './useOverlayBoxes';

const SEPARATOR = '\u0000';

/**
 * The areas without components, as one string (id and label pairs): a string compares by
 * value, so an edit that leaves every area occupied as before does not re-render the overlay.
 * Recomputed only when the areas or a component's area changed: it built a set of 1,000 area
 * ids on every keystroke.
 */
export const selectEmptyAreasKey = selectWhileSame(
  (before, after) => before.areaId === after.areaId,
  (document) => {
    const areas = document.grid_config?.areas;
    if (!areas || areas.length === 0) return '';
    const occupied = new Set<string>();
    for (const c of document.components) occupied.add(c.areaId);
    return areas
      .filter((a) => !occupied.has(a.id))
      .map((a) => `${a.id}${SEPARATOR}${a.name || a.id}`)
      .join(SEPARATOR);
  },
);

/** The empty areas a key from `selectEmptyAreasKey` names. */
export function emptyAreasFromKey(key: string): EmptyArea[] {
  if (!key) return [];
  const parts = key.split(SEPARATOR);
  const list: EmptyArea[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) list.push({ id: parts[i]!, label: parts[i + 1]! });
  return list;
}
