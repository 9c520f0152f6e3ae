import type { LayoutComponent } from '../../../schema/layout/component';
import type { LayoutDocument } from '../../../schema/layout/document';
import type { Slot } from '../types';
import { cloneJson } from './duplicateComponent';
import { allIds, assertSlot, findComponent, insertAt, normaliseSlot } from './tree';

/**
 * Pastes copied components (roots and the components in their tabs) into `slot` at `index`.
 * Every pasted component gets a new id; parent links inside the group are remapped. Returns
 * the new ids of the roots, in order.
 */
export function pasteComponents(
  doc: LayoutDocument,
  components: readonly LayoutComponent[],
  slot: Slot,
  index: number | undefined,
  makeId: (prefix: string, taken: ReadonlySet<string>) => string,
): string[] {
  const target = normaliseSlot(slot);
  assertSlot(doc, target);
  const taken = allIds(doc);
  const idMap = new Map<string, string>();
  for (const component of components) {
    const next = makeId('c', taken);
    taken.add(next);
    idMap.set(component.id, next);
  }
  const isRoot = (c: LayoutComponent) =>
    c.parentId === undefined || !idMap.has(c.parentId) || c.tabId === undefined;
  const roots = components.filter(isRoot).sort((a, b) => a.order - b.order);
  const rootIds: string[] = [];
  let at = index;
  for (const root of roots) {
    const copy: LayoutComponent = { ...cloneJson(root), id: idMap.get(root.id)! };
    delete copy.parentId;
    delete copy.tabId;
    copy.areaId = target.areaId;
    if (target.parentId !== undefined) {
      copy.parentId = target.parentId;
      copy.tabId = target.tabId;
    }
    doc.components.push(copy);
    insertAt(doc, findComponent(doc, copy.id)!, target, at);
    if (at !== undefined) at++;
    rootIds.push(copy.id);
  }
  // Nested components keep their tab and follow their (new) parent into the target area.
  for (const child of components.filter((c) => !isRoot(c))) {
    const copy: LayoutComponent = {
      ...cloneJson(child),
      id: idMap.get(child.id)!,
      parentId: idMap.get(child.parentId!)!,
      areaId: target.areaId,
    };
    doc.components.push(copy);
  }
  return rootIds;
}
