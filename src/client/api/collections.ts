import type { Collection, CollectionDetail } from '../../schema/entities/collection';
import type { Pagination } from '../../schema/entities/pagination';
import { asPage, enc, type ApiContext } from './shared';

export interface CollectionListQuery {
  limit?: number;
  offset?: number;
  [key: string]: string | number | boolean | null | undefined;
}

export interface CollectionGetOptions {
  token_id?: string | null;
  include_layout?: boolean;
  /** A specific layout's published document instead of the collection's own (success layouts). */
  layout_id?: string | null;
  signal?: AbortSignal;
}

export function collectionsApi(ctx: ApiContext) {
  return {
    async list(
      query: CollectionListQuery = {},
      signal?: AbortSignal,
    ): Promise<{ data: Collection[]; pagination: Pagination }> {
      const result = await ctx.request<unknown>('GET', '/v1/collections', { query, signal });
      return asPage<Collection>(result, Number(query.limit ?? 20), Number(query.offset ?? 0));
    },
    /** Secret key: chooses the layout the collection's pages show (its published revision). */
    update(id: string, body: { layout_id: string | null }) {
      return ctx.request<CollectionDetail>('PUT', `/v1/collections/${enc(id)}`, { body });
    },
    /** id may be the collection's id or slug; null when there is no such collection. */
    async get(id: string, options: CollectionGetOptions = {}): Promise<CollectionDetail | null> {
      const result = await ctx.request<unknown>('GET', `/v1/collections/${enc(id)}`, {
        query: {
          token_id: options.token_id,
          include_layout: options.include_layout ? true : undefined,
          layout_id: options.layout_id,
        },
        signal: options.signal,
      });
      return result && typeof result === 'object' && !Array.isArray(result)
        ? (result as CollectionDetail)
        : null;
    },
  };
}
