import { withDefaults } from './listItems';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object with its schema's defaults, and so on for each object it holds. */
function withDefaultsDeep(schema: Json, value: Json): Json {
  const filled = withDefaults(schema, value) as Json;
  if (!isRecord(schema.properties)) return filled;
  let out: Json | null = null;
  for (const [name, child] of Object.entries(schema.properties)) {
    if (!isRecord(child) || !isRecord(filled[name])) continue;
    const next = withDefaultsDeep(child, filled[name]);
    if (next === filled[name]) continue;
    out ??= { ...filled };
    out[name] = next;
  }
  return out ?? filled;
}

/**
 * An optional object the form has just started (a visibility window whose date was set) gets
 * its schema's defaults, as the document will hold them once parsed: the form fills only
 * required defaults, and with the schema's input every defaulted field is optional, so its
 * other fields (the window's hour and minute) showed empty while the document held 12:00 AM.
 * Only objects that were not there before are filled, so a field the owner empties stays empty.
 */
export function completeNewObjects(schema: Json, previous: unknown, next: unknown): unknown {
  if (!isRecord(schema.properties) || !isRecord(next)) return next;
  const before = isRecord(previous) ? previous : {};
  let out: Json | null = null;
  for (const [name, child] of Object.entries(schema.properties)) {
    const value = next[name];
    if (!isRecord(child) || child.type !== 'object' || !isRecord(value)) continue;
    const filled = isRecord(before[name])
      ? completeNewObjects(child, before[name], value)
      : withDefaultsDeep(child, value);
    if (filled === value) continue;
    out ??= { ...next };
    out[name] = filled;
  }
  return out ?? next;
}
