import { activityFeedSchema, type ActivityFeedData } from './schema';

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge(base: PlainObject, override: PlainObject): PlainObject {
  const merged: PlainObject = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined || value === null) continue;
    const current = merged[key];
    merged[key] =
      isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return merged;
}

/** Drops the override value at `path`, so one bad setting does not discard the others. */
function dropPath(target: PlainObject, path: readonly PropertyKey[]): boolean {
  let node: unknown = target;
  for (let i = 0; i < path.length - 1; i++) {
    if (!isPlainObject(node)) return false;
    node = node[path[i] as string];
  }
  const last = path[path.length - 1];
  if (!isPlainObject(node) || last === undefined || !(String(last) in node)) return false;
  delete node[String(last)];
  return true;
}

/** Collections may store the API's words for the order (: newest is desc, oldest is asc). */
function normaliseSortOrder(settings: PlainObject): void {
  const feed = settings.feed;
  if (!isPlainObject(feed)) return;
  if (feed.sortOrder === 'desc') feed.sortOrder = 'newest';
  else if (feed.sortOrder === 'asc') feed.sortOrder = 'oldest';
}

/**
 * blocks.md: the collection's activity_settings override the block's data. The override is
 * merged field by field; a value that does not fit the schema is ignored with a warning and the
 * block's own value stays.
 */
export function mergeFeedSettings(
  data: ActivityFeedData,
  activitySettings: Record<string, unknown> | null | undefined,
): ActivityFeedData {
  if (!isPlainObject(activitySettings) || Object.keys(activitySettings).length === 0) return data;
  const override = structuredClone(activitySettings);
  normaliseSortOrder(override);
  for (let attempt = 0; attempt < 50; attempt++) {
    const result = activityFeedSchema.content.safeParse(deepMerge(data as PlainObject, override));
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    console.warn(
      `Ignoring the collection's activity setting "${issue?.path.join('.')}": ${issue?.message}`,
    );
    if (!issue || !dropPath(override, issue.path)) return data;
  }
  return data;
}
