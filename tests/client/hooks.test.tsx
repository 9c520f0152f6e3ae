import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/client';
import { ApiClientProvider, useApiClient } from '../../src/client/ClientProvider';
import { useActivities } from '../../src/client/hooks/useActivities';
import { useCreateActivity } from '../../src/client/hooks/useCreateActivity';
import { useOwnership } from '../../src/client/hooks/useOwnership';
import { useRegisterEmail } from '../../src/client/hooks/useRegisterEmail';
import { useRegistrationSettings } from '../../src/client/hooks/useRegistrationSettings';

/** A small HTTP peer that answers like the API and records what it was asked. */
let server: Server;
let base: string;
const calls: string[] = [];
let failCreate = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '';
    calls.push(`${req.method} ${url.split('?')[0]}`);
    req.resume();
    req.on('end', () => {
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.startsWith('/v1/activities') && req.method === 'GET') {
        return json(200, {
          data: [],
          pagination: { next: null, prev: null, limit: 20, offset: 0, total_count: 0 },
        });
      }
      if (url.startsWith('/v1/activities') && req.method === 'POST') {
        if (failCreate) return json(500, { message: 'disk full' });
        const now = new Date().toISOString();
        return json(201, {
          id: 'act_1',
          title: 'Hi',
          content: null,
          location: null,
          owner_email: null,
          owner_address: null,
          user_id: 'u1',
          image: null,
          gallery: [],
          status: null,
          type: 'CUSTOMER',
          created_at: now,
          updated_at: now,
          token_id: '4',
          collection_slug: 'demo',
        });
      }
      if (url.startsWith('/v1/access/owner')) return json(200, { is_owner: true, count: 1 });
      if (url.startsWith('/v1/access/registration-settings'))
        return json(200, { registration_settings: { a: 1 } });
      if (url.startsWith('/v1/registrations/register-email'))
        return json(200, {
          success: true,
          token_id: '4',
          registration_settings: null,
          pending: false,
        });
      if (url.startsWith('/v1/links/revalidate')) return json(200, { success: true });
      return json(404, { message: 'none' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ baseUrl: base, apiKey: 'pk', logger: { error: () => {} } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={client} queryClient={queryClient}>
      {children}
    </ApiClientProvider>
  );
  return { queryClient, wrapper };
}

describe('react-query hooks', () => {
  it('blocks: activities are fresh 300000 ms and kept 600000 ms; disabled without collection_slug', async () => {
    const { queryClient, wrapper } = setup();
    const disabled = renderHook(() => useActivities({}), { wrapper });
    expect(disabled.result.current.fetchStatus).toBe('idle');
    const { result } = renderHook(() => useActivities({ collection_slug: 'demo', token_id: '4' }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const query = queryClient
      .getQueryCache()
      .find({ queryKey: ['activities', { collection_slug: 'demo', token_id: '4' }] });
    expect(query?.options).toMatchObject({ staleTime: 300_000, gcTime: 600_000 });
  });

  it('blocks: ownership runs only with an email or user id and a collection or token; cached 5 minutes', async () => {
    const { queryClient, wrapper } = setup();
    const idle = renderHook(() => useOwnership({ email: 'a@b.co' }), { wrapper });
    expect(idle.result.current.fetchStatus).toBe('idle');
    const { result } = renderHook(
      () => useOwnership({ email: 'a@b.co', collection_slug: 'demo' }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual({ is_owner: true, count: 1 }));
    expect(
      queryClient
        .getQueryCache()
        .find({ queryKey: ['ownership', { email: 'a@b.co', collection_slug: 'demo' }] })?.options,
    ).toMatchObject({ staleTime: 300_000 });
  });

  it('registration settings load only for owners with a token and a collection', async () => {
    const { wrapper } = setup();
    const notOwner = renderHook(
      () => useRegistrationSettings({ isOwner: false, token_id: '4', collection_slug: 'demo' }),
      { wrapper },
    );
    expect(notOwner.result.current.fetchStatus).toBe('idle');
    const owner = renderHook(
      () => useRegistrationSettings({ isOwner: true, token_id: '4', collection_slug: 'demo' }),
      { wrapper },
    );
    await waitFor(() => expect(owner.result.current.data).toEqual({ a: 1 }));
  });

  it('blocks: after register-email the ownership cache is invalidated and the short URL revalidated', async () => {
    const { queryClient, wrapper } = setup();
    const ownership = renderHook(() => useOwnership({ email: 'a@b.co', collection_slug: 'demo' }), {
      wrapper,
    });
    await waitFor(() => expect(ownership.result.current.isSuccess).toBe(true));
    const register = renderHook(() => useRegisterEmail(), { wrapper });
    calls.length = 0;
    await act(() =>
      register.result.current.mutateAsync({
        email: 'a@b.co',
        collection_id: 'demo',
        short_url: 'demo-4',
      }),
    );
    expect(calls).toContain('POST /v1/links/revalidate');
    expect(calls).toContain('GET /v1/access/owner');
    expect(
      queryClient.getQueryState(['ownership', { email: 'a@b.co', collection_slug: 'demo' }])
        ?.isInvalidated,
    ).toBe(false);
  });

  it('blocks: a new post shows at once as PENDING, then the server record replaces it; a failure restores the list', async () => {
    const { queryClient, wrapper } = setup();
    const key = { collection_slug: 'demo', token_id: '4' };
    const feed = renderHook(() => useActivities(key), { wrapper });
    await waitFor(() => expect(feed.result.current.isSuccess).toBe(true));
    const create = renderHook(() => useCreateActivity(), { wrapper });

    failCreate = true;
    await act(async () => {
      await create.result.current
        .mutateAsync({ title: 'Hi', token_id: '4', collection_slug: 'demo' })
        .catch(() => null);
    });
    expect(queryClient.getQueryData<{ data: unknown[] }>(['activities', key])?.data).toEqual([]);

    failCreate = false;
    let pendingSeen = false;
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      const data = queryClient.getQueryData<{ data: { status: string | null }[] }>([
        'activities',
        key,
      ]);
      if (data?.data[0]?.status === 'PENDING') pendingSeen = true;
    });
    await act(() =>
      create.result.current.mutateAsync({ title: 'Hi', token_id: '4', collection_slug: 'demo' }),
    );
    unsubscribe();
    expect(pendingSeen).toBe(true);
  });

  it('blocks: the pending post joins the first page only, not every cached page of the feed', async () => {
    const { queryClient, wrapper } = setup();
    const later = { collection_slug: 'demo', token_id: '4', offset: 20 };
    const page2 = {
      data: [],
      pagination: { next: null, prev: 'p1', limit: 20, offset: 20, total_count: 21 },
    };
    queryClient.setQueryData(['activities', later], page2);
    const key = { collection_slug: 'demo', token_id: '4' };
    const feed = renderHook(() => useActivities(key), { wrapper });
    await waitFor(() => expect(feed.result.current.isSuccess).toBe(true));
    const create = renderHook(() => useCreateActivity(), { wrapper });
    let firstPagePending = false;
    let laterPageTouched = false;
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      const first = queryClient.getQueryData<{ data: { status: string | null }[] }>([
        'activities',
        key,
      ]);
      if (first?.data[0]?.status === 'PENDING') firstPagePending = true;
      const second = queryClient.getQueryData<{ data: unknown[] }>(['activities', later]);
      if (second && second.data.length > 0) laterPageTouched = true;
    });
    await act(() =>
      create.result.current.mutateAsync({ title: 'Hi', token_id: '4', collection_slug: 'demo' }),
    );
    unsubscribe();
    expect(firstPagePending).toBe(true);
    expect(laterPageTouched).toBe(false);
  });

  it('useApiClient outside the provider throws', () => {
    expect(() => renderHook(() => useApiClient())).toThrow('ApiClientProvider');
  });
});
