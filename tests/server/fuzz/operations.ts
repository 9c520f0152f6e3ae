/** The operations of an OpenAPI document, as the fuzzer needs them. */
import type { JsonSchema } from './schemaArbitrary';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** 'POST /v1/layouts/{id}/publish' */
  id: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: { contentType: string; schema: JsonSchema; required: boolean } | null;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const content = Object.entries(operation.requestBody?.content ?? {})[0];
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((p) => ({
          ...p,
          required: Boolean(p.required),
          schema: p.schema ?? {},
        })),
        body: content
          ? {
              contentType: content[0],
              schema: content[1].schema ?? {},
              required: Boolean(operation.requestBody?.required),
            }
          : null,
      });
    }
  }
  return operations;
}

/** The operation's path with each {param} replaced by its (already encoded) value. */
export function fillPath(operation: Operation, values: Record<string, string>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');
}

export interface Field {
  path: string[];
  schema: JsonSchema;
}

/** Every property in a schema's objects, as a path (one level into arrays' items). */
export function fieldsOf(schema: JsonSchema, prefix: string[] = [], depth = 0): Field[] {
  if (depth > 3) return [];
  const out: Field[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, name];
    out.push({ path, schema: property });
    out.push(...fieldsOf(property, path, depth + 1));
    if (property.items) out.push(...fieldsOf(property.items, [...path, '0'], depth + 1));
  }
  return out;
}

/** The JSON types a schema takes ('any' for an empty schema). */
export function typesOf(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  const add = (s: JsonSchema) => {
    if (s.type) for (const t of [s.type].flat()) types.add(t);
    if (s.enum) for (const v of s.enum) types.add(typeof v);
    for (const part of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) add(part);
    if (s.properties) types.add('object');
  };
  add(schema);
  if (types.size === 0) types.add('any');
  return types;
}

/**
 * Does the operation take a row away from what the other operations read (a DELETE, or the
 * archiving of a collection, which hides it from visitors)? Such an operation is given only the
 * ids of rows made to be removed, runs last in the sweep, and is left out of the header pass, so
 * the demo collection and layout stay for everything else.
 */
export function removesRow(operation: Pick<Operation, 'method' | 'path'>): boolean {
  return operation.method === 'DELETE' || operation.path.endsWith('/archive');
}
