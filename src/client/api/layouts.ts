import type {
  LayoutCreateBody,
  LayoutRecord,
  LayoutSummary,
  LayoutUpdateBody,
  LayoutVersion,
  LayoutVersionDetail,
} from '../../schema/entities/layoutRecord';
import { enc, type ApiContext } from './shared';

export interface LayoutListQuery {
  collection_id?: string;
  /** A collection's id or slug: only the layouts it may use (its site's). */
  usable_by?: string;
  limit?: number;
  offset?: number;
}

/**
 * Layout calls. `update` with a stale revision rejects with an ApiRequestError whose status is
 * 409 and whose `body.current` is the record as it stands (nothing was overwritten).
 */
export function layoutsApi(ctx: ApiContext) {
  return {
    /** With the secret key: the draft; with the publishable key: the published revision. */
    get(id: string, signal?: AbortSignal) {
      return ctx.request<LayoutRecord | null>('GET', `/v1/layouts/${enc(id)}`, { signal });
    },
    list(query: LayoutListQuery = {}, signal?: AbortSignal) {
      return ctx.request<{ data: LayoutSummary[] } | null>('GET', '/v1/layouts', {
        query: { ...query },
        signal,
      });
    },
    create(body: LayoutCreateBody) {
      return ctx.request<LayoutRecord>('POST', '/v1/layouts', { body });
    },
    update(id: string, body: LayoutUpdateBody) {
      return ctx.request<LayoutRecord>('PUT', `/v1/layouts/${enc(id)}`, { body });
    },
    /**
     * `update` for a caller that keeps the document it sent (the editor's saves): the answer
     * is the record without its document (`Prefer: return=minimal`), so an autosave does not
     * download the page it just uploaded.
     */
    save(id: string, body: LayoutUpdateBody) {
      return ctx.request<LayoutSummary>('PUT', `/v1/layouts/${enc(id)}`, {
        body,
        headers: { prefer: 'return=minimal' },
      });
    },
    delete(id: string) {
      return ctx.request<{ success: boolean } | null>('DELETE', `/v1/layouts/${enc(id)}`);
    },
    publish(id: string, revision?: number) {
      return ctx.request<LayoutRecord>('POST', `/v1/layouts/${enc(id)}/publish`, {
        body: revision === undefined ? {} : { revision },
      });
    },
    versions(id: string, signal?: AbortSignal) {
      return ctx.request<{ data: LayoutVersion[] } | null>(
        'GET',
        `/v1/layouts/${enc(id)}/versions`,
        { signal },
      );
    },
    /** One saved revision with its document (to preview it before a restore); null if none. */
    version(id: string, revision: number, signal?: AbortSignal) {
      return ctx.request<LayoutVersionDetail | null>(
        'GET',
        `/v1/layouts/${enc(id)}/versions/${revision}`,
        { signal },
      );
    },
    /** Makes an old revision the new draft (a new revision; history is kept). */
    restore(id: string, revision: number) {
      return ctx.request<LayoutRecord>(
        'POST',
        `/v1/layouts/${enc(id)}/versions/${revision}/restore`,
      );
    },
  };
}
