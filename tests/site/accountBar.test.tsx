import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/client';
import { AuthProvider } from '../../src/client/auth/AuthProvider';
import { ApiClientProvider } from '../../src/client/ClientProvider';
import { AccountBar } from '../../src/site/AccountBar';

describe('the account bar', () => {
  it('signing out with the keyboard leaves the focus on "Sign in", not on the page', async () => {
    let session: unknown = {
      email: 'ada@example.com',
      user: { id: 'u1', email: 'ada@example.com' },
      domain: 'demo.test',
      expires_at: 'x',
    };
    const client = {
      apiKey: 'pk',
      session: {
        get: async () => session,
        logout: vi.fn(async () => {
          session = null;
          return { success: true };
        }),
      },
      access: {},
    };
    render(
      <ApiClientProvider client={client as unknown as ApiClient}>
        <AuthProvider domain="demo.test">
          <AccountBar />
        </AuthProvider>
      </ApiClientProvider>,
    );
    const signOut = await screen.findByRole('button', { name: 'Sign out' });
    signOut.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus());
  });
});
