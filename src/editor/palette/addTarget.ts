import type { LayoutDocument } from '../../schema/layout/document';
import { slotOf } from '../../renderer/slots';
import type { Selection, Slot } from '../store/types';
import { slotChildren } from '../store/actions/tree';

/**
 * Where "add" (a click or Enter on a palette item) puts a new component: right after the
 * selected component, at the end of the selected area, else at the end of the last area.
 */
export function addTarget(
  doc: LayoutDocument,
  selection: Selection,
): { slot: Slot; index?: number } | null {
  const areas = doc.grid_config?.areas ?? [];
  if (selection?.kind === 'component') {
    const component = doc.components.find((c) => c.id === selection.id);
    if (component) {
      const slot = slotOf(component);
      return { slot, index: slotChildren(doc, slot).findIndex((c) => c.id === component.id) + 1 };
    }
  }
  if (selection?.kind === 'area' && areas.some((a) => a.id === selection.id))
    return { slot: { areaId: selection.id } };
  const last = areas[areas.length - 1];
  return last ? { slot: { areaId: last.id } } : null;
}
