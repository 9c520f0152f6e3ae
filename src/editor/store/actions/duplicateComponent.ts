import type { LayoutComponent } from '../../../schema/layout/component';
import type { LayoutDocument } from '../../../schema/layout/document';
import { slotOf } from '../../../renderer/slots';
import { allIds, descendantsOf, insertAt, requireComponent, slotChildren } from './tree';

/** A deep copy of plain JSON data (component records are JSON by schema). */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * Copies a component right after itself, with the components in its tabs (new ids, parent
 * links remapped). `makeId` is given the set of ids in use. Returns the copy's id.
 */
export function duplicateComponent(
  doc: LayoutDocument,
  id: string,
  makeId: (prefix: string, taken: ReadonlySet<string>) => string,
): string {
  const original = requireComponent(doc, id);
  const taken = allIds(doc);
  const idMap = new Map<string, string>();
  const fresh = (old: string) => {
    const next = makeId('c', taken);
    taken.add(next);
    idMap.set(old, next);
    return next;
  };
  const copy: LayoutComponent = { ...cloneJson(original), id: fresh(original.id) };
  const copies: LayoutComponent[] = descendantsOf(doc, id).map((child) => ({
    ...cloneJson(child),
    id: fresh(child.id),
  }));
  for (const child of copies) child.parentId = idMap.get(child.parentId!) ?? child.parentId;
  const slot = slotOf(original);
  const index = slotChildren(doc, slot).findIndex((c) => c.id === id) + 1;
  doc.components.push(copy, ...copies);
  const placed = doc.components[doc.components.length - 1 - copies.length]!;
  insertAt(doc, placed, slot, index);
  return copy.id;
}
