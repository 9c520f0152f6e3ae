import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../../src/client/auth/AuthContext';
import { ApiClientProvider } from '../../../src/client/ClientProvider';
import { createApiClient } from '../../../src/client';
import { ActivityFeed } from '../../../src/components/activity-feed/ActivityFeed';
import { activityFeedSchema } from '../../../src/components/activity-feed/schema';
import { PageContext, type PageContextValue } from '../../../src/renderer/PageContext';
import type { Activity } from '../../../src/schema/entities/activity';
import {
  collection as collectionSchema,
  type Collection,
} from '../../../src/schema/entities/collection';
import type { LayoutComponent } from '../../../src/schema/layout/component';

export const OWNER = { id: 'usr_owner', email: 'owner@example.com', metadata: {} };
export const STRANGER = { id: 'usr_other', email: 'other@example.com', metadata: {} };

export function makeCollection(overrides: Partial<Collection> = {}): Collection {
  return collectionSchema.parse({
    id: 'col_1',
    slug: 'porto-wallet',
    name: 'Porto Wallet',
    quantity: 250,
    ...overrides,
  });
}

export function makeActivity(overrides: Partial<Activity> = {}): Activity {
  const at = overrides.created_at ?? '2025-03-04T10:00:00.000Z';
  return {
    id: `act_${Math.random().toString(36).slice(2, 8)}`,
    title: 'First ride',
    content: 'Took it to the coast.',
    location: 'Porto',
    owner_email: OWNER.email,
    owner_address: null,
    user_id: OWNER.id,
    image: { url: 'https://cdn.example.com/a.jpg' },
    gallery: [],
    status: null,
    type: 'CUSTOMER',
    created_at: at,
    updated_at: at,
    token_id: '7',
    collection_slug: 'porto-wallet',
    ...overrides,
  };
}

export interface FakeApiOptions {
  activities?: Activity[];
  owners?: string[];
  listStatus?: number;
  createStatus?: number;
  createBody?: unknown;
  deleteResult?: boolean;
  /** Holds the create response until released. */
  holdCreate?: boolean;
}

/**
 * An in-memory stand-in for the API's activity and access routes, answering over `fetch` the way
 * the server does, so the real client, hooks and cache run unchanged. Unit tests only: the
 * end-to-end test talks to the real server.
 */
export function fakeApi(options: FakeApiOptions = {}) {
  const store = [...(options.activities ?? [])];
  const calls: { method: string; url: URL; body?: BodyInit | null }[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://api.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, url, body: init?.body });
    if (url.pathname === '/v1/activities' && method === 'GET') {
      if (options.listStatus) return json(options.listStatus, { message: 'nope' });
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const order = url.searchParams.get('order') ?? 'desc';
      const sorted = [...store].sort(
        (a, b) => a.created_at.localeCompare(b.created_at) * (order === 'asc' ? 1 : -1),
      );
      const data = sorted.slice(offset, offset + limit);
      const total = sorted.length;
      return json(200, {
        data,
        pagination: {
          next: offset + limit < total ? 'next' : null,
          prev: offset > 0 ? 'prev' : null,
          limit,
          offset,
          total_count: total,
        },
      });
    }
    if (url.pathname === '/v1/activities' && method === 'POST') {
      if (options.holdCreate) await held;
      if (options.createStatus)
        return json(options.createStatus, options.createBody ?? { message: 'Upload failed' });
      const form = init?.body as FormData;
      const created = makeActivity({
        id: `act_server_${store.length + 1}`,
        title: (form.get('title') as string | null) ?? null,
        content: (form.get('content') as string | null) ?? null,
        location: (form.get('location') as string | null) ?? null,
        user_id: form.get('user_id') as string,
        owner_email: form.get('owner_email') as string,
        created_at: new Date().toISOString(),
      });
      store.push(created);
      return json(201, created);
    }
    if (url.pathname.startsWith('/v1/activities/') && method === 'DELETE') {
      const id = decodeURIComponent(url.pathname.split('/').pop() ?? '');
      if (options.deleteResult === false) return json(200, { success: false });
      const index = store.findIndex((a) => a.id === id);
      if (index >= 0) store.splice(index, 1);
      return json(200, { success: index >= 0 });
    }
    if (url.pathname === '/v1/access/owner') {
      const email = url.searchParams.get('email');
      const owner = (options.owners ?? [OWNER.email]).includes(email ?? '');
      return json(200, { is_owner: owner, count: owner ? 1 : 0 });
    }
    return json(404, { message: 'not found' });
  });
  return { fetch, calls, store, release };
}

export function authValue(
  user: typeof OWNER | null,
  overrides: Partial<AuthContextValue> = {},
): AuthContextValue {
  return {
    user,
    email: user?.email ?? null,
    isAuthenticated: Boolean(user),
    isLoading: false,
    domain: 'shop.example.com',
    refresh: async () => undefined,
    refreshUser: async () => undefined,
    signOut: async () => undefined,
    sendCode: async () => undefined,
    verifyCode: async () => ({ success: true }),
    ...overrides,
  };
}

const component = {
  id: 'feed1',
  type: 'activity-feed',
  areaId: 'a',
  order: 0,
  data: {},
  styles: {},
} as unknown as LayoutComponent;

export interface RenderFeedOptions {
  data?: Record<string, unknown>;
  page?: PageContextValue;
  auth?: AuthContextValue | null;
  api?: ReturnType<typeof fakeApi>;
  apiKey?: string | null;
  builder?: boolean;
}

export function renderFeed({
  data = {},
  page,
  auth = authValue(null),
  api = fakeApi(),
  apiKey = 'pk_test',
  builder = false,
}: RenderFeedOptions = {}) {
  const client = createApiClient({
    baseUrl: 'http://api.test',
    apiKey,
    fetch: api.fetch as unknown as typeof fetch,
    logger: { error: () => undefined },
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const pageValue: PageContextValue = page ?? { collection: makeCollection(), tokenId: '7' };
  const tree = (authNow: AuthContextValue | null): ReactNode => {
    const feed = (
      <PageContext.Provider value={pageValue}>
        <ActivityFeed
          data={activityFeedSchema.content.parse(data)}
          styles={activityFeedSchema.style.parse({})}
          component={component}
          builder={builder}
        />
      </PageContext.Provider>
    );
    return (
      <ApiClientProvider client={client} queryClient={queryClient}>
        {authNow ? <AuthContext.Provider value={authNow}>{feed}</AuthContext.Provider> : feed}
      </ApiClientProvider>
    );
  };
  const result = render(tree(auth));
  return {
    ...result,
    api,
    queryClient,
    rerenderAuth: (next: AuthContextValue | null) => result.rerender(tree(next)),
  };
}

export const MB = 1024 * 1024;
/** A file of that size that starts as a JPEG does (FF D8 FF), as the picker checks. */
export function jpeg(bytes: number, name = 'photo.jpg'): File {
  const content = new Uint8Array(bytes);
  content.set([0xff, 0xd8, 0xff]);
  return new File([content], name, { type: 'image/jpeg' });
}
