import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../src/client/auth/AuthContext';
import { AuthProvider } from '../../src/client/auth/AuthProvider';
import { openSignInDialog } from '../../src/ui/auth/signInDialog';
import { SignInDialogRegistration } from '../../src/ui/auth/SignInDialogRegistration';
import { ApiClientProvider } from '../../src/client/ClientProvider';
import type { ApiClient } from '../../src/client';
import { DialogHost } from '../../src/ui/dialog/DialogHost';

// Typed user flows: generous when the machine is busy.
vi.setConfig({ testTimeout: 15_000 });

function Probe() {
  const auth = useAuth();
  return (
    <p>
      {auth.isLoading ? 'checking' : auth.isAuthenticated ? `in as ${auth.email}` : 'signed out'}
    </p>
  );
}

function withClient(session: { get: () => Promise<unknown> }) {
  const client = {
    apiKey: 'pk',
    session: { ...session, logout: vi.fn(async () => ({ success: true })) },
    access: {},
  };
  return render(
    <ApiClientProvider client={client as unknown as ApiClient}>
      <AuthProvider domain="demo.test">
        <SignInDialogRegistration />
        <Probe />
        <DialogHost />
      </AuthProvider>
    </ApiClientProvider>,
  );
}

describe('auth context (blocks.md)', () => {
  it('blocks.md: the auth context used outside its provider throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('blocks.md: the session for the domain gives the e-mail', async () => {
    withClient({
      get: async () => ({
        email: 'ada@example.com',
        user: null,
        domain: 'demo.test',
        expires_at: 'x',
      }),
    });
    expect(await screen.findByText('in as ada@example.com')).toBeInTheDocument();
  });

  it('blocks.md: a failed session check counts as not signed in', async () => {
    withClient({
      get: async () => {
        throw new Error('HTTP Error Status: 500 - down');
      },
    });
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('openSignInDialog opens the labelled sign-in dialog', async () => {
    withClient({ get: async () => null });
    await screen.findByText('signed out');
    openSignInDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await userEvent.setup().type(screen.getByLabelText('Email'), 'x');
    await waitFor(() => expect(dialog).toBeInTheDocument());
  });
});
