import type { LayoutComponent } from '../../../schema/layout/component';
import type { LayoutDocument } from '../../../schema/layout/document';
import { slotKey, slotOf } from '../../../renderer/slots';
import type { Slot } from '../types';

/** Small pure helpers over the component list that every action shares. */

export function findComponent(doc: LayoutDocument, id: string): LayoutComponent | undefined {
  return doc.components.find((c) => c.id === id);
}

export function requireComponent(doc: LayoutDocument, id: string): LayoutComponent {
  const component = findComponent(doc, id);
  if (!component) throw new Error(`No component with id "${id}"`);
  return component;
}

export function sameSlot(a: Slot, b: Slot): boolean {
  return slotKey(a) === slotKey(b);
}

/** The normalised form of a slot: an area slot carries no parentId/tabId. */
export function normaliseSlot(slot: Slot): Slot {
  if (slot.tabId === undefined || slot.parentId === undefined) return { areaId: slot.areaId };
  return { areaId: slot.areaId, parentId: slot.parentId, tabId: slot.tabId };
}

/** The components of a slot, in order (ties keep document order). */
export function slotChildren(doc: LayoutDocument, slot: Slot): LayoutComponent[] {
  const key = slotKey(slot);
  return doc.components.filter((c) => slotKey(slotOf(c)) === key).sort((a, b) => a.order - b.order);
}

/** Rewrites `order` of a slot's components to 0..n-1 in the given sequence. */
export function renumber(list: readonly LayoutComponent[]): void {
  list.forEach((component, index) => {
    if (component.order !== index) component.order = index;
  });
}

/** Every component nested (at any depth) inside the tab container `id`. */
export function descendantsOf(doc: LayoutDocument, id: string): LayoutComponent[] {
  const out: LayoutComponent[] = [];
  const queue = [id];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const component of doc.components) {
      if (component.parentId === parent && component.tabId !== undefined) {
        out.push(component);
        queue.push(component.id);
      }
    }
  }
  return out;
}

/** Puts a slot field on a component, removing tab fields for an area slot. */
export function placeInSlot(component: LayoutComponent, slot: Slot): void {
  component.areaId = slot.areaId;
  if (slot.tabId !== undefined && slot.parentId !== undefined) {
    component.parentId = slot.parentId;
    component.tabId = slot.tabId;
  } else {
    delete component.parentId;
    delete component.tabId;
  }
}

/** Checks that a slot exists: its area does, and for a tab slot, its tab container does. */
export function assertSlot(doc: LayoutDocument, slot: Slot): void {
  const areas = doc.grid_config?.areas ?? [];
  if (!areas.some((a) => a.id === slot.areaId)) throw new Error(`No area with id "${slot.areaId}"`);
  if (slot.parentId !== undefined && slot.tabId !== undefined) {
    const parent = findComponent(doc, slot.parentId);
    if (!parent) throw new Error(`No tab container with id "${slot.parentId}"`);
    if (parent.areaId !== slot.areaId) {
      throw new Error(`Tab container "${slot.parentId}" is not in area "${slot.areaId}"`);
    }
  }
}

/**
 * Inserts `component` (already placed in `slot`) at `index` among the slot's others. It takes
 * an order between its new neighbours, so no other component changes (one edit re-renders one
 * component); the slot is renumbered 0..n-1 only when there is no room between them (ties
 * from older documents, or after very many inserts at one place).
 */
export function insertAt(
  doc: LayoutDocument,
  component: LayoutComponent,
  slot: Slot,
  index?: number,
): void {
  const siblings = slotChildren(doc, slot).filter((c) => c.id !== component.id);
  const at = index === undefined ? siblings.length : Math.max(0, Math.min(index, siblings.length));
  const before = siblings[at - 1]?.order;
  const after = siblings[at]?.order;
  let order: number;
  if (before === undefined && after === undefined) order = 0;
  else if (before === undefined) order = after! - 1;
  else if (after === undefined) order = Math.floor(before) + 1;
  else order = (before + after) / 2;
  const fits =
    Number.isFinite(order) &&
    (before === undefined || order > before) &&
    (after === undefined || order < after) &&
    (before === undefined || after === undefined || after - before > 1e-6);
  if (fits) {
    if (component.order !== order) component.order = order;
    return;
  }
  siblings.splice(at, 0, component);
  renumber(siblings);
}

export function allIds(doc: LayoutDocument): Set<string> {
  const ids = new Set<string>(doc.components.map((c) => c.id));
  for (const area of doc.grid_config?.areas ?? []) ids.add(area.id);
  return ids;
}
