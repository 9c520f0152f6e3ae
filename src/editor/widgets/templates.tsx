import { createContext, useContext, type ReactNode } from 'react';
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  FieldErrorProps,
  FieldHelpProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
} from '@rjsf/utils';
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
import type { FieldUiOptions } from '../panels/form/formSchema';
import { getAt } from '../panels/form/zodCheck';
import type { WidgetContext } from './widgetOptions';
import { FieldErrors } from './light/FieldErrors';
import { ListItemBar, listAnnouncements } from './light/listParts';
import { FieldName, FieldScope, SpokenSuffix, useScopeSuffix } from './fieldScope';

/** What a sibling's value picks from `by` (FieldHint.labelBy), or undefined. */
export function siblingChoice<T>(
  by:
    | { field: string; labels?: Readonly<Record<string, T>>; options?: Readonly<Record<string, T>> }
    | undefined,
  formData: unknown,
  path: readonly (string | number)[],
): T | undefined {
  if (!by) return undefined;
  const sibling = getAt(formData, [...path.slice(0, -1), by.field]);
  const table = by.labels ?? by.options ?? {};
  return typeof sibling === 'string' ? table[sibling] : undefined;
}

/** Widgets that print their own label next to the control (a switch reads "[on] Show labels"). */
const SELF_LABELLED = new Set(['toggle']);

/** One field row: label, control, help, then the inline errors. */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    children,
    errors,
    help,
    hidden,
    displayLabel,
    required,
    schema,
    uiSchema,
    classNames,
    fieldPathId,
    registry,
  } = props;
  const options = (uiSchema?.['ui:options'] ?? {}) as FieldUiOptions;
  const position = fieldPathId.path[fieldPathId.path.length - 1];
  // A list of single values labels each by its position ("Column 2 size").
  const context = registry.formContext as WidgetContext;
  const label =
    options.itemLabel && typeof position === 'number'
      ? options.itemLabel.replace('{n}', String(position + 1))
      : (siblingChoice(options.labelBy, context.formData, fieldPathId.path) ?? props.label);
  const note = options.hintKey ? context.fieldNote?.(options.hintKey) : null;
  // Said after the label to screen readers, not shown: which item or group the field is of.
  const suffix = useScopeSuffix(label);
  if (hidden) return <div hidden>{children}</div>;
  const isContainer = schema.type === 'object' || schema.type === 'array';
  const widget = uiSchema?.['ui:widget'];
  const showLabel =
    displayLabel && !isContainer && !(typeof widget === 'string' && SELF_LABELLED.has(widget));
  return (
    <div className={`one-editor-field ${classNames ?? ''}`} data-field={id}>
      {showLabel ? (
        // The mark sits beside the label, not in it: a label's text is the field's name.
        <div className="one-editor-label">
          <label id={`${id}__label`} htmlFor={id}>
            {label}
            <SpokenSuffix suffix={suffix} />
          </label>
          {required ? <span aria-hidden="true"> *</span> : null}
        </div>
      ) : typeof widget === 'string' && SELF_LABELLED.has(widget) ? (
        <span id={`${id}__label`} hidden>
          {label}
          {suffix}
        </span>
      ) : null}
      <FieldName name={`${label}${suffix}`}>{children}</FieldName>
      {help}
      {errors}
      {note}
    </div>
  );
}

export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const messages = (errors ?? []).map((e) => (typeof e === 'string' ? e : String(e)));
  return <FieldErrors id={fieldPathId.$id} messages={messages} />;
}

export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <p id={`${fieldPathId.$id}__help`} className="one-editor-help">
      {help}
    </p>
  );
}

function optionsOf(uiSchema: ObjectFieldTemplateProps['uiSchema']): FieldUiOptions {
  return (uiSchema?.['ui:options'] ?? {}) as FieldUiOptions;
}

