import type { ActivityListQuery } from '../../schema/entities/activity';
import type { Pagination } from '../../schema/entities/pagination';
import type { SortOrder } from './schema';

export interface FeedQueryInput {
  collectionSlug: string | null | undefined;
  tokenId: string | null | undefined;
  pageSize: number;
  /** Zero-based page. */
  page: number;
  sortOrder: SortOrder;
}

/**
 * blocks.md Fetch activities: collection_slug, token_id, limit, offset, order, order_by.
 * Newest first is order desc, oldest first is order asc, by created_at. A token page shows its
 * token's posts; a collection page shows the whole collection's.
 */
export function feedQuery({
  collectionSlug,
  tokenId,
  pageSize,
  page,
  sortOrder,
}: FeedQueryInput): Partial<ActivityListQuery> {
  const query: Partial<ActivityListQuery> = {
    limit: pageSize,
    offset: Math.max(0, page) * pageSize,
    order: sortOrder === 'oldest' ? 'asc' : 'desc',
    order_by: 'created_at',
  };
  if (collectionSlug) query.collection_slug = collectionSlug;
  if (tokenId) query.token_id = tokenId;
  return query;
}

export interface PageInfo {
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** Where a page sits among all pages, from the response's pagination. */
export function pageInfo(
  pagination: Pagination | undefined,
  page: number,
  pageSize: number,
): PageInfo {
  const total = pagination?.total_count ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const offset = pagination?.offset ?? page * pageSize;
  return {
    page,
    pageCount,
    hasPrevious: page > 0,
    hasNext: pagination ? pagination.next !== null || offset + pageSize < total : false,
  };
}
