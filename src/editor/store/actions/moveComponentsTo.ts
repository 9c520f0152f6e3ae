import type { LayoutComponent } from '../../../schema/layout/component';
import type { LayoutDocument } from '../../../schema/layout/document';
import type { Slot } from '../types';
import { moveComponent } from './moveComponent';
import { findComponent, normaliseSlot, slotChildren } from './tree';

/** Where a tab (or a block-grid container) sits among its parent's, for reading order. */
function tabPosition(parent: LayoutComponent | undefined, tabId: string): number {
  const data = parent?.data as { tabs?: unknown; containers?: unknown } | undefined;
  const list = Array.isArray(data?.tabs)
    ? data.tabs
    : Array.isArray(data?.containers)
      ? data.containers
      : [];
  const index = list.findIndex((item) => (item as { id?: unknown } | null)?.id === tabId);
  return index < 0 ? list.length : index;
}

/**
 * A component's place in reading order, as the layers panel lists it: its area's position,
 * then from the outermost container inwards each one's order (and the tab it sits in).
 */
function readingKey(doc: LayoutDocument, id: string): number[] {
  const areas = doc.grid_config?.areas ?? [];
  const key: number[] = [];
  let component = findComponent(doc, id);
  const seen = new Set<string>();
  while (component && !seen.has(component.id)) {
    seen.add(component.id);
    key.unshift(component.order ?? 0);
    if (component.parentId === undefined) break;
    const parent = findComponent(doc, component.parentId);
    key.unshift(tabPosition(parent, component.tabId ?? ''));
    component = parent;
  }
  key.unshift(areas.findIndex((a) => a.id === component?.areaId));
  return key;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return a[i]! - b[i]!;
  }
  return a.length - b.length;
}

/** `ids` in reading order (the order the owner sees them in, on the canvas and in the layers). */
export function inReadingOrder(doc: LayoutDocument, ids: readonly string[]): string[] {
  const keys = new Map(ids.map((id) => [id, readingKey(doc, id)]));
  return [...ids].sort((a, b) => compareKeys(keys.get(a)!, keys.get(b)!));
}

/**
 * Moves a group of components together to where one of them (`draggedId`) is dropped: `index`
 * is the place among the slot's components other than the dragged one, as for a single move.
 * They land side by side in their reading order, before the first component at or after that
 * place that is not one of them; each takes its nested components along.
 */
export function moveComponentsTo(
  doc: LayoutDocument,
  ids: readonly string[],
  draggedId: string,
  slot: Slot,
  index: number,
): void {
  const target = normaliseSlot(slot);
  const moving = new Set(ids);
  const others = slotChildren(doc, target).filter((c) => c.id !== draggedId);
  const anchor = others.slice(Math.max(0, index)).find((c) => !moving.has(c.id))?.id ?? null;
  for (const id of inReadingOrder(doc, ids)) {
    const siblings = slotChildren(doc, target).filter((c) => c.id !== id);
    const at = anchor === null ? siblings.length : siblings.findIndex((c) => c.id === anchor);
    moveComponent(doc, id, target, at);
  }
}
