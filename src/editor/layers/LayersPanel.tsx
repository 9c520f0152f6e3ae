import { useMemo, useRef, useState, type ReactNode } from 'react';
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
import LayoutGrid from 'lucide-react/icons/layout-grid';
import RectangleHorizontal from 'lucide-react/icons/rectangle-horizontal';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectGroup, selectPreview, selectSelection } from '../store/selectors';
import type { Selection, Slot } from '../store/types';
import { buildLayerTree, layerLabels, type AreaNode, type ComponentNode } from './layerTree';
import { LayersReadOnly } from './layersReadOnly';
import { layerLines, subtreeEnd, type LayerLines } from './layerLines';
import { useLayerWindow } from './useLayerWindow';
import { selectLayerTree } from './selectLayerTree';
import { dropTarget, type SortableSlotData } from './layerDnd';
import { LayerRow } from './LayerRow';
import { useLayerFocus } from './useLayerFocus';
import '../panels/panels.css';

/** What of the tree is drawn: its lines, and which of them are in or near the view. */
interface TreeView {
  lines: LayerLines;
  drawn: ReadonlySet<number>;
}

/**
 * The drawn items of one list, each pushed down (padding) by the undrawn lines before it, and
 * the height of the undrawn lines after the last: the list is as tall as if all were drawn.
 */
function windowed<T extends object>(
  items: readonly T[],
  view: TreeView,
  draw: (item: T, index: number, gap: number) => ReactNode,
): { drawn: ReactNode[]; rest: number } {
  const { lines } = view;
  const first = items[0] && lines.lineOf.get(items[0]);
  let cursor = first === undefined ? 0 : lines.start[first]!;
  const drawn: ReactNode[] = [];
  items.forEach((item, index) => {
    const line = lines.lineOf.get(item);
    if (line === undefined || !view.drawn.has(line)) return;
    drawn.push(draw(item, index, lines.start[line]! - cursor));
    cursor = subtreeEnd(lines, line);
  });
  const lastItem = items[items.length - 1];
  const lastLine = lastItem && lines.lineOf.get(lastItem);
  return { drawn, rest: lastLine === undefined ? 0 : subtreeEnd(lines, lastLine) - cursor };
}

const gapStyle = (gap: number) => (gap > 0 ? { paddingTop: gap } : undefined);

