import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useApiClient } from '../ClientProvider';
import { useSession } from '../hooks/useSession';
import { queryKeys } from '../queryKeys';
import { getRuntimeConfig } from '../runtimeConfig';
import type { SessionResult } from '../../schema/entities/session';
import { AuthContext, type AuthContextValue } from './AuthContext';

export interface AuthProviderProps {
  /** The site's domain the session belongs to; the runtime config's by default. */
  domain?: string;
  children: ReactNode;
}

/**
 * The visitor's session for the site's domain (blocks.md session actions). A failed session
 * check counts as not signed in (blocks.md). The sign-in dialog lives in the ui layer
 * (src/ui/auth/SignInDialogRegistration.tsx), which reads this context.
 */
export function AuthProvider({ domain: givenDomain, children }: AuthProviderProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const domain = givenDomain ?? getRuntimeConfig().domain;
  const session = useSession(domain);
  const data = session.data ?? null;
  const email = data?.email ?? null;
  const user = data?.user ?? null;

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.session(domain) });
  }, [queryClient, domain]);

  const refreshUser = useCallback(async () => {
    if (!email) return refresh();
    const updated = await client.session.updatedUser(domain, email).catch(() => null);
    if (!updated) return refresh();
    queryClient.setQueryData(queryKeys.session(domain), (old: SessionResult | null | undefined) =>
      old ? { ...old, user: updated } : old,
    );
  }, [client, queryClient, domain, email, refresh]);

  const signOut = useCallback(async () => {
    try {
      await client.session.logout(domain);
    } finally {
      queryClient.setQueryData(queryKeys.session(domain), null);
      // Everything the signed-in visitor could see (ownership, settings) is theirs only.
      await Promise.all([
        queryClient.removeQueries({ queryKey: queryKeys.ownership() }),
        queryClient.removeQueries({ queryKey: queryKeys.ownerProducts() }),
        queryClient.removeQueries({ queryKey: queryKeys.registrationSettings() }),
      ]);
    }
  }, [client, queryClient, domain]);

  const sendCode = useCallback(
    async (target: string) => {
      await client.access.sendOtp({ email: target, domain });
    },
    [client, domain],
  );

  const verifyCode = useCallback(
    async (target: string, code: string) => {
      const result = (await client.access.verifyOtp({ email: target, code, domain })) ?? {
        success: false,
      };
      if (result.success) await refresh();
      return result;
    },
    [client, domain, refresh],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      email,
      isAuthenticated: Boolean(email || user),
      isLoading: session.isLoading,
      domain,
      refresh,
      refreshUser,
      signOut,
      sendCode,
      verifyCode,
    }),
    [user, email, session.isLoading, domain, refresh, refreshUser, signOut, sendCode, verifyCode],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
