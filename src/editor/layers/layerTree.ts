import { getComponentSchema } from '../../components/schemaRegistry';
import { groupBySlot, slotKey } from '../../renderer/slots';
import type { LayoutComponent } from '../../schema/layout/component';
import type { LayoutDocument } from '../../schema/layout/document';
import { isRecord } from '../../schema/isRecord';

export interface BlockNode {
  kind: 'block';
  id: string;
  label: string;
}
export interface ContainerNode {
  kind: 'container';
  id: string;
  label: string;
  blocks: BlockNode[];
}
export interface TabNode {
  kind: 'tab';
  /** The tab's id within its container. */
  id: string;
  parentId: string;
  areaId: string;
  label: string;
  children: ComponentNode[];
}
export interface ComponentNode {
  kind: 'component';
  id: string;
  type: string;
  label: string;
  component: LayoutComponent;
  tabs: TabNode[];
  containers: ContainerNode[];
}
export interface AreaNode {
  kind: 'area';
  id: string;
  label: string;
  children: ComponentNode[];
}

/** The name an owner sees for a component: its own name, else its type's label. */
export function componentLabel(component: LayoutComponent): string {
  if (component.name && component.name.trim() !== '') return component.name.trim();
  return getComponentSchema(component.type)?.label ?? component.type;
}

export function areaLabel(area: { id: string; name?: string }, index: number): string {
  return area.name?.trim() || `Area ${index + 1}`;
}

function tabsOf(component: LayoutComponent): { id: string; label: string }[] {
  const tabs = component.data.tabs;
  if (!Array.isArray(tabs)) return [];
  return tabs
    .filter((t): t is Record<string, unknown> => isRecord(t) && typeof t.id === 'string')
    .map((t) => ({
      id: t.id as string,
      label: typeof t.label === 'string' && t.label.trim() ? t.label : `Tab ${String(t.id)}`,
    }));
}

function containersOf(component: LayoutComponent): ContainerNode[] {
  const containers = component.data.containers;
  if (!Array.isArray(containers)) return [];
  return containers.filter(isRecord).map((c, i) => ({
    kind: 'container',
    id: typeof c.id === 'string' ? c.id : `c${i}`,
    label:
      typeof c.title === 'string' && c.title.trim()
        ? c.title
        : `Container ${i + 1}${typeof c.layout === 'string' ? ` (${c.layout})` : ''}`,
    blocks: (Array.isArray(c.blocks) ? c.blocks : []).filter(isRecord).map((b, j) => ({
      kind: 'block',
      id: typeof b.id === 'string' ? b.id : `b${j}`,
      label: `Block ${j + 1}${typeof b.type === 'string' ? ` (${b.type})` : ''}`,
    })),
  }));
}

/**
 * The layout as the layers panel shows it: areas in reading order (row, then column), each with
 * its components in order; a tab container's tabs and a block grid's containers nested below it.
 */
export function buildLayerTree(doc: LayoutDocument): AreaNode[] {
  const groups = groupBySlot(doc.components);
  const node = (component: LayoutComponent): ComponentNode => {
    const tabs = tabsOf(component);
    const known = new Set(tabs.map((t) => t.id));
    // Children whose tab no longer exists stay reachable under their old tab id.
    for (const child of doc.components) {
      if (child.parentId === component.id && child.tabId !== undefined && !known.has(child.tabId)) {
        tabs.push({ id: child.tabId, label: `Tab ${child.tabId} (removed)` });
        known.add(child.tabId);
      }
    }
    return {
      kind: 'component',
      id: component.id,
      type: component.type,
      label: componentLabel(component),
      component,
      tabs: tabs.map((tab) => ({
        kind: 'tab',
        id: tab.id,
        parentId: component.id,
        areaId: component.areaId,
        label: tab.label,
        children: (
          groups.get(
            slotKey({ areaId: component.areaId, parentId: component.id, tabId: tab.id }),
          ) ?? []
        ).map(node),
      })),
      containers: containersOf(component),
    };
  };
  const areas = [...(doc.grid_config?.areas ?? [])].map((area, index) => ({ area, index }));
  areas.sort((a, b) => a.area.startRow - b.area.startRow || a.area.startCol - b.area.startCol);
  return areas.map(({ area, index }) => ({
    kind: 'area',
    id: area.id,
    label: areaLabel(area, index),
    children: (groups.get(slotKey({ areaId: area.id })) ?? []).map(node),
  }));
}

/** Component ids in the order the tree shows them (for ↑/↓ selection). */
export function flattenComponentIds(tree: readonly AreaNode[]): string[] {
  const out: string[] = [];
  const visit = (n: ComponentNode) => {
    out.push(n.id);
    for (const tab of n.tabs) tab.children.forEach(visit);
  };
  for (const area of tree) area.children.forEach(visit);
  return out;
}

/** Each component's label by id, for the drag announcements. */
export function layerLabels(tree: readonly AreaNode[]): Map<string, string> {
  const labels = new Map<string, string>();
  const visit = (n: ComponentNode) => {
    labels.set(n.id, n.label);
    for (const tab of n.tabs) tab.children.forEach(visit);
  };
  for (const area of tree) area.children.forEach(visit);
  return labels;
}