function ComponentList({
  nodes,
  slot,
  label,
  view,
}: {
  nodes: ComponentNode[];
  slot: Slot;
  label: string;
  view: TreeView;
}) {
  if (nodes.length === 0) return <p className="one-editor-layer-empty">Empty</p>;
  const { drawn, rest } = windowed(nodes, view, (node, index, gap) => (
    <li key={node.id} style={gapStyle(gap)} aria-posinset={index + 1} aria-setsize={nodes.length}>
      <LayerRow node={node} data={{ slot, index }} />
      {node.tabs.length > 0 ? (
        <ul className="one-editor-layer-list" aria-label={`Tabs of ${node.label}`}>
          {node.tabs.map((tab) => (
            <li key={tab.id}>
              <div className="one-editor-layer-tab">{tab.label}</div>
              <ComponentList
                nodes={tab.children}
                slot={{ areaId: tab.areaId, parentId: tab.parentId, tabId: tab.id }}
                label={`Components in ${tab.label}`}
                view={view}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {node.containers.length > 0 ? (
        <ul className="one-editor-layer-list" aria-label={`Containers of ${node.label}`}>
          {node.containers.map((container) => (
            <li key={container.id}>
              <div className="one-editor-layer-tab">
                <LayoutGrid size={12} aria-hidden="true" /> {container.label}
              </div>
              {container.blocks.length > 0 ? (
                <ul className="one-editor-layer-list" aria-label={`Blocks in ${container.label}`}>
                  {container.blocks.map((block) => (
                    <li key={block.id} className="one-editor-layer-block">
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
  ));
  return (
    <SortableContext items={nodes.map((n) => n.id)} strategy={verticalListSortingStrategy}>
      <ul
        className="one-editor-layer-list"
        aria-label={label}
        style={rest > 0 ? { paddingBottom: rest } : undefined}
      >
        {drawn}
      </ul>
    </SortableContext>
  );
}

function AreaList({
  tree,
  selection,
  view,
}: {
  tree: AreaNode[];
  selection: Selection;
  view: TreeView;
}) {
  const { drawn, rest } = windowed(tree, view, (area, index, gap) => {
    const selected = selection?.kind === 'area' && selection.id === area.id;
    return (
      <li key={area.id} style={gapStyle(gap)} aria-posinset={index + 1} aria-setsize={tree.length}>
        <div
          className="one-editor-layer-row one-editor-layer-area"
          data-layer-id={area.id}
          data-selected={selected || undefined}
        >
          <RectangleHorizontal size={14} aria-hidden="true" className="one-editor-layer-icon" />
          <button
            type="button"
            className="one-editor-layer-name"
            aria-current={selected ? 'true' : undefined}
            onClick={() => editorStore.getState().select({ kind: 'area', id: area.id })}
          >
            {area.label}
            {/* The button is named by the area alone; the list below says how many. */}
            <span className="one-editor-layer-badge" aria-hidden="true">
              {area.children.length}
            </span>
          </button>
        </div>
        <ComponentList
          nodes={area.children}
          slot={{ areaId: area.id }}
          label={`Components in ${area.label}`}
          view={view}
        />
      </li>
    );
  });
  return (
    <ul
      className="one-editor-layer-list one-editor-layer-root"
      aria-label="Areas"
      style={rest > 0 ? { paddingBottom: rest } : undefined}
    >
      {drawn}
    </ul>
  );
}

/**
 * The layers panel: areas and their components as a tree (tabs and block-grid containers
 * nested), following the canvas selection. Rows are selected, renamed, hidden and deleted in
 * place and dragged (pointer or keyboard) to reorder or move to another area or tab.
 */
export function LayersPanel() {
  const draftTree = useEditorStore(selectLayerTree);
  // A previewed version shows its own layers, read only, as the canvas shows its page.
  const preview = useEditorStore(selectPreview);
  const previewTree = useMemo(() => (preview ? buildLayerTree(preview.document) : null), [preview]);
  const tree = previewTree ?? draftTree;
  const selection = useEditorStore(selectSelection);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const group = useEditorStore(selectGroup);
  const layerNames = useMemo(() => layerLabels(tree), [tree]);
  // A row of the selected group is dragged with the whole group: it is named as the group.
  const labels = useMemo(
    () => ({
      get: (id: string) => (group.includes(id) ? `${group.length} components` : layerNames.get(id)),
    }),
    [group, layerNames],
  );
  const list = useRef<HTMLElement>(null);
  const onFocus = useLayerFocus(list, selection, tree);
  const lines = useMemo(() => layerLines(tree), [tree]);
  const [dragging, setDragging] = useState<string | null>(null);
  const pinned = [selection?.id, dragging]
    .map((id) => (id ? lines.lineById.get(id) : undefined))
    .filter((line): line is number => line !== undefined);
  const drawn = useLayerWindow(list, lines, pinned);
  const view: TreeView = { lines, drawn };

  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const target = dropTarget(
      event.active.data.current as SortableSlotData | undefined,
      event.over?.data.current as SortableSlotData | undefined,
    );
    if (!target || event.active.id === event.over?.id) return;
    editorStore.getState().moveDragged(String(event.active.id), target.slot, target.index);
  };

  if (tree.length === 0) {
    return (
      <section aria-label="Layers" className="one-editor-layers">
        <p className="one-editor-help">
          No areas yet. Add an area to the grid to place components.
        </p>
      </section>
    );
  }

  return (
    <section ref={list} aria-label="Layers" className="one-editor-layers" onFocus={onFocus}>
      {preview && (
        <p className="one-editor-help one-editor-layers-preview" role="note">
          The layers of version {preview.revision}, read only. Go back to the draft to edit them.
        </p>
      )}
      <LayersReadOnly.Provider value={preview !== null}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={(event) => setDragging(String(event.active.id))}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragging(null)}
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
          <AreaList tree={tree} selection={selection} view={view} />
        </DndContext>
      </LayersReadOnly.Provider>
    </section>
  );
}
