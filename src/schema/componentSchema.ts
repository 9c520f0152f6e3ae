import type { z } from 'zod';
import { builtOnce } from './builtOnce';

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

/**
 * A component type's schemas as its module writes them: the content and style schemas as
 * functions that build them, so a type's schemas are built the first time they are read, not
 * when the module loads. The editor loads every type's module to list them; it reads the
 * schemas of the types its layout uses, and the others when the owner adds or edits one.
 */
export interface ComponentSchemaSource<
  C extends z.ZodType<Record<string, unknown>>,
  S extends z.ZodType<Record<string, unknown>>,
> extends Omit<ComponentSchemaDefinition<C, S>, 'content' | 'style'> {
  content: () => C;
  style: () => S;
}

export function defineComponentSchema<
  C extends z.ZodType<Record<string, unknown>>,
  S extends z.ZodType<Record<string, unknown>>,
>(source: ComponentSchemaSource<C, S>): ComponentSchemaDefinition<C, S> {
  const content = builtOnce(source.content);
  const style = builtOnce(source.style);
  return {
    type: source.type,
    label: source.label,
    group: source.group,
    description: source.description,
    get content() {
      return content();
    },
    get style() {
      return style();
    },
  };
}

export type ComponentSchemaLookup = (type: string) => ComponentSchemaDefinition | undefined;
