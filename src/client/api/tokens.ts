import type { Pagination } from '../../schema/entities/pagination';
import type { AdminToken, TokenPatch, TokensCreate } from '../../schema/entities/tokenAdmin';
import { asPage, enc, type ApiContext } from './shared';

/** A 404 on these paths comes back as [] or null from `request`: an object or nothing. */
const objectOrNull = <T>(value: unknown): T | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as T) : null;

/** Secret key: a collection's tokens with their tap codes, and the tap URLs to write in tags. */
export function tokensApi(ctx: ApiContext) {
  return {
    /** N numbered tokens from start (else after the highest number); null for no collection. */
    async create(collectionId: string, body: TokensCreate) {
      const result = await ctx.request<unknown>(
        'POST',
        `/v1/collections/${enc(collectionId)}/tokens`,
        {
          body,
        },
      );
      return objectOrNull<{ created: number; data: AdminToken[] }>(result);
    },
    /** A CSV file (token_id plus attribute columns); a bad row throws, naming line and reason. */
    async importCsv(collectionId: string, csv: string) {
      const result = await ctx.request<unknown>(
        'POST',
        `/v1/collections/${enc(collectionId)}/tokens`,
        {
          text: { contentType: 'text/csv', body: csv },
        },
      );
      return objectOrNull<{ created: number; data: AdminToken[] }>(result);
    },
    async list(
      collectionId: string,
      query: { limit?: number; offset?: number } = {},
      signal?: AbortSignal,
    ): Promise<{ data: AdminToken[]; pagination: Pagination }> {
      const result = await ctx.request<unknown>(
        'GET',
        `/v1/collections/${enc(collectionId)}/tokens`,
        {
          query,
          signal,
        },
      );
      return asPage<AdminToken>(result, query.limit ?? 100, query.offset ?? 0);
    },
    /** One token's own attributes and images, by its numeric id. */
    async update(id: number, body: TokenPatch) {
      return objectOrNull<AdminToken>(
        await ctx.request<unknown>('PATCH', `/v1/tokens/${id}`, { body }),
      );
    },
    /** A new tap code; the old one stops working at once. */
    async rotateCode(id: number) {
      return objectOrNull<AdminToken>(
        await ctx.request<unknown>('POST', `/v1/tokens/${id}/rotate-code`),
      );
    },
    /** The token's short URL as a QR code, SVG text. */
    async tapQrSvg(id: number): Promise<string | null> {
      const result = await ctx.request<unknown>('GET', `/v1/tokens/${id}/tap-qr.svg`);
      return typeof result === 'string' ? result : null;
    },
    /** token_id,short_code,short_url for every token, as CSV text. */
    async tapUrlsCsv(collectionId: string): Promise<string | null> {
      const result = await ctx.request<unknown>(
        'GET',
        `/v1/collections/${enc(collectionId)}/tap-urls.csv`,
      );
      return typeof result === 'string' ? result : null;
    },
  };
}
