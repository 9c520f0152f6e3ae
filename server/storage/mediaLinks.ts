const UPLOAD_PATH = /^\/uploads\/([A-Za-z0-9_.-]+)$/;

/**
 * A copy of `value` in which every string that is an upload's address on this server
 * (`/uploads/name`) points at `base` (MEDIA_BASE_URL, ending in '/') instead: visitors then
 * fetch files straight from the public bucket or CDN. Other strings are left as they are.
 */
export function linkMediaTo<T>(value: T, base: string): T {
  return rewrite(value, base) as T;
}

function rewrite(value: unknown, base: string): unknown {
  if (typeof value === 'string') {
    const match = UPLOAD_PATH.exec(value);
    return match ? `${base}${match[1]}` : value;
  }
  if (Array.isArray(value)) return value.map((item) => rewrite(item, base));
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = rewrite(item, base);
    return copy;
  }
  return value;
}
