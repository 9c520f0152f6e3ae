import { getComponentSchema } from '../../../components/schemaRegistry';
import type { LayoutComponent } from '../../../schema/layout/component';
import type { LayoutDocument } from '../../../schema/layout/document';
import type { Slot } from '../types';
import { assertSlot, insertAt, normaliseSlot } from './tree';

/** A new component of `type` with its schema defaults, as the palette creates it. */
export function createComponent(type: string, id: string, slot: Slot): LayoutComponent {
  const schema = getComponentSchema(type);
  if (!schema) throw new Error(`Unknown component type "${type}"`);
  const component: LayoutComponent = {
    id,
    type,
    areaId: slot.areaId,
    order: 0,
    data: schema.content.parse({}),
    styles: schema.style.parse({}),
    visibility: { mobile: true, tablet: true, desktop: true },
  };
  if (slot.parentId !== undefined && slot.tabId !== undefined) {
    component.parentId = slot.parentId;
    component.tabId = slot.tabId;
  }
  return component;
}

/** Adds a component of `type` to `slot` at `index` (the end when absent). */
export function addComponent(
  doc: LayoutDocument,
  type: string,
  slot: Slot,
  id: string,
  index?: number,
): void {
  const target = normaliseSlot(slot);
  assertSlot(doc, target);
  const component = createComponent(type, id, target);
  doc.components.push(component);
  insertAt(doc, doc.components[doc.components.length - 1]!, target, index);
}
