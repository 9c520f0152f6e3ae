import { act, render, screen, waitFor } from '@testing-library/react';
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
const session = vi.fn<() => Promise<null>>(async () => null);
const api = {
  apiKey: 'pk',
  session: { get: session },
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

/**
 * A control kept in place but invisible: out of the accessibility tree, so its name is not
 * computed; found by its role and text.
 */
function standingIn(role: 'button' | 'link', text: string): HTMLElement {
  const found = screen
    .getAllByRole(role, { hidden: true })
    .find((element) => element.textContent === text);
  if (!found) throw new Error(`No ${role} "${text}"`);
  return found;
}

/** The session has settled: the landing says what the item is to this visitor. */
async function known() {
  await waitFor(() => expect(screen.queryByText(TAP_TEXT.checking)).toBeNull());
}

afterEach(() => {
  dialogStore.setState({ registered: {}, open: [] });
  session.mockImplementation(async () => null);
});

describe('the tap landing keeps the page below still', () => {
  it('"Register this item" keeps its place, invisible, until the registration dialog it opens is there', async () => {
    renderLanding();
    await known();
    const waiting = standingIn('button', 'Register this item');
    expect(waiting).toHaveAttribute('data-visitor-pending');
    expect(screen.queryByRole('button', { name: 'Register this item' })).toBeNull();

    act(
      () => void registerDialog(REGISTRATION_DIALOG_ID, { title: 'Register', render: () => null }),
    );
    const register = screen.getByRole('button', { name: 'Register this item' });
    expect(register).toBe(waiting);
    expect(register).not.toHaveAttribute('data-visitor-pending');
  });

  it('a press on "Register this item" before its dialog is there (the server\'s markup, shown) opens the dialog once it is', async () => {
    renderLanding();
    await known();
    act(() => standingIn('button', 'Register this item').click());
    expect(dialogStore.getState().open).toEqual([]);
    act(
      () => void registerDialog(REGISTRATION_DIALOG_ID, { title: 'Register', render: () => null }),
    );
    expect(dialogStore.getState().open.map((dialog) => dialog.id)).toEqual([
      REGISTRATION_DIALOG_ID,
    ]);
  });

  it('until the visitor is known, what a visitor who is not signed in would see stands in place, invisible, under "Checking this item..."', () => {
    session.mockImplementation(() => new Promise(() => {}));
    const { container, unmount } = renderLanding();
    expect(screen.getByText(TAP_TEXT.checking)).toHaveClass('one-tap-checking');
    expect(screen.getByText(TAP_TEXT.unregistered)).toHaveAttribute('data-visitor-pending');
    expect(standingIn('button', 'Register this item')).toHaveAttribute('data-visitor-pending');
    unmount();

    renderLanding({ token: { registered: true, registered_at: '2026-11-01T10:00:00Z' } });
    expect(screen.getByText(TAP_TEXT.registered)).toHaveAttribute('data-visitor-pending');
    for (const control of [
      standingIn('button', TAP_TEXT.signIn),
      standingIn('link', TAP_TEXT.viewPage),
    ])
      expect(control).toHaveAttribute('data-visitor-pending');
    expect(container.querySelector('[data-visitor-pending]')).toBeNull();
  });

  it('a layout without a registration block keeps no empty place for a button that will not come', async () => {
    const { container } = renderLanding({ hasRegistration: false });
    await known();
    expect(container.querySelector('.one-tap-pending')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register this item' })).toBeNull();
  });
});
