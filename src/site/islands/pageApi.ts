import { analyticsApi, sessionApi } from '../../client/api/misc';
import { createRequest } from '../../client/request';
import { getRuntimeConfig } from '../../client/runtimeConfig';
import type { SessionResult } from '../../schema/entities/session';
import type { IslandScope } from './islandData';

/**
 * The two calls a page with islands makes before any of them hydrates, through the client's
 * one request function (its timeouts, retries and error rules) without the rest of the client
 * or react-query: the visitor's session and the page view.
 */
export function pageApi() {
  const config = getRuntimeConfig();
  const ctx = {
    request: createRequest({ baseUrl: config.apiBaseUrl, apiKey: config.publishableKey }),
    apiKey: config.publishableKey,
  };
  const session = sessionApi(ctx);
  const analytics = analyticsApi(ctx);
  return {
    domain: config.domain,
    /** blocks.md: a failed session check counts as not signed in (null). */
    readSession(): Promise<SessionResult | null> {
      return session.get(config.domain).catch(() => null);
    },
    /** One page view for the page's collection (and token), as the whole app's page sends it. */
    trackPageView(page: IslandScope['page']): void {
      const collection = page?.collection;
      if (!collection) return;
      void analytics
        .track({
          event: 'page_view',
          collection_id: collection.id,
          collection_slug: collection.slug,
          token_id: page.tokenId ?? null,
          path: window.location.pathname,
        })
        .catch(() => undefined);
    },
  };
}

export type PageApi = ReturnType<typeof pageApi>;
