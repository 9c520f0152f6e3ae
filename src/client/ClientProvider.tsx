import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createApiClient, type ApiClient, type ApiClientOptions } from './index';
import { getRuntimeConfig } from './runtimeConfig';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiClientProviderProps {
  /** A ready client; otherwise one is made from `options`, else from the page's runtime config. */
  client?: ApiClient;
  options?: ApiClientOptions;
  queryClient?: QueryClient;
  children: ReactNode;
}

function defaultClient(options?: ApiClientOptions): ApiClient {
  if (options) return createApiClient(options);
  const config = getRuntimeConfig();
  return createApiClient({ baseUrl: config.apiBaseUrl, apiKey: config.publishableKey });
}

/** The react-query cache of a page: no retries (the API's answers are final), no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}

/** Gives the tree an API client and a react-query cache. */
export function ApiClientProvider({
  client,
  options,
  queryClient,
  children,
}: ApiClientProviderProps) {
  const [ownClient] = useState(() => client ?? defaultClient(options));
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  return (
    <ApiClientContext.Provider value={client ?? ownClient}>
      <QueryClientProvider client={queryClient ?? ownQueryClient}>{children}</QueryClientProvider>
    </ApiClientContext.Provider>
  );
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>');
  return client;
}

/** The client when a provider is present, else null (for blocks that also render without one). */
export function useOptionalApiClient(): ApiClient | null {
  return useContext(ApiClientContext);
}
