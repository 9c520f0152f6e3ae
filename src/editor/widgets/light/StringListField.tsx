import type { ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { FieldErrors } from './FieldErrors';
import { ListItemBar, listAnnouncements } from './listParts';
import { TextField } from './TextField';
import { FieldHelp } from './FieldHelp';

interface Props {
  /** The list's id as a generated form names it (`grid_templateColumns`); items add `_<index>`. */
  id: string;
  /** The list's name ("Columns"). */
  label: string;
  /** What one item is called, numbered by position ("Column" → "Column 2"). */
  itemName: string;
  /** Each item's field label, `{n}` its position ("Column {n} size"). */
  itemLabel: string;
  items: readonly unknown[];
  /** One stable key per item: an item keeps its input (and its focus) when others move. */
  keys: readonly string[];
  minItems: number;
  maxItems: number;
  help?: string;
  /** The messages of the list itself (undefined) or of one item. */
  errorsAt: (index?: number) => readonly string[];
  note?: ReactNode;
  onItemChange: (index: number, value: string | undefined) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** `dragged`: moved by the handle (one undo step per list), not by the arrow buttons. */
  onMove: (from: number, to: number, dragged: boolean) => void;
}

/**
 * A list of text values in the generated forms' list markup (ArrayFieldTemplate): add, remove,
 * move up and down, drag to reorder by pointer or keyboard through the handle, within the
 * schema's minimum and maximum number of items.
 */
export function StringListField(props: Props) {
  const { id, label, itemName, items, keys, minItems, maxItems, help, errorsAt, note } = props;
  const thing = itemName.toLowerCase();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = keys.slice(0, items.length);
  const onDragEnd = (event: DragEndEvent) => {
    const from = ids.indexOf(String(event.active.id));
    const to = event.over ? ids.indexOf(String(event.over.id)) : -1;
    if (from >= 0 && to >= 0 && from !== to) props.onMove(from, to, true);
  };
  const atMax = items.length >= maxItems;
  const listErrors = errorsAt();
  return (
    <div className="one-editor-field rjsf-field rjsf-field-array" data-field={id}>
      <fieldset className="one-editor-panel-list" id={id}>
        <legend>
          {label}
          <span className="one-editor-list-count">
            {' '}
            ({items.length} of {minItems} to {maxItems})
          </span>
        </legend>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements: listAnnouncements(thing, ids) }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className="one-editor-list-items">
              {items.map((value, index) => (
                <ListItem
                  key={ids[index]}
                  sortId={ids[index]!}
                  index={index}
                  value={value}
                  {...props}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
        {/* Shown even at the maximum (disabled, with the reason) so the limit is visible. */}
        <button
          type="button"
          className="one-editor-panel-button one-editor-add"
          onClick={props.onAdd}
          disabled={atMax}
          aria-describedby={atMax ? `${id}__max` : undefined}
        >
          Add {thing}
        </button>
        {atMax ? (
          <p id={`${id}__max`} className="one-editor-help">
            At most {maxItems} {maxItems === 1 ? 'item' : 'items'}
          </p>
        ) : null}
      </fieldset>
      <FieldHelp id={id} help={help} />
      <FieldErrors id={id} messages={listErrors} />
      {note}
    </div>
  );
}

function ListItem({
  sortId,
  index,
  value,
  id,
  itemName,
  itemLabel,
  items,
  minItems,
  errorsAt,
  onItemChange,
  onRemove,
  onMove,
}: Props & { sortId: string; index: number; value: unknown }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: sortId,
  });
  const name = `${itemName} ${index + 1}`;
  return (
    <li
      ref={setNodeRef}
      className="one-editor-list-item"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={name}
    >
      <ListItemBar
        name={name}
        index={index}
        total={items.length}
        minItems={minItems}
        handle={{ attributes, listeners }}
        onMoveUp={() => onMove(index, index - 1, false)}
        onMoveDown={() => onMove(index, index + 1, false)}
        onRemove={() => onRemove(index)}
      />
      <div className="one-editor-list-item-body">
        <TextField
          id={`${id}_${index}`}
          label={itemLabel.replace('{n}', String(index + 1))}
          value={value}
          onChange={(next) => onItemChange(index, next)}
          errors={errorsAt(index)}
        />
      </div>
    </li>
  );
}
