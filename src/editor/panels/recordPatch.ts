type Json = Record<string, unknown>;

/**
 * The shallow patch that turns `before` into `after` for the store's merge actions: changed keys
 * with their new value, removed keys as undefined.
 */
export function recordPatch(before: Json, after: Json): Json {
  const patch: Json = {};
  for (const [key, value] of Object.entries(after)) {
    if (before[key] !== value) patch[key] = value;
  }
  for (const key of Object.keys(before)) {
    if (!(key in after) || after[key] === undefined) patch[key] = undefined;
  }
  return patch;
}
