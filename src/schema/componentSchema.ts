import type { z } from 'zod';

export type ComponentGroup = 'Text' | 'Media' | 'Layout' | 'Actions' | 'Product' | 'Community';

/**
 * The React-free half of a component type: what the server, parseLayout and the editor's forms
 * need. Each `src/components/<type>/schema.ts` exports one of these.
 * `content.parse({})` and `style.parse({})` must succeed: they are the type's defaults.
 */
export interface ComponentSchemaDefinition<
  C extends z.ZodType<Record<string, unknown>> = z.ZodType<Record<string, unknown>>,
  S extends z.ZodType<Record<string, unknown>> = z.ZodType<Record<string, unknown>>,
> {
  type: string;
  label: string;
  group: ComponentGroup;
  description: string;
  content: C;
  style: S;
}

export function defineComponentSchema<
  C extends z.ZodType<Record<string, unknown>>,
  S extends z.ZodType<Record<string, unknown>>,
>(definition: ComponentSchemaDefinition<C, S>): ComponentSchemaDefinition<C, S> {
  return definition;
}

export type ComponentSchemaLookup = (type: string) => ComponentSchemaDefinition | undefined;