/**
 * An object's fields. At the top level, fields sharing a hint `group` are shown under that
 * heading; a nested object (spacing, border, a tab's style…) is a collapsible section, so the
 * styles tab stays scannable.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, title, fieldPathId, uiSchema, formData } = props;
  const depth = fieldPathId.path.length;
  const siblings = (
    formData !== null && typeof formData === 'object' && !Array.isArray(formData) ? formData : {}
  ) as Record<string, unknown>;
  const visible = properties.filter((p) => {
    if (p.hidden) return false;
    const shownWhen = optionsOf(
      uiSchema?.[p.name] as ObjectFieldTemplateProps['uiSchema'],
    ).shownWhen;
    return !shownWhen || shownWhen(siblings);
  });
  // Fields keep their order; a hint group is shown where its first field would be.
  const blocks: (
    | { kind: 'field'; name: string; content: ReactNode }
    | { kind: 'group'; name: string; content: ReactNode[] }
  )[] = [];
  const groupBlocks = new Map<string, ReactNode[]>();
  for (const property of visible) {
    const group = optionsOf(
      uiSchema?.[property.name] as ObjectFieldTemplateProps['uiSchema'],
    ).group;
    const content = <div key={property.name}>{property.content}</div>;
    if (!group) {
      blocks.push({ kind: 'field', name: property.name, content });
      continue;
    }
    const existing = groupBlocks.get(group);
    if (existing) existing.push(content);
    else {
      const list = [content];
      groupBlocks.set(group, list);
      blocks.push({ kind: 'group', name: group, content: list });
    }
  }
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? title;
  const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  // What the fields inside are said to be of: a section whose fields are all in one group is
  // named by the group ("Hide arrows on"), the more telling name, else by its own title.
  const part = blocks.length === 1 && blocks[0]!.kind === 'group' ? blocks[0]!.name : label;
  const body = (
    <>
      {blocks.map((block) =>
        block.kind === 'field' ? (
          block.content
        ) : depth > 0 && sameName(block.name, label) ? (
          // A group named like its section ("Caption" in Caption): the section's heading is enough.
          <div key={`group:${block.name}`} className="one-editor-group">
            {block.content}
          </div>
        ) : (
          <fieldset key={`group:${block.name}`} className="one-editor-group">
            <legend>{block.name}</legend>
            {/* At the top a field's label is its own; inside a section the group tells it apart. */}
            <FieldScope part={depth > 0 ? block.name : undefined}>{block.content}</FieldScope>
          </fieldset>
        ),
      )}
    </>
  );
  if (depth === 0) return <div className="one-editor-object">{body}</div>;
  const isArrayItem = typeof fieldPathId.path[fieldPathId.path.length - 1] === 'number';
  // A list item's fields are named after the item by ArrayFieldItemTemplate.
  if (isArrayItem) return <div className="one-editor-object one-editor-item-fields">{body}</div>;
  // An object that is the whole of a hint group already has the group's heading: no second one.
  const ownGroup = optionsOf(uiSchema).group;
  if (ownGroup && sameName(ownGroup, label)) {
    return (
      <div className="one-editor-object" id={fieldPathId.$id}>
        <FieldScope part={part}>{body}</FieldScope>
      </div>
    );
  }
  const hasValues =
    formData !== undefined && formData !== null && Object.keys(formData as object).length > 0;
  return (
    // A named group, so its fields can be told apart from a sibling's with the same labels
    // (the Date of "Show after" and of "Show before").
    <details
      className="one-editor-section"
      id={fieldPathId.$id}
      open={depth > 1 || hasValues}
      role="group"
      aria-labelledby={`${fieldPathId.$id}__title`}
    >
      <summary>
        <span id={`${fieldPathId.$id}__title`}>{label}</span>
        {hasValues ? <span className="one-editor-dot" aria-label="(set)" /> : null}
      </summary>
      <div className="one-editor-section-body">
        <FieldScope part={part}>{body}</FieldScope>
      </div>
    </details>
  );
}

interface ListInfo {
  minItems: number;
  maxItems: number;
  ids: string[];
  label: string;
  /** FieldHint.itemName: items named by position ("Column 2"), not by their content. */
  byPosition?: string;
}

const ListContext = createContext<ListInfo>({
  minItems: 0,
  maxItems: Infinity,
  ids: [],
  label: 'Item',
});

function itemLabel(
  formData: unknown,
  index: number,
  fallback: string,
  uiSchema?: Record<string, unknown>,
): string {
  if (typeof formData === 'object' && formData !== null) {
    const record = formData as Record<string, unknown>;
    for (const key of ['label', 'title', 'text', 'platform', 'type', 'name', 'alt']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim() !== '') {
        // A choice reads as its option's label ("Facebook"), not its stored value ("facebook").
        const fieldUi = uiSchema?.[key] as { 'ui:options'?: FieldUiOptions } | undefined;
        const shown = fieldUi?.['ui:options']?.optionLabels?.[value] ?? value;
        return `${index + 1}. ${shown}`;
      }
    }
  }
  if (typeof formData === 'string' && formData.trim() !== '') return `${index + 1}. ${formData}`;
  return `${fallback} ${index + 1}`;
}

/** Singular of a list's title for its items: 'Links' → 'Link'. */
function singular(title: string): string {
  return title.endsWith('ies')
    ? `${title.slice(0, -3)}y`
    : title.endsWith('s')
      ? title.slice(0, -1)
      : title;
}

/**
 * The maximum a sibling field sets (a container's layout → its blocks), Infinity without one.
 * Only the Add button follows it: the schema's maxItems stays the widest, because rjsf trims a
 * list to its schema maximum on every change, and a stored list over the sibling's number (a
 * layout switched from half to full) must keep its items.
 */
