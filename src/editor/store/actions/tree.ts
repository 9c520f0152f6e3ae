import type { LayoutComponent } from '../../../schema/layout/component';
import type { LayoutDocument } from '../../../schema/layout/document';
import { slotKey, slotOf } from '../../../renderer/slots';
import type { Slot } from '../types';
import { indexOfComponent } from '../componentIndex';

/** Small pure helpers over the component list that every action shares. */

/** immer's key for a draft's state (a registered symbol, so it is the same in every copy). */
const DRAFT_STATE = Symbol.for('immer-state');

/**
 * The component list to read ids, slots and orders from. Actions run on an immer draft, and
 * reading every item of a draft array (a `find` over 1,000 components) makes a draft proxy of
 * every item, which immer then has to finalise: ≈ 1–4 ms per edit on the benchmark layout. So
 * the searches read the draft's own items (its copy once changed, else its base: items already
 * drafted stay drafts, so a change made earlier in the same action is seen) and only what is
 * returned is taken from the draft. Pinned immer internals (`copy_`, `base_`); anything
 * unexpected falls back to the draft itself, which is slower but the same result.
 */
function readable(list: LayoutComponent[]): readonly LayoutComponent[] {
  const state = (
    list as unknown as Record<symbol, { copy_?: unknown; base_?: unknown } | undefined>
  )[DRAFT_STATE];
  if (!state) return list;
  const items = state.copy_ ?? state.base_;
  return Array.isArray(items) && items.length === list.length ? (items as LayoutComponent[]) : list;
}

export function findComponent(doc: LayoutDocument, id: string): LayoutComponent | undefined {
  const index = indexOfComponent(readable(doc.components), id);
  return index < 0 ? undefined : doc.components[index];
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

/** Indices (in doc.components) of a slot's components, in order (ties keep document order). */
function slotIndices(doc: LayoutDocument, slot: Slot): number[] {
  const key = slotKey(slot);
  const items = readable(doc.components);
  const indices: number[] = [];
  items.forEach((c, i) => {
    if (slotKey(slotOf(c)) === key) indices.push(i);
  });
  return indices.sort((a, b) => items[a]!.order - items[b]!.order);
}

/** The components of a slot, in order (ties keep document order). */
export function slotChildren(doc: LayoutDocument, slot: Slot): LayoutComponent[] {
  return slotIndices(doc, slot).map((i) => doc.components[i]!);
}

/** Rewrites `order` of a slot's components to 0..n-1 in the given sequence. */
export function renumber(list: readonly LayoutComponent[]): void {
  list.forEach((component, index) => {
    if (component.order !== index) component.order = index;
  });
}

/** Every component nested (at any depth) inside the tab container `id`. */
export function descendantsOf(doc: LayoutDocument, id: string): LayoutComponent[] {
  const items = readable(doc.components);
  const out: LayoutComponent[] = [];
  const queue = [id];
  while (queue.length > 0) {
    const parent = queue.shift();
    items.forEach((component, i) => {
      if (component.parentId === parent && component.tabId !== undefined) {
        out.push(doc.components[i]!);
        queue.push(component.id);
      }
    });
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
  // Orders are read from the plain items; drafts are taken only if the slot is renumbered.
  const items = readable(doc.components);
  const siblings = slotIndices(doc, slot).filter((i) => items[i]!.id !== component.id);
  const at = index === undefined ? siblings.length : Math.max(0, Math.min(index, siblings.length));
  const before = items[siblings[at - 1] ?? -1]?.order;
  const after = items[siblings[at] ?? -1]?.order;
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
  const drafts = siblings.map((i) => doc.components[i]!);
  drafts.splice(at, 0, component);
  renumber(drafts);
}

export function allIds(doc: LayoutDocument): Set<string> {
  const ids = new Set<string>(readable(doc.components).map((c) => c.id));
  for (const area of doc.grid_config?.areas ?? []) ids.add(area.id);
  return ids;
}
