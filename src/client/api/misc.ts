import type {
  AnalyticsEvent,
  AnalyticsFunnel,
  AnalyticsMetric,
  AnalyticsSeries,
} from '../../schema/entities/analytics';
import type { SessionResult } from '../../schema/entities/session';
import type { Pagination } from '../../schema/entities/pagination';
import type { MediaItem, UploadKind, UploadResult } from '../../schema/entities/upload';
import type { User } from '../../schema/entities/user';
import { enc, type ApiContext } from './shared';

export function uploadsApi(ctx: ApiContext) {
  return {
    /** POST /v1/uploads (secret key): checked by content, at most 5242880 bytes. */
    upload(file: Blob, options: { kind?: UploadKind } = {}) {
      return ctx.request<UploadResult>('POST', '/v1/uploads', {
        form: { file, kind: options.kind },
      });
    },
    /** GET /v1/uploads: the media library of the host's site, newest first, with usages. */
    list(query: { kind?: UploadKind; limit?: number; offset?: number } = {}, signal?: AbortSignal) {
      return ctx.request<{ data: MediaItem[]; pagination: Pagination } | null>(
        'GET',
        '/v1/uploads',
        { query: { ...query }, signal },
      );
    },
    /** DELETE /v1/uploads/{id}: a file still used is a 409 whose body says where (`used_in`). */
    delete(id: string) {
      return ctx.request<{ success: boolean } | null>('DELETE', `/v1/uploads/${enc(id)}`);
    },
  };
}

export function sessionApi(ctx: ApiContext) {
  return {
    /** The session for a domain (returns the e-mail); null when not signed in. */
    get(domain: string, signal?: AbortSignal) {
      return ctx.request<SessionResult | null>('GET', '/v1/session', { query: { domain }, signal });
    },
    /** The signed-in user as stored now (after a registration changed their metadata). */
    updatedUser(domain: string, email: string, signal?: AbortSignal) {
      return ctx.request<User | null>('GET', '/v1/session/user', {
        query: { domain, email },
        signal,
      });
    },
    logout(domain: string) {
      return ctx.request<{ success: boolean } | null>('POST', '/v1/session/logout', {
        body: { domain },
      });
    },
  };
}

export function analyticsApi(ctx: ApiContext) {
  return {
    track(event: AnalyticsEvent) {
      return ctx.request<{ success: boolean } | null>('POST', '/v1/analytics/events', {
        body: event,
      });
    },
    /** Owners and editors: the tap → registered funnel over UTC days (the last 30 by default). */
    funnel(collectionId: string, range: { from?: string; to?: string } = {}) {
      return ctx.request<AnalyticsFunnel>(
        'GET',
        `/v1/collections/${enc(collectionId)}/analytics/funnel`,
        { query: range },
      );
    },
    /** Owners and editors: one metric per day, week or month, zeros included. */
    series(
      collectionId: string,
      query: {
        metric?: AnalyticsMetric;
        interval?: 'day' | 'week' | 'month';
        from?: string;
        to?: string;
      } = {},
    ) {
      return ctx.request<AnalyticsSeries>(
        'GET',
        `/v1/collections/${enc(collectionId)}/analytics/series`,
        { query },
      );
    },
  };
}

export function linksApi(ctx: ApiContext) {
  return {
    /** Drops cached pages for the token behind a short URL (after its registration). */
    revalidate(shortUrl: string) {
      return ctx.request<{ success: boolean } | null>('POST', '/v1/links/revalidate', {
        body: { short_url: shortUrl },
      });
    },
  };
}
