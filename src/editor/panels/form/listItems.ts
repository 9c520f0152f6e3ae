import type { FieldHint } from '../../../components/panelHints';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The object shape of a list's items: the schema itself, or — for a list of "an object or a
 * reference" (a block, or the id of one kept elsewhere) — its object option, so an added block is completed like any other item.
 */
function objectOption(items: Json): Json {
  if (isRecord(items.properties)) return items;
  const options = Array.isArray(items.anyOf)
    ? items.anyOf
    : Array.isArray(items.oneOf)
      ? items.oneOf
      : [];
  return (
    (options.find((option) => isRecord(option) && isRecord(option.properties)) as Json) ?? items
  );
}

/**
 * The next free id for a list, as its hint says (`FieldHint.newItemId`); without one,
 * `${singular of the key}-${n}`.
 */
function freshId(listKey: string, hint: FieldHint | undefined, taken: Set<string>): string {
  const rule = hint?.newItemId;
  if (rule?.random) {
    for (;;) {
      const id = `${rule.prefix}${Math.random().toString(36).slice(2, 7)}`;
      if (!taken.has(id)) return id;
    }
  }
  const prefix = rule ? rule.prefix : `${listKey.replace(/s$/, '')}-`;
  for (let n = 1; ; n++) {
    const id = `${prefix}${n}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * An added item gets its schema's defaults (a new link reads Type "Custom", Target "New tab"):
 * the form fills only required defaults, and with the schema's input every defaulted field is
 * optional, so rjsf left them empty while the document (parsed by zod) held the defaults.
 */
export function withDefaults(schema: Json, item: unknown): unknown {
  if (!isRecord(schema.properties) || !isRecord(item)) return item;
  let out: Json | null = null;
  for (const [name, child] of Object.entries(schema.properties)) {
    // An id is numbered below, not defaulted: a schema's default id is the same for every item.
    if (name === 'id' || !isRecord(child) || !('default' in child) || item[name] !== undefined)
      continue;
    out ??= { ...item };
    out[name] = structuredClone(child.default);
  }
  return out ?? item;
}

/**
 * Items of a list whose schema has an `id` get one when added (rjsf fills only defaults), and a
 * copy of an id already in the list is renumbered: ids are how tabs, containers and share
 * platforms are referenced, so they must be unique within their list. Every added item gets
 * its schema's defaults (`withDefaults`). How ids are made and whether an item's order follows
 * its position are the list's hints (`newItemId`, `ordersItems`), keyed like every hint.
 */
export function completeListItems(
  schema: Json,
  value: unknown,
  hints?: Record<string, FieldHint>,
  path: readonly string[] = [],
): unknown {
  if (schema.type === 'object' && isRecord(schema.properties) && isRecord(value)) {
    let changed = false;
    const out: Json = { ...value };
    for (const [name, child] of Object.entries(schema.properties)) {
      if (!isRecord(child) || !(name in value)) continue;
      const next = completeListItems(child, value[name], hints, [...path, name]);
      if (next !== value[name]) {
        out[name] = next;
        changed = true;
      }
    }
    return changed ? out : value;
  }
  if (schema.type === 'array' && isRecord(schema.items) && Array.isArray(value)) {
    const items = objectOption(schema.items);
    const key = path[path.length - 1] ?? '';
    const hint = hints?.[path.join('.')];
    const hasId = isRecord(items.properties) && 'id' in items.properties;
    let changed = false;
    const taken = new Set<string>();
    if (hasId)
      for (const item of value)
        if (isRecord(item) && item.id !== undefined && item.id !== '') taken.add(String(item.id));
    const seen = new Set<string>();
    const out = value.map((item, index) => {
      const placed =
        hint?.ordersItems && isRecord(item) && item.order === undefined
          ? { ...item, order: index }
          : item;
      let next = isRecord(placed)
        ? completeListItems(items, withDefaults(items, placed), hints, [...path, '*'])
        : placed;
      if (hasId && isRecord(next)) {
        const id = next.id === undefined || next.id === '' ? undefined : String(next.id);
        if (id === undefined || seen.has(id)) {
          const fresh = freshId(key, hint, taken);
          taken.add(fresh);
          next = { ...next, id: fresh };
        }
        seen.add(String((next as Json).id));
      }
      if (next !== item) changed = true;
      return next;
    });
    return changed ? out : value;
  }
  return value;
}
