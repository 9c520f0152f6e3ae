import { useDraggable } from '@dnd-kit/core';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpLeft from 'lucide-react/icons/arrow-up-left';
import Copy from 'lucide-react/icons/copy';
import GripVertical from 'lucide-react/icons/grip-vertical';
import Trash2 from 'lucide-react/icons/trash';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectComponent } from '../store/selectors';
import type { DragData } from '../dnd/dragData';
import type { Rect } from './geometry';
import { LABEL_HEIGHT, moveAmongSiblings, roomAbove, siblingPosition } from './selectionActions';

interface Props {
  id: string;
  label: string;
  rect: Rect;
  /** The canvas frame's document and scale: where the label has room is measured there. */
  frameDocument?: Document;
  scale?: number;
}

/**
 * The selected component: outline, its name, a move handle (pointer or Space) and quick actions
 * — select parent, move up, move down, duplicate, delete — each a labelled button. The label sits
 * above the component only where that covers nothing; else inside its top, or below a short one.
 */
export function SelectionBox({ id, label, rect, frameDocument, scale = 1 }: Props) {
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
  const [index, count] = useEditorStore((s) => {
    const where = siblingPosition(s.document, id);
    return `${where.index}/${where.count}`;
  })
    .split('/')
    .map(Number) as [number, number];
  // Measured on every render (the rect changes as the layout moves): a few point probes.
  const free = rect.top >= LABEL_HEIGHT && (!frameDocument || roomAbove(frameDocument, id, scale));
  const placement = inTab
    ? ' one-editor-outline-label-within'
    : free
      ? ''
      : rect.height >= 2 * LABEL_HEIGHT
        ? ' one-editor-outline-label-within'
        : ' one-editor-outline-label-inside';
  const { removeComponent, duplicateComponent } = editorStore.getState();
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
        <button
          type="button"
          className="one-editor-handle"
          aria-label={`Move ${label} up`}
          title="Move up (Alt+↑)"
          disabled={index <= 0}
          onClick={() => moveAmongSiblings(id, -1)}
        >
          <ArrowUp aria-hidden size={14} />
        </button>
        <button
          type="button"
          className="one-editor-handle"
          aria-label={`Move ${label} down`}
          title="Move down (Alt+↓)"
          disabled={index < 0 || index >= count - 1}
          onClick={() => moveAmongSiblings(id, 1)}
        >
          <ArrowDown aria-hidden size={14} />
        </button>
        <button
          type="button"
          className="one-editor-handle"
          aria-label={`Duplicate ${label}`}
          title="Duplicate (Ctrl+D)"
          onClick={() => duplicateComponent(id)}
        >
          <Copy aria-hidden size={14} />
        </button>
        <button
          type="button"
          className="one-editor-handle"
          aria-label={`Delete ${label}`}
          title="Delete (Delete)"
          onClick={() => removeComponent(id)}
        >
          <Trash2 aria-hidden size={14} />
        </button>
      </div>
    </div>
  );
}
