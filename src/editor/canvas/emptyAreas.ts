import type { EditorStore } from '../store/editorStore';
import type { EmptyArea } from './useOverlayBoxes';

const SEPARATOR = '\u0000';

type Areas = NonNullable<EditorStore['document']['grid_config']>['areas'];
type Components = EditorStore['document']['components'];

/** The last answer, and the lists it was computed from. */
let last: { areas: Areas | undefined; components: Components; key: string } | null = null;

/**
 * True when `next` places its components in the same areas as `previous`, item by item. A
 * content edit (a keystroke) replaces one item and keeps the order, so this is a pass of
 * identity checks instead of a set of 1,000 area ids built on every keystroke.
 */
function samePlaces(previous: Components, next: Components): boolean {
  if (previous.length !== next.length) return false;
  for (let i = 0; i < next.length; i++) {
    const a = previous[i]!;
    const b = next[i]!;
    if (a !== b && a.areaId !== b.areaId) return false;
  }
  return true;
}

/**
 * The areas without components, as one string (id and label pairs): a string compares by
 * value, so an edit that leaves every area occupied as before does not re-render the overlay.
 * Runs on every store change, so it answers from the last result when the areas and the
 * components' places are unchanged.
 */
export function selectEmptyAreasKey(s: EditorStore): string {
  const areas = s.document.grid_config?.areas;
  const components = s.document.components;
  if (last && last.areas === areas && samePlaces(last.components, components)) {
    last.components = components;
    return last.key;
  }
  let key = '';
  if (areas && areas.length > 0) {
    const occupied = new Set<string>();
    for (const c of components) occupied.add(c.areaId);
    key = areas
      .filter((a) => !occupied.has(a.id))
      .map((a) => `${a.id}${SEPARATOR}${a.name || a.id}`)
      .join(SEPARATOR);
  }
  last = { areas, components, key };
  return key;
}

/** The empty areas a key from `selectEmptyAreasKey` names. */
export function emptyAreasFromKey(key: string): EmptyArea[] {
  if (!key) return [];
  const parts = key.split(SEPARATOR);
  const list: EmptyArea[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) list.push({ id: parts[i]!, label: parts[i + 1]! });
  return list;
}
