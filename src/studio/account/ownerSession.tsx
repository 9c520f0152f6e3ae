import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { createApiClient, type ApiClient } from '../../client';
import { getRuntimeConfig } from '../../client/runtimeConfig';
import type { OwnerSession, SiteRole } from '../../schema/entities/owner';
import { LazyOwnerSignIn } from './LazyOwnerSignIn';

export type OwnerSessionStatus = 'loading' | 'signed-out' | 'signed-in';

export interface OwnerSessionValue {
  status: OwnerSessionStatus;
  /** The signed-in owner's e-mail and role on each site; null when signed out. */
  session: OwnerSession | null;
  /** The API client the studio calls with: the publishable key plus the studio cookie. */
  client: ApiClient;
  /** The caller's role on a site (null: none); the server checks it again on every call. */
  roleOn: (siteId: string) => SiteRole | null;
  /** Reads the session again (after signing in, or after a role changed). */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

const OwnerSessionContext = createContext<OwnerSessionValue | null>(null);

/** One client for the studio: the page's publishable key, quiet (every failure is shown). */
export function studioClient(): ApiClient {
  const config = getRuntimeConfig();
  return createApiClient({
    apiKey: config.publishableKey,
    baseUrl: config.apiBaseUrl,
    logger: { error: () => {} },
  });
}

/**
 * Holds the studio session (GET /v1/owner/session) for everything inside it: wrap the studio
 * (and the editor) in it, then read it with useOwnerSession(). Pass `client` in tests.
 */
export function OwnerSessionProvider({
  children,
  client: given,
}: {
  children: ReactNode;
  client?: ApiClient;
}) {
  const client = useMemo(() => given ?? studioClient(), [given]);
  const [session, setSession] = useState<OwnerSession | null>(null);
  const [status, setStatus] = useState<OwnerSessionStatus>('loading');

  const refresh = useCallback(async () => {
    try {
      const next = await client.owner.session();
      setSession(next);
      setStatus(next ? 'signed-in' : 'signed-out');
    } catch {
      setSession(null);
      setStatus('signed-out');
    }
  }, [client]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const signOut = useCallback(async () => {
    await client.owner.signOut();
    setSession(null);
    setStatus('signed-out');
  }, [client]);

  const value = useMemo<OwnerSessionValue>(
    () => ({
      status,
      session,
      client,
      roleOn: (siteId) => session?.sites.find((s) => s.id === siteId)?.role ?? null,
      refresh,
      signOut,
    }),
    [status, session, client, refresh, signOut],
  );
  return <OwnerSessionContext.Provider value={value}>{children}</OwnerSessionContext.Provider>;
}

export function useOwnerSession(): OwnerSessionValue {
  const value = useContext(OwnerSessionContext);
  if (!value) throw new Error('useOwnerSession needs an <OwnerSessionProvider> around it');
  return value;
}

/** Its children once signed in; the e-mail code sign-in until then. */
export function RequireOwner({ children }: { children: ReactNode }) {
  const { status, refresh } = useOwnerSession();
  if (status === 'loading') return <p role="status">Loading…</p>;
  if (status === 'signed-out') return <LazyOwnerSignIn onSignedIn={() => void refresh()} />;
  return <>{children}</>;
}
