import type { LayoutComponent } from '../schema/layout/component';
import type { Slot } from './RenderContext';

export function slotKey(slot: Slot): string {
  return `${slot.areaId}|${slot.parentId ?? ''}|${slot.tabId ?? ''}`;
}

/** The slot a component sits in: an area, or a tab (of its parent tab container). */
export function slotOf(component: LayoutComponent): Slot {
  if (component.tabId === undefined) return { areaId: component.areaId };
  return { areaId: component.areaId, parentId: component.parentId, tabId: component.tabId };
}

/** Whether two components sit in the same slot (slotOf's rule, without building either slot). */
export function inSameSlot(a: LayoutComponent, b: LayoutComponent): boolean {
  if (a.areaId !== b.areaId) return false;
  if (a.tabId === undefined) return b.tabId === undefined;
  return a.tabId === b.tabId && a.parentId === b.parentId;
}

/** Components grouped by slot, each list sorted by order (ties keep document order). */
export function groupBySlot(
  components: readonly LayoutComponent[],
): Map<string, LayoutComponent[]> {
  const groups = new Map<string, LayoutComponent[]>();
  for (const component of components) {
    const key = slotKey(slotOf(component));
    const list = groups.get(key);
    if (list) list.push(component);
    else groups.set(key, [component]);
  }
  for (const list of groups.values()) list.sort((a, b) => a.order - b.order);
  return groups;
}