function maxBySibling(
  by: FieldUiOptions['maxItemsBy'],
  formData: unknown,
  path: readonly (string | number)[],
): number {
  if (!by) return Infinity;
  const value = getAt(formData, [...path.slice(0, -1), by.field]);
  return typeof value === 'string' ? (by.counts[value] ?? Infinity) : Infinity;
}

/**
 * A list editor (links, share platforms, tabs, consents, images, containers): add, remove, drag
 * to reorder (pointer or keyboard through the handle), within the schema's min and max items.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const {
    items,
    canAdd,
    onAddClick,
    schema,
    title,
    uiSchema,
    fieldPathId,
    registry,
    disabled,
    readonly,
    rawErrors,
  } = props;
  const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? title;
  const ids = items.map((item, i) => String(item.key ?? i));
  const context = registry.formContext as WidgetContext;
  const maxItems = Math.min(
    typeof schema.maxItems === 'number' ? schema.maxItems : Infinity,
    maxBySibling(optionsOf(uiSchema).maxItemsBy, context.formData, fieldPathId.path),
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = (event: DragEndEvent) => {
    const from = ids.indexOf(String(event.active.id));
    const to = event.over ? ids.indexOf(String(event.over.id)) : -1;
    if (from >= 0 && to >= 0 && from !== to)
      context.moveItem(fieldPathId.path as (string | number)[], from, to);
  };
  const atMax = items.length >= maxItems;
  // A list inside another's item says which one it adds to ("Add block to container 2").
  const outer = useScopeSuffix(label).replace(/^ of /, ' to ');
  const bounds =
    maxItems === Infinity
      ? minItems > 0
        ? `at least ${minItems}`
        : ''
      : `${minItems} to ${maxItems}`;
  return (
    <fieldset className="one-editor-panel-list" id={fieldPathId.$id}>
      <legend>
        {label}
        <span className="one-editor-list-count">
          {' '}
          ({items.length}
          {bounds ? ` of ${bounds}` : ''})
        </span>
      </legend>
      <ListContext.Provider
        value={{
          minItems,
          maxItems,
          ids,
          label: singular(label),
          byPosition: optionsOf(uiSchema).itemName,
        }}
      >
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements: listAnnouncements(singular(label).toLowerCase(), ids) }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className="one-editor-list-items">{items}</ol>
          </SortableContext>
        </DndContext>
      </ListContext.Provider>
      {/* Shown even at the maximum (disabled, with the reason) so the limit is visible. */}
      <button
        type="button"
        className="one-editor-panel-button one-editor-add"
        onClick={onAddClick}
        disabled={disabled || readonly || atMax || canAdd === false}
        aria-describedby={atMax ? `${fieldPathId.$id}__max` : undefined}
      >
        Add {singular(label).toLowerCase()}
        <SpokenSuffix suffix={outer} />
      </button>
      {atMax ? (
        <p id={`${fieldPathId.$id}__max`} className="one-editor-help">
          At most {maxItems} {maxItems === 1 ? 'item' : 'items'}
        </p>
      ) : null}
      {rawErrors && rawErrors.length > 0 ? (
        <ul className="one-editor-errors" role="alert">
          {[...new Set(rawErrors)].map((e) => (
            <li key={e} className="one-editor-error">
              {e}
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, index, totalItems, buttonsProps, itemKey, disabled, readonly } = props;
  const list = useContext(ListContext);
  const id = list.ids[index] ?? itemKey;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const name = list.byPosition
    ? `${list.byPosition} ${index + 1}`
    : itemLabel(childData(children), index, list.label, childUiSchema(children));
  // The item's fields and buttons are named after its position ("Image of slide 2"): its
  // content-derived name changes as it is typed, and may repeat another item's.
  const position = `${list.byPosition ?? list.label} ${index + 1}`;
  const outer = useScopeSuffix(name);
  return (
    <li
      ref={setNodeRef}
      className="one-editor-list-item"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={`${name}${outer}`}
    >
      <ListItemBar
        name={name}
        scope={outer}
        index={index}
        total={totalItems}
        minItems={list.minItems}
        locked={disabled || readonly}
        handle={{ attributes, listeners }}
        onMoveUp={buttonsProps.onMoveUpItem}
        onMoveDown={buttonsProps.onMoveDownItem}
        onRemove={buttonsProps.onRemoveItem}
      />
      <div className="one-editor-list-item-body">
        <FieldScope part={position}>{children}</FieldScope>
      </div>
    </li>
  );
}

/** The item's data, read from the rendered SchemaField child (rjsf passes it as formData). */
function childUiSchema(children: ReactNode): Record<string, unknown> | undefined {
  if (children && typeof children === 'object' && 'props' in children) {
    return (children.props as { uiSchema?: Record<string, unknown> }).uiSchema;
  }
  return undefined;
}

function childData(children: ReactNode): unknown {
  if (children && typeof children === 'object' && 'props' in children) {
    return (children.props as { formData?: unknown }).formData;
  }
  return undefined;
}
