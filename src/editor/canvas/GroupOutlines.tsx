import { useDraggable } from '@dnd-kit/core';
import GripVertical from 'lucide-react/icons/grip-vertical';
import type { DragData } from '../dnd/dragData';
import { useEditorStore } from '../store/editorStore';
import { selectGroup, selectGroupLabels } from '../store/selectors';
import type { Rect } from './geometry';
import '../selection/groupPanel.css';

/**
 * The move handle on each outline of a multiple selection: dragging it (pointer, or Space and
 * the arrow keys) moves the whole selection with this component (the store's moveDragged).
 */
function GroupMoveHandle({ id, label }: { id: string; label: string }) {
  const data: DragData = { kind: 'move', id, label };
  const { attributes, listeners, setNodeRef } = useDraggable({ id: `move-group:${id}`, data });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className="one-editor-handle"
      {...attributes}
      {...listeners}
      aria-label={`Move ${label} and the rest of the selection`}
      title="Drag to move the selection, or press Space and use the arrow keys"
    >
      <GripVertical aria-hidden size={14} />
    </button>
  );
}

/**
 * The chrome of a multiple selection: every selected component outlined with its name, its
 * place in the group and a handle that moves the whole group. The group's other actions are in
 * the inspector (and the keys and the context menu).
 */
export function GroupOutlines({ rects }: { rects: readonly { id: string; rect: Rect }[] }) {
  const group = useEditorStore(selectGroup);
  const labels = useEditorStore(selectGroupLabels);
  return (
    <>
      {rects.map(({ id, rect }) => {
        const at = group.indexOf(id);
        return (
          <div
            key={id}
            className="one-editor-outline one-editor-outline-selected one-editor-outline-group"
            data-group-id={id}
            style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
          >
            <div className="one-editor-outline-label one-editor-outline-label-within">
              <GroupMoveHandle id={id} label={labels[at] ?? 'component'} />
              <span>
                {labels[at]} · {at + 1}/{group.length}
              </span>
            </div>
          </div>
        );
      })}
    </>
  );
}
