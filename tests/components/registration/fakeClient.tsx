import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { ApiClient } from '../../../src/client';
import { ApiClientProvider } from '../../../src/client/ClientProvider';
import { AuthProvider } from '../../../src/client/auth/AuthProvider';
import { SignInDialogRegistration } from '../../../src/ui/auth/SignInDialogRegistration';
import { PageContext, type PageContextValue } from '../../../src/renderer/PageContext';
import { DialogHost } from '../../../src/ui/dialog/DialogHost';
import { Toaster } from '../../../src/ui/toast/Toaster';
import type { RegisterResult } from '../../../src/schema/entities/registration';

export interface FakeOptions {
  email?: string | null;
  owner?: boolean;
  settings?: Record<string, unknown> | null;
  register?: () => Promise<RegisterResult | null>;
}

/**
 * A stand-in for the API client in component tests (jsdom has no server). The browser tests
 * (tests/browser/owner-journey-registration.test.ts) run the same flow against the real server.
 */
export function fakeClient(options: FakeOptions = {}) {
  const email = options.email ?? null;
  const client = {
    apiKey: 'pk_test',
    session: {
      get: vi.fn(async () =>
        email
          ? {
              email,
              user: { id: 'u1', email, metadata: {} },
              domain: 'demo.test',
              expires_at: '2099-01-01T00:00:00Z',
            }
          : null,
      ),
      logout: vi.fn(async () => ({ success: true })),
      updatedUser: vi.fn(async () => null),
    },
    access: {
      checkOwner: vi.fn(async () => ({
        is_owner: options.owner === true,
        count: options.owner ? 1 : 0,
      })),
      registrationSettings: vi.fn(async () => ({
        registration_settings: options.settings ?? null,
      })),
      sendOtp: vi.fn(async () => ({ success: true, expires_at: '2099-01-01T00:00:00Z' })),
      verifyOtp: vi.fn(async (body: { code: string }) =>
        body.code === '123456'
          ? { success: true, user: { id: 'u1', email } }
          : { success: false, error: 'Invalid code' },
      ),
    },
    registrations: {
      registerEmail: vi.fn(
        options.register ??
          (async () => ({
            success: true,
            token_id: '7',
            registration_settings: null,
            pending: false,
          })),
      ),
      registerWallet: vi.fn(async () => ({
        success: true,
        token_id: '7',
        registration_settings: null,
        pending: false,
      })),
      walletNonce: vi.fn(async () => ({
        nonce: 'abcdefgh12345678',
        expires_at: '2099-01-01T00:00:00Z',
      })),
    },
    analytics: { track: vi.fn(async () => ({ success: true })) },
    links: { revalidate: vi.fn(async () => ({ success: true })) },
  };
  return client;
}

export type FakeClient = ReturnType<typeof fakeClient>;

export function Providers({
  client,
  page,
  children,
}: {
  client: FakeClient;
  page: PageContextValue;
  children: ReactNode;
}) {
  return (
    // The fake covers only the calls these blocks make.
    <ApiClientProvider client={client as unknown as ApiClient}>
      <AuthProvider domain="demo.test">
        <SignInDialogRegistration />
        <PageContext.Provider value={page}>{children}</PageContext.Provider>
        <DialogHost />
        <Toaster />
      </AuthProvider>
    </ApiClientProvider>
  );
}
