import type { ComponentType as ReactComponentType } from 'react';
import type { z } from 'zod';
import type { ComponentSchemaDefinition } from '../schema/componentSchema';
import type { LayoutComponent } from '../schema/layout/component';
import type { PanelHints } from './panelHints';

type RecordSchema = z.ZodType<Record<string, unknown>>;

/** What every component renderer receives: its validated data and styles. */
export interface ComponentRenderProps<
  Data = Record<string, unknown>,
  Styles = Record<string, unknown>,
> {
  data: Data;
  styles: Styles;
  /** The placed component (id, type, area, tab…), for components that render children. */
  component: LayoutComponent;
  /** Builder mode: empty states invite action, previews only, links do not navigate. */
  builder: boolean;
}

/**
 * A component type: its React-free schema half plus its renderer, static CSS and panel hints
 * (its icon is in componentIcons.ts, which the editor reads without loading the type). Each
 * `src/components/<type>/definition.ts(x)` exports one; registry.ts lists them.
 */
export interface ComponentDefinition<
  C extends RecordSchema = RecordSchema,
  S extends RecordSchema = RecordSchema,
> extends ComponentSchemaDefinition<C, S> {
  Render: ReactComponentType<ComponentRenderProps<z.output<C>, z.output<S>>>;
  /** Static CSS for the type's `one-` classes, emitted once per page that uses the type. */
  css?: string;
  panel?: PanelHints;
  /** False for types built by a later issue: they render the unknown-type placeholder. */
  implemented?: boolean;
}

export type AnyComponentDefinition = ComponentDefinition;

export function defineComponent<C extends RecordSchema, S extends RecordSchema>(
  definition: ComponentDefinition<C, S>,
): AnyComponentDefinition {
  // Render's props are contravariant in data/styles; the renderer only ever passes data that
  // this same definition's schemas produced, so widening here is sound.
  return definition as unknown as AnyComponentDefinition;
}
