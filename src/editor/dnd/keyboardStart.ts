import { slotKey } from '../../renderer/slots';
import type { DropTarget } from '../canvas/dropTarget';
import type { FrameSnapshot } from '../canvas/geometry';
import { editorStore } from '../store/editorStore';

/**
 * Where a keyboard drag's walk starts among `targets`: a moved component where it is now, so
 * the first arrow press moves it by one place; a new one at the end of the selected area, or
 * at the first place when no area is selected.
 */
export function keyboardStart(
  frame: FrameSnapshot,
  targets: DropTarget[],
  movingId: string | null,
): number {
  const { document, selection } = editorStore.getState();
  const moving = movingId ? document.components.find((c) => c.id === movingId) : undefined;
  if (moving) {
    const key = slotKey(
      moving.tabId !== undefined
        ? { areaId: moving.areaId, parentId: moving.parentId, tabId: moving.tabId }
        : { areaId: moving.areaId },
    );
    const box = frame.components.find((c) => c.id === moving.id);
    return Math.max(
      0,
      targets.findIndex((t) => slotKey(t.slot) === key && t.index === (box?.index ?? 0)),
    );
  }
  const areaId = selection?.kind === 'area' ? selection.id : undefined;
  const inArea = areaId
    ? targets.findLastIndex((t) => t.slot.areaId === areaId && t.slot.tabId === undefined)
    : -1;
  return inArea >= 0 ? inArea : 0;
}
