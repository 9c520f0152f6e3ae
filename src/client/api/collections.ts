import type { Collection, CollectionDetail } from '../../schema/entities/collection';
import type { CollectionCreate, CollectionPatch } from '../../schema/entities/collectionWrite';
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
    /** Secret key: a new collection (slug: lowercase letters, digits, hyphens, 1–64). */
    create(body: CollectionCreate) {
      return ctx.request<Collection>('POST', '/v1/collections', { body });
    },
    /** Secret key: changes only the fields sent; a new slug keeps the old one answering. */
    patch(id: string, body: CollectionPatch) {
      return ctx.request<Collection>('PATCH', `/v1/collections/${enc(id)}`, { body });
    },
    /** Secret key: hides the collection from visitors (PATCH archived: false brings it back). */
    archive(id: string) {
      return ctx.request<Collection>('POST', `/v1/collections/${enc(id)}/archive`);
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
