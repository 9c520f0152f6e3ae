import { areaFragment } from '../sections/fragmentFromSelection';
import { insertableSection } from '../sections/insertableSection';
import { editorStore } from '../store/editorStore';

/**
 * Duplicates an area and everything in it (new ids) as one undo step, the way a section is
 * inserted: the copy is a new full-width row under the others, named "<name> copy", and is
 * selected. Its per-device positions are not copied: a new row starts with none. Returns the
 * copy's id, or null when there is no such area.
 */
export function duplicateArea(areaId: string): string | null {
  const state = editorStore.getState();
  const picked = areaFragment(state.document, areaId);
  if (!picked) return null;
  const section = insertableSection({
    ...picked.fragment,
    area: { name: `${picked.name} copy` },
  });
  if (!section) return null;
  return state.insertSection(section, 'new-area').areaId;
}
