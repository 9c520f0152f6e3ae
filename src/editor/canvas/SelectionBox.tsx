import { useDraggable } from '@dnd-kit/core';
import { ArrowUpLeft, GripVertical } from 'lucide-react';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectComponent } from '../store/selectors';
import type { DragData } from '../dnd/dragData';
import type { Rect } from './geometry';

interface Props {
  id: string;
  label: string;
  rect: Rect;
}

/** The selected component: outline, its name, a move handle (pointer or Space) and "select parent". */
export function SelectionBox({ id, label, rect }: Props) {
  const data: DragData = { kind: 'move', id, label };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `move:${id}`,
    data,
  });
  // Inside a tab, the space above the first component is the tab bar: a label there would
  // take the clicks meant for the tabs. Its label sits within its own outline instead.
  const inTab = useEditorStore((s) => {
    const component = selectComponent(id)(s);
    return Boolean(component?.parentId ?? component?.tabId);
  });
  const placement = inTab
    ? ' one-editor-outline-label-within'
    : rect.top >= 26
      ? ''
      : ' one-editor-outline-label-inside';
  return (
    <div
      className="one-editor-outline one-editor-outline-selected"
      style={{
        left: rect.left,
        top: rect.top,
        width: rect.width,
        height: rect.height,
        opacity: isDragging ? 0.4 : 1,
      }}
    >
      <div className={`one-editor-outline-label${placement}`}>
        <button
          ref={setNodeRef}
          type="button"
          className="one-editor-handle"
          {...attributes}
          {...listeners}
          aria-label={`Move ${label}`}
          title="Drag to move, or press Space and use the arrow keys"
        >
          <GripVertical aria-hidden size={14} />
        </button>
        <span>{label}</span>
        <button
          type="button"
          className="one-editor-handle"
          aria-label={`Select the parent of ${label}`}
          title="Select parent (Escape)"
          onClick={() => editorStore.getState().selectParent()}
        >
          <ArrowUpLeft aria-hidden size={14} />
        </button>
      </div>
    </div>
  );
}
