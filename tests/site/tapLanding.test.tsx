import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/client';
import { AuthProvider } from '../../src/client/auth/AuthProvider';
import { ApiClientProvider } from '../../src/client/ClientProvider';
import { REGISTRATION_DIALOG_ID } from '../../src/components/registration/Registration';
import { TapLanding, type TapLandingProps } from '../../src/site/TapLanding';
import { TAP_TEXT } from '../../src/site/tapLandingText';
import { dialogStore, registerDialog } from '../../src/ui/dialog/dialogStore';

const props: TapLandingProps = {
  collection: { id: 'col1', slug: 'demo', name: 'Harbour Lamp', quantity: 12, image: null },
  tokenId: '4',
  token: { registered: false, registered_at: null },
  hasFeed: false,
  hasRegistration: true,
};

/** A visitor who is not signed in. */
const api = {
  apiKey: 'pk',
  session: { get: vi.fn(async () => null) },
  access: { checkOwner: vi.fn(async () => ({ is_owner: false, count: 0 })) },
} as unknown as ApiClient;

function renderLanding(overrides: Partial<TapLandingProps> = {}) {
  return render(
    <ApiClientProvider client={api}>
      <AuthProvider domain="localhost">
        <TapLanding {...props} {...overrides} />
      </AuthProvider>
    </ApiClientProvider>,
  );
}

afterEach(() => dialogStore.setState({ registered: {}, open: [] }));

describe('the tap landing keeps the page below still', () => {
  it('"Register this item" keeps its place, invisible, until the registration dialog it opens is there', async () => {
    const { container } = renderLanding();
    await screen.findByText(TAP_TEXT.unregistered);
    const waiting = container.querySelector('.one-tap-pending');
    expect(waiting).toHaveTextContent('Register this item');
    expect(waiting).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Register this item' })).toBeNull();

    act(
      () => void registerDialog(REGISTRATION_DIALOG_ID, { title: 'Register', render: () => null }),
    );
    expect(screen.getByRole('button', { name: 'Register this item' })).toBeVisible();
    expect(container.querySelector('.one-tap-pending')).toBeNull();
  });

  it('a layout without a registration block keeps no empty place for a button that will not come', async () => {
    const { container } = renderLanding({ hasRegistration: false });
    await screen.findByText(TAP_TEXT.unregistered);
    expect(container.querySelector('.one-tap-pending')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register this item' })).toBeNull();
  });
});
