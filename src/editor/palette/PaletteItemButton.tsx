import { useDraggable } from '@dnd-kit/core';
import { componentIcon } from '../../components/componentIcons';
import { loadComponentDefinition } from '../../components/lazyRegistry';
import type { DragData } from '../dnd/dragData';
import type { PaletteItem } from './paletteItems';

/**
 * One type in the palette. Drag it onto the canvas, or press Space to pick it up and place it
 * with the arrow keys; a click or Enter adds it after the selection.
 */
export function PaletteItemButton({
  item,
  onAdd,
  disabled = false,
}: {
  item: PaletteItem;
  onAdd: (item: PaletteItem) => void;
  /** While no layout is open there is nowhere to add to. */
  disabled?: boolean;
}) {
  const data: DragData = { kind: 'new', type: item.type, label: item.label };
  const { attributes, listeners, setNodeRef } = useDraggable({
    id: `new:${item.type}`,
    data,
    disabled,
  });
  const Icon = componentIcon(item.type);
  // The type's code starts loading as the owner reaches for it, so it is usually in by the drop.
  const fetchCode = () => void loadComponentDefinition(item.type).catch(() => undefined);
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        className="one-editor-palette-item"
        {...attributes}
        {...listeners}
        aria-label={`${item.label}: add to the page`}
        title={item.description}
        disabled={disabled}
        onClick={() => onAdd(item)}
        onPointerEnter={fetchCode}
        onFocus={fetchCode}
      >
        {Icon ? <Icon aria-hidden size={16} /> : null}
        <span>{item.label}</span>
      </button>
    </li>
  );
}
