import { unknownComponentLabel } from '../schema/componentTypes';
import type { ComponentRenderProps } from '../components/types';

/** foundation.md: unknown types render the capitalised type name followed by Component. */
export function UnknownComponent({ component }: ComponentRenderProps) {
  return <div className="one-unknown-component">{unknownComponentLabel(component.type)}</div>;
}
