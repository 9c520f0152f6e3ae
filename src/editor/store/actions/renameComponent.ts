import type { LayoutDocument } from '../../../schema/layout/document';
import { requireComponent } from './tree';

/** Sets the layers-panel name; an empty name falls back to the type's label. */
export function renameComponent(doc: LayoutDocument, id: string, name: string): void {
  const component = requireComponent(doc, id);
  const trimmed = name.trim().slice(0, 100);
  if (trimmed) component.name = trimmed;
  else delete component.name;
}
