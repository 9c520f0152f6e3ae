import { getComponentSchema } from '../../components/schemaRegistry';
import { unknownComponentLabel } from '../../schema/componentTypes';
import type { LayoutComponent } from '../../schema/layout/component';

/** What the owner calls a component: its own name, else its type's label. */
export function componentLabel(component: Pick<LayoutComponent, 'name' | 'type'>): string {
  return (
    component.name ||
    getComponentSchema(component.type)?.label ||
    unknownComponentLabel(component.type)
  );
}
