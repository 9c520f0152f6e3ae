import { accessApi } from './api/access';
import { activitiesApi } from './api/activities';
import { collectionsApi } from './api/collections';
import { layoutsApi } from './api/layouts';
import { analyticsApi, linksApi, sessionApi, uploadsApi } from './api/misc';
import { ownerApi, sitesApi } from './api/owner';
import { registrationsApi } from './api/registrations';
import { sectionsApi } from './api/sections';
import { tokensApi } from './api/tokens';
import { usersApi } from './api/users';
import { createRequest, type ApiClientOptions, type RequestFn } from './request';

export { ApiRequestError, apiErrorMessage, isApiRequestError, MISSING_KEY } from './errors';
export type { ApiClientOptions, RequestConfig, RequestFn } from './request';
export { buildUrl, DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS } from './request';

/**
 * The typed API client (foundation.md). Every method goes through `request`, which holds the
 * key header, retries and error rules once.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const request: RequestFn = createRequest(options);
  const ctx = { request, apiKey: options.apiKey };
  return {
    request,
    apiKey: options.apiKey ?? null,
    baseUrl: options.baseUrl ?? '',
    access: accessApi(ctx),
    activities: activitiesApi(ctx),
    collections: collectionsApi(ctx),
    tokens: tokensApi(ctx),
    registrations: registrationsApi(ctx),
    users: usersApi(ctx),
    layouts: layoutsApi(ctx),
    sections: sectionsApi(ctx),
    uploads: uploadsApi(ctx),
    session: sessionApi(ctx),
    analytics: analyticsApi(ctx),
    links: linksApi(ctx),
    owner: ownerApi(ctx),
    sites: sitesApi(ctx),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
