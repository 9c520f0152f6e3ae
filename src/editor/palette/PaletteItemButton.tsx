import { useDraggable } from '@dnd-kit/core';
import { getComponentDefinition } from '../../components/registry';
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
  const Icon = getComponentDefinition(item.type)?.icon;
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
      >
        {Icon ? <Icon aria-hidden size={16} /> : null}
        <span>{item.label}</span>
      </button>
    </li>
  );
}
