import type { Announcements } from '@dnd-kit/core';
import type { useSortable } from '@dnd-kit/sortable';

/**
 * What a list editor's drag and drop says to a screen reader, items numbered by position:
 * "Picked up column 2.", "Moving to position 3 of 4.".
 */
export function listAnnouncements(thing: string, ids: readonly string[]): Announcements {
  const position = (id: unknown) => ids.indexOf(String(id)) + 1;
  return {
    onDragStart: ({ active }) => `Picked up ${thing} ${position(active.id)}.`,
    onDragOver: ({ over }) =>
      over ? `Moving to position ${position(over.id)} of ${ids.length}.` : 'Not over a position.',
    onDragEnd: ({ over }) =>
      over
        ? `Dropped at position ${position(over.id)} of ${ids.length}.`
        : 'Dropped back in place.',
    onDragCancel: () => 'Moving cancelled.',
  };
}

type Sortable = ReturnType<typeof useSortable>;

interface BarProps {
  /** The item's name ("Column 2", "1. Facebook"). */
  name: string;
  /** Said after the name in the buttons' names, for a list inside another's item (" of block 2"). */
  scope?: string;
  index: number;
  total: number;
  minItems: number;
  /** The list cannot be changed (a disabled or read-only form). */
  locked?: boolean;
  /** The drag handle's props, from the item's useSortable. */
  handle: Pick<Sortable, 'attributes' | 'listeners'>;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
}

/**
 * A list item's bar, in every list editor of the panels: the drag handle, the item's name, move
 * up and down, and remove (disabled at the list's minimum, saying why).
 */
export function ListItemBar({
  name: shown,
  scope = '',
  index,
  total,
  minItems,
  locked = false,
  handle,
  onMoveUp,
  onMoveDown,
  onRemove,
}: BarProps) {
  const canRemove = total > minItems && !locked;
  const name = `${shown}${scope}`;
  return (
    <div className="one-editor-list-item-bar">
      <button
        type="button"
        className="one-editor-panel-handle"
        aria-label={`Drag to reorder ${name}`}
        {...handle.attributes}
        {...handle.listeners}
      >
        ⠿
      </button>
      <span className="one-editor-list-item-name">{shown}</span>
      <button
        type="button"
        className="one-editor-panel-icon-button"
        aria-label={`Move ${name} up`}
        disabled={index === 0 || locked}
        onClick={onMoveUp}
      >
        ↑
      </button>
      <button
        type="button"
        className="one-editor-panel-icon-button"
        aria-label={`Move ${name} down`}
        disabled={index === total - 1 || locked}
        onClick={onMoveDown}
      >
        ↓
      </button>
      <button
        type="button"
        className="one-editor-panel-icon-button one-editor-danger"
        aria-label={`Remove ${name}`}
        title={
          canRemove ? `Remove ${name}` : `At least ${minItems} ${minItems === 1 ? 'item' : 'items'}`
        }
        disabled={!canRemove}
        onClick={onRemove}
      >
        ×
      </button>
    </div>
  );
}
