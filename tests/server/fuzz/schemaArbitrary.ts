/**
 * fast-check arbitraries derived from the JSON Schemas of an OpenAPI document.
 *
 * No maintained JSON-Schema→fast-check library exists for fast-check 4 (json-schema-fast-check
 * pins fast-check 1 and faker 4; zod-fast-check reads zod 3), and the server's document uses a
 * small subset of JSON Schema, so this covers that subset: type (one or a list), enum, const,
 * anyOf/oneOf/allOf, properties/required/additionalProperties, items/minItems/maxItems,
 * minLength/maxLength/pattern/format, minimum/maximum. An empty schema ({}) is any JSON value.
 *
 * Values that fit a schema reach the handlers behind validation; so that they also meet real
 * rows (the demo collection, a visitor's token, a layout's current revision), a `ValuePool`
 * offers values by property name, mixed in beside the generated ones.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** Real values by property or parameter name (e.g. `collection_slug` → ['demo']). */
export type ValuePool = Readonly<Record<string, readonly unknown[]>>;

/** Bounds that keep one generated request small; hostile sizes come from hostile.ts. */
const MAX_STRING = 40;
const MAX_ITEMS = 4;

/** Any JSON value, for `{}` schemas (the layout document). */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'binary':
      return fc.string({ maxLength: MAX_STRING });
    default:
      return fc.string({ minLength, maxLength, unit: 'grapheme' });
  }
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? min + 1e6;
  if (integer) {
    return fc.integer({
      min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)),
      max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)),
    });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectFor(schema: JsonSchema, pool: ValuePool): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties))
    model[name] = arbitraryFor(property, pool, name);
  const known = fc.record(model, { requiredKeys: required.filter((k) => k in model) });
  const extra = schema.additionalProperties;
  if (!extra) return known;
  const extraValue = extra === true ? anyJson : arbitraryFor(extra, pool);
  return fc
    .tuple(
      known,
      fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), extraValue, { maxKeys: 3 }),
    )
    .map(([a, b]) => ({ ...b, ...a }));
}

function typedArbitrary(type: string, schema: JsonSchema, pool: ValuePool): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryFor(schema.items, pool) : anyJson, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(
          schema.minItems ?? 0,
          Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS),
        ),
      });
    case 'object':
      return objectFor(schema, pool);
    default:
      return anyJson;
  }
}

/**
 * An arbitrary of values that fit `schema`. `name` is the property or parameter the value is
 * for: when the pool has real values under that name, they are offered half of the time.
 */
export function arbitraryFor(
  schema: JsonSchema,
  pool: ValuePool = {},
  name?: string,
): fc.Arbitrary<unknown> {
  const fromSchema = schemaOnly(schema, pool);
  const real = name ? pool[name] : undefined;
  if (!real || real.length === 0) return fromSchema;
  return fc.oneof(fc.constantFrom(...real), fromSchema);
}

function schemaOnly(schema: JsonSchema, pool: ValuePool): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s) => arbitraryFor(s, pool)));
  if (schema.allOf) {
    // The document's allOf only narrows one object; merging the parts is enough here.
    const merged = schema.allOf.reduce<JsonSchema>(
      (acc, part) => ({
        ...acc,
        ...part,
        properties: { ...acc.properties, ...part.properties },
        required: [...(acc.required ?? []), ...(part.required ?? [])],
      }),
      {},
    );
    return arbitraryFor(merged, pool);
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? objectFor(schema, pool) : anyJson;
  return fc.oneof(...types.map((t) => typedArbitrary(t, schema, pool)));
}
