import { MISSING_KEY } from '../errors';
import type { RequestFn } from '../request';

export interface ApiContext {
  request: RequestFn;
  apiKey: string | null | undefined;
}

export function requireKey(ctx: ApiContext, area: keyof typeof MISSING_KEY): void {
  if (!ctx.apiKey) throw new Error(MISSING_KEY[area]);
}

export const enc = encodeURIComponent;

/** A 404 on a list path comes back as [] (foundation); typed list calls give an empty page. */
export function emptyPage<T>(
  limit = 0,
  offset = 0,
): {
  data: T[];
  pagination: { next: null; prev: null; limit: number; offset: number; total_count: number };
} {
  return { data: [], pagination: { next: null, prev: null, limit, offset, total_count: 0 } };
}

export function asPage<T>(value: unknown, limit?: number, offset?: number) {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'data' in value) {
    return value as ReturnType<typeof emptyPage<T>>;
  }
  return emptyPage<T>(limit, offset);
}
