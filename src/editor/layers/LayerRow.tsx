import { useEffect, useId, useRef, useState } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import GripVertical from 'lucide-react/icons/grip-vertical';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { componentIcon } from '../../components/componentIcons';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectIsSelected } from '../store/selectors';
import type { ComponentNode } from './layerTree';
import type { SortableSlotData } from './layerDnd';
import { useLayersReadOnly } from './layersReadOnly';

function hiddenOn(node: ComponentNode): string[] {
  const v = node.component.visibility;
  return (['mobile', 'tablet', 'desktop'] as const).filter((d) => v[d] === false);
}

/**
 * One component in the layers tree: select (Shift-click adds to the selection), rename, drag to
 * reorder, hide and delete.
 */
export function LayerRow({ node, data }: { node: ComponentNode; data: SortableSlotData }) {
  const selected = useEditorStore(selectIsSelected(node.id));
  const readOnly = useLayersReadOnly();
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(node.component.name ?? '');
  const rowRef = useRef<HTMLDivElement | null>(null);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: node.id,
    data,
    disabled: readOnly,
  });
  const Icon = componentIcon(node.type);
  const hidden = hiddenOn(node);
  const allHidden = hidden.length === 3;
  const badgeId = useId();

  useEffect(() => {
    if (selected) rowRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  const finishRename = (commit: boolean) => {
    setRenaming(false);
    if (commit && draft.trim() !== (node.component.name ?? ''))
      editorStore.getState().renameComponent(node.id, draft.trim());
  };

  return (
    <div
      ref={(el) => {
        setNodeRef(el);
        rowRef.current = el;
      }}
      className="one-editor-layer-row"
      data-layer-id={node.id}
      data-selected={selected || undefined}
      data-dragging={isDragging || undefined}
      data-hidden={allHidden || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {readOnly ? (
        <span className="one-editor-panel-handle" aria-hidden="true" />
      ) : (
        <button
          type="button"
          className="one-editor-panel-handle"
          aria-label={`Drag to move ${node.label}`}
          {...attributes}
          {...listeners}
        >
          <GripVertical size={14} aria-hidden="true" />
        </button>
      )}
      {Icon ? <Icon size={14} aria-hidden="true" className="one-editor-layer-icon" /> : null}
      {readOnly ? (
        <span className="one-editor-layer-name" title={node.label}>
          {node.label}
        </span>
      ) : renaming ? (
        <input
          className="one-editor-input one-editor-layer-rename"
          aria-label={`Name of ${node.label}`}
          value={draft}
          maxLength={100}
          autoFocus
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => finishRename(true)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') finishRename(true);
            if (e.key === 'Escape') {
              e.stopPropagation();
              finishRename(false);
            }
          }}
        />
      ) : (
        <button
          type="button"
          className="one-editor-layer-name"
          // The whole name on hover, where the row's actions leave too little room for it.
          title={node.label}
          aria-current={selected ? 'true' : undefined}
          aria-describedby={hidden.length > 0 ? badgeId : undefined}
          onClick={(event) => {
            // Shift-click adds the component to the selection or takes it out, as on the canvas.
            if (event.shiftKey) editorStore.getState().toggleSelect(node.id);
            else editorStore.getState().select({ kind: 'component', id: node.id });
          }}
          onDoubleClick={() => {
            setDraft(node.component.name ?? node.label);
            setRenaming(true);
          }}
        >
          {node.label}
        </button>
      )}
      {/* Beside the name, not in it: the row is named by the component alone. */}
      {hidden.length > 0 && !renaming ? (
        <span className="one-editor-layer-badge" id={badgeId}>
          {allHidden ? 'hidden' : `hidden on ${hidden.join(', ')}`}
        </span>
      ) : null}
      {!readOnly && (
        <>
          <button
            type="button"
            className="one-editor-panel-icon-button"
            aria-label={`Rename ${node.label}`}
            title="Rename"
            onClick={() => {
              setDraft(node.component.name ?? node.label);
              setRenaming(true);
            }}
          >
            <Pencil size={13} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="one-editor-panel-icon-button"
            aria-label={
              allHidden
                ? `Show ${node.label} on every device`
                : `Hide ${node.label} on every device`
            }
            title={allHidden ? 'Show' : 'Hide'}
            onClick={() => {
              const visible = allHidden;
              editorStore.getState().updateComponentVisibility(node.id, {
                mobile: visible,
                tablet: visible,
                desktop: visible,
              });
            }}
          >
            {allHidden ? (
              <EyeOff size={13} aria-hidden="true" />
            ) : (
              <Eye size={13} aria-hidden="true" />
            )}
          </button>
          <button
            type="button"
            className="one-editor-panel-icon-button one-editor-danger"
            aria-label={`Delete ${node.label}`}
            title="Delete"
            onClick={() => editorStore.getState().removeComponent(node.id)}
          >
            <Trash2 size={13} aria-hidden="true" />
          </button>
        </>
      )}
    </div>
  );
}
