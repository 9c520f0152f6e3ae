import { useMemo, useRef } from 'react';
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
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { LayoutGrid, RectangleHorizontal } from 'lucide-react';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectSelection } from '../store/selectors';
import type { Slot } from '../store/types';
import { layerLabels, type ComponentNode } from './layerTree';
import { selectLayerTree } from './selectLayerTree';
import { dropTarget, type SortableSlotData } from './layerDnd';
import { LayerRow } from './LayerRow';
import { useLayerFocus } from './useLayerFocus';
import { StyleTag } from '../../renderer/StyleTag';
import { panelCss } from '../panels/panelCss';

function ComponentList({
  nodes,
  slot,
  label,
}: {
  nodes: ComponentNode[];
  slot: Slot;
  label: string;
}) {
  if (nodes.length === 0) return <p className="one-ed-layer-empty">Empty</p>;
  return (
    <SortableContext items={nodes.map((n) => n.id)} strategy={verticalListSortingStrategy}>
      <ul className="one-ed-layer-list" aria-label={label}>
        {nodes.map((node, index) => (
          <li key={node.id}>
            <LayerRow node={node} data={{ slot, index }} />
            {node.tabs.length > 0 ? (
              <ul className="one-ed-layer-list" aria-label={`Tabs of ${node.label}`}>
                {node.tabs.map((tab) => (
                  <li key={tab.id}>
                    <div className="one-ed-layer-tab">{tab.label}</div>
                    <ComponentList
                      nodes={tab.children}
                      slot={{ areaId: tab.areaId, parentId: tab.parentId, tabId: tab.id }}
                      label={`Components in ${tab.label}`}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            {node.containers.length > 0 ? (
              <ul className="one-ed-layer-list" aria-label={`Containers of ${node.label}`}>
                {node.containers.map((container) => (
                  <li key={container.id}>
                    <div className="one-ed-layer-tab">
                      <LayoutGrid size={12} aria-hidden="true" /> {container.label}
                    </div>
                    {container.blocks.length > 0 ? (
                      <ul className="one-ed-layer-list" aria-label={`Blocks in ${container.label}`}>
                        {container.blocks.map((block) => (
                          <li key={block.id} className="one-ed-layer-block">
                            {block.label}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </SortableContext>
  );
}

/**
 * The layers panel: areas and their components as a tree (tabs and block-grid containers
 * nested), following the canvas selection. Rows are selected, renamed, hidden and deleted in
 * place and dragged (pointer or keyboard) to reorder or move to another area or tab.
 */
export function LayersPanel() {
  const tree = useEditorStore(selectLayerTree);
  const selection = useEditorStore(selectSelection);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labels = useMemo(() => layerLabels(tree), [tree]);
  const list = useRef<HTMLElement>(null);
  const onFocus = useLayerFocus(list, selection, tree);

  const onDragEnd = (event: DragEndEvent) => {
    const target = dropTarget(
      event.active.data.current as SortableSlotData | undefined,
      event.over?.data.current as SortableSlotData | undefined,
    );
    if (!target || event.active.id === event.over?.id) return;
    editorStore.getState().moveComponent(String(event.active.id), target.slot, target.index);
  };

  if (tree.length === 0) {
    return (
      <section aria-label="Layers" className="one-ed-layers">
        <p className="one-ed-help">No areas yet. Add an area to the grid to place components.</p>
      </section>
    );
  }

  return (
    <section ref={list} aria-label="Layers" className="one-ed-layers" onFocus={onFocus}>
      <StyleTag css={panelCss} />
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) =>
              `Picked up ${labels.get(String(active.id)) ?? 'component'}.`,
            onDragOver: ({ active, over }) =>
              over
                ? `${labels.get(String(active.id))} is over ${labels.get(String(over.id)) ?? 'a position'}.`
                : 'Not over a position.',
            onDragEnd: ({ active, over }) =>
              over
                ? `${labels.get(String(active.id))} moved to the place of ${labels.get(String(over.id)) ?? 'the target'}.`
                : 'Dropped back in place.',
            onDragCancel: ({ active }) => `Moving ${labels.get(String(active.id))} cancelled.`,
          },
        }}
      >
        <ul className="one-ed-layer-list one-ed-layer-root" aria-label="Areas">
          {tree.map((area) => {
            const selected = selection?.kind === 'area' && selection.id === area.id;
            return (
              <li key={area.id}>
                <div
                  className="one-ed-layer-row one-ed-layer-area"
                  data-layer-id={area.id}
                  data-selected={selected || undefined}
                >
                  <RectangleHorizontal size={14} aria-hidden="true" className="one-ed-layer-icon" />
                  <button
                    type="button"
                    className="one-ed-layer-name"
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => editorStore.getState().select({ kind: 'area', id: area.id })}
                  >
                    {area.label}
                    {/* The button is named by the area alone; the list below says how many. */}
                    <span className="one-ed-layer-badge" aria-hidden="true">
                      {area.children.length}
                    </span>
                  </button>
                </div>
                <ComponentList
                  nodes={area.children}
                  slot={{ areaId: area.id }}
                  label={`Components in ${area.label}`}
                />
              </li>
            );
          })}
        </ul>
      </DndContext>
    </section>
  );
}
