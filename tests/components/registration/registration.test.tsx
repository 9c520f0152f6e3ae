import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Registration } from '../../../src/components/registration/Registration';
import { registrationSchema } from '../../../src/components/registration/schema';
import type { PageContextValue } from '../../../src/renderer/PageContext';
import type { LayoutComponent } from '../../../src/schema/layout/component';
import { dialogStore, openDialog } from '../../../src/ui/dialog/dialogStore';
import { toastStore } from '../../../src/ui/toast/toastStore';
import { fakeClient, Providers, type FakeClient } from './fakeClient';

// Typed user flows: generous when the machine is busy.
vi.setConfig({ testTimeout: 15_000 });

const collection = {
  id: 'col1',
  slug: 'demo',
  name: 'Demo Sneakers',
  gallery: [],
  attributes: [],
};

function setup(
  dataInput: Record<string, unknown>,
  page: PageContextValue,
  client: FakeClient = fakeClient(),
  builder = false,
) {
  const data = registrationSchema.content.parse(dataInput);
  const styles = registrationSchema.style.parse({});
  const component = {
    id: 'r1',
    type: 'registration',
    areaId: 'a',
    order: 0,
    data,
    styles,
  } as unknown as LayoutComponent;
  const utils = render(
    <Providers client={client} page={page}>
      <Registration data={data} styles={styles} component={component} builder={builder} />
    </Providers>,
  );
  return { ...utils, client };
}

const tap: PageContextValue = { collection, shortUrl: 'SHORT1', register: true };

beforeEach(() => {
  dialogStore.setState({ open: [], registered: {} });
  toastStore.setState({ toasts: [] });
  window.history.replaceState(null, '', '/c/demo?register=true&code=SHORT1');
});
afterEach(() => vi.restoreAllMocks());

describe('registration trigger button (blocks.md)', () => {
  it("blocks.md: with a register parameter the trigger reads 'Register'", async () => {
    setup({}, tap);
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it("blocks.md: with a token the trigger reads 'View Registration'", async () => {
    setup({}, { collection, tokenId: '3' });
    expect(await screen.findByRole('button', { name: 'View Registration' })).toBeInTheDocument();
  });

  it('blocks.md: without a register parameter or a token there is no trigger', async () => {
    setup({}, { collection });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Regist/ })).not.toBeInTheDocument(),
    );
  });

  it('blocks.md: hidden when triggerButton.active is false', async () => {
    setup({ triggerButton: { active: false } }, tap);
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it("blocks.md: a tap lands on the token page (token and register): a token exists, so 'View Registration'", async () => {
    setup({}, { collection, tokenId: '3', register: true, shortUrl: 'S' });
    expect(await screen.findByRole('button', { name: 'View Registration' })).toBeInTheDocument();
  });

  it('blocks.md: custom labels are used', async () => {
    setup({ triggerButton: { unregisteredLabel: 'Claim yours' } }, tap);
    expect(await screen.findByRole('button', { name: 'Claim yours' })).toBeInTheDocument();
  });
});

describe('registration steps (blocks.md)', () => {
  it("blocks.md: not signed in, the dialog shows AUTH 'Sign in to Register' with the message and the e-mail sign-in", async () => {
    const user = userEvent.setup();
    setup({ auth: { message: 'Use the e-mail you bought with.' } }, tap);
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('heading', { name: 'Sign in to Register' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Use the e-mail you bought with.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    // The dialog is named by the step it shows, as its visible title says.
    expect(screen.getByRole('dialog', { name: 'Sign in to Register' })).toBe(dialog);
  });

  it('blocks.md: signing in with the code moves AUTH to FORM when a short URL is present', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    setup({}, tap, client);
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText('Email'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(client.access.sendOtp).toHaveBeenCalledWith({
      email: 'ada@example.com',
      domain: 'demo.test',
    });
    // The session now exists on the server.
    client.session.get.mockResolvedValue({
      email: 'ada@example.com',
      user: { id: 'u1', email: 'ada@example.com', metadata: {} },
      domain: 'demo.test',
      expires_at: '2099-01-01T00:00:00Z',
    });
    await user.type(within(dialog).getByLabelText('6-digit code'), '123456');
    expect(
      await within(dialog).findByRole('heading', { name: 'Register Your Product' }),
    ).toBeInTheDocument();
  });

  it("blocks.md: signed in without a short URL and not the owner: 'Sorry, you are not the owner of this product.'", async () => {
    const user = userEvent.setup();
    setup({}, { collection, tokenId: '3' }, fakeClient({ email: 'eve@example.com', owner: false }));
    await user.click(await screen.findByRole('button', { name: 'View Registration' }));
    expect(
      await screen.findByText('Sorry, you are not the owner of this product.'),
    ).toBeInTheDocument();
    // A visitor signed in with the wrong e-mail can start again.
    await user.click(screen.getByRole('button', { name: 'Use a different e-mail' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Register' })).toBeInTheDocument();
  });

  it("blocks.md: the ownership check sends email, user_id, collection_slug, collection_id and token_id — the activity feed's payload, so the page asks once", async () => {
    const client = fakeClient({ email: 'ada@example.com' });
    setup({}, { collection, tokenId: '3' }, client);
    await waitFor(() => expect(client.access.checkOwner).toHaveBeenCalled());
    const [query] = client.access.checkOwner.mock.calls[0] as unknown as [unknown];
    expect(query).toEqual({
      email: 'ada@example.com',
      user_id: 'u1',
      collection_slug: collection.slug,
      collection_id: collection.id,
      token_id: '3',
    });
  });

  it("blocks.md: NOT_OWNER with no token: 'This product is not available for registration. Try tapping your product again.'", async () => {
    setup({}, { collection, register: true }, fakeClient({ email: 'eve@example.com' }));
    await act(async () => openDialog('registration'));
    expect(
      await screen.findByText(
        'This product is not available for registration. Try tapping your product again.',
      ),
    ).toBeInTheDocument();
  });

  it('blocks.md: the owner of the token sees SUCCESS with the registration settings (discount code)', async () => {
    const user = userEvent.setup();
    const client = fakeClient({
      email: 'ada@example.com',
      owner: true,
      settings: { success: { discountCode: 'OWNER10' } },
    });
    setup({}, { collection, tokenId: '3' }, client);
    await user.click(await screen.findByRole('button', { name: 'View Registration' }));
    expect(
      await screen.findByRole('heading', { name: 'Registration Complete!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('OWNER10')).toBeInTheDocument();
    expect(client.access.registrationSettings).toHaveBeenCalledWith(
      { token_id: '3', collection_id: 'col1' },
      expect.anything(),
    );
  });
});

describe('registration form and submit (blocks.md)', () => {
  const formData = {
    form: {
      fields: { firstName: true, lastName: true, phoneNumber: true },
      consents: [
        { id: 'terms', label: 'I accept the terms', required: true },
        { id: 'news', label: 'Send me news' },
        { id: 'ghost', label: '', required: true },
      ],
    },
    success: { message: 'Welcome aboard.', discountCode: 'THANKS15' },
  };

  async function openForm(client: FakeClient) {
    const user = userEvent.setup();
    const { rerender } = setup(formData, tap, client);
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'Register Your Product' });
    expect(screen.getByRole('dialog', { name: 'Register Your Product' })).toBe(dialog);
    return { user, dialog, rerender };
  }

  /** Fills every field of `formData` the way Ada would, and presses Register. */
  async function fillAndRegister(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
    await user.type(within(form).getByLabelText('First name'), 'Ada');
    await user.type(within(form).getByLabelText('Last name'), 'Lovelace');
    await user.type(within(form).getByLabelText('Phone number'), '+123 456 7890');
    await user.click(within(form).getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(within(form).getByRole('button', { name: 'Register' }));
  }

  it('blocks.md: every message shows under its field; an unlabelled consent is not shown', async () => {
    const { user, dialog } = await openForm(fakeClient({ email: 'ada@example.com' }));
    expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('This consent is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Phone number'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Invalid phone number format')).toBeInTheDocument();
  });

  it('blocks.md: a submit registers by e-mail, then SUCCESS with analytics, invalidations and navigation', async () => {
    const client = fakeClient({ email: 'ada@example.com' });
    const { user, dialog } = await openForm(client);
    await fillAndRegister(user, dialog);
    expect(
      await within(dialog).findByRole('heading', { name: 'Registration Complete!' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Welcome aboard.')).toBeInTheDocument();
    expect(within(dialog).getByText('THANKS15')).toBeInTheDocument();
    expect(client.registrations.registerEmail).toHaveBeenCalledWith({
      email: 'ada@example.com',
      user_id: 'u1',
      collection_id: 'col1',
      short_url: 'SHORT1',
      metadata: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        phoneNumber: '+123 456 7890',
        terms: true,
        news: false,
      },
    });
    expect(client.analytics.track).toHaveBeenCalledWith(
      expect.objectContaining({
        event: 'product_registered',
        type: 'verified',
        token_id: '7',
        duration: expect.any(Number),
      }),
    );
    expect(client.links.revalidate).toHaveBeenCalledWith('SHORT1');
    // blocks.md: the updated user is read for the domain and e-mail.
    await waitFor(() =>
      expect(client.session.updatedUser).toHaveBeenCalledWith('demo.test', 'ada@example.com'),
    );
    expect(window.location.pathname).toBe('/c/demo/7');
  });

  it('blocks.md: the success screen stays open when the next page has no registration block', async () => {
    const client = fakeClient({ email: 'ada@example.com' });
    const { user, dialog, rerender } = await openForm(client);
    await fillAndRegister(user, dialog);
    await within(dialog).findByRole('heading', { name: 'Registration Complete!' });
    // The token's page shows another layout: the block that made the dialog is gone.
    rerender(
      <Providers client={client} page={{ collection, tokenId: '7' }}>
        {null}
      </Providers>,
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByRole('heading', { name: 'Registration Complete!' })).toBeVisible();
    expect(within(dialog).getByText('THANKS15')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialogStore.getState()).toMatchObject({ open: [], registered: {} });
  });

  it("blocks.md: a static form's success carries on in a dialog when the next page has no registration block", async () => {
    const client = fakeClient({ email: 'ada@example.com' });
    const user = userEvent.setup();
    const { rerender } = setup({ ...formData, type: 'static' }, tap, client);
    await screen.findByRole('heading', { name: 'Register Your Product' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await fillAndRegister(user, document.body);
    await screen.findByRole('heading', { name: 'Registration Complete!' });
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Providers client={client} page={{ collection, tokenId: '7' }}>
        {null}
      </Providers>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Registration Complete!' });
    expect(within(dialog).getByText('THANKS15')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialogStore.getState()).toMatchObject({ open: [], registered: {} });
  });

  it('a dialog left before the success closes with its block', async () => {
    const client = fakeClient({ email: 'ada@example.com' });
    const { rerender } = await openForm(client);
    rerender(
      <Providers client={client} page={tap}>
        {null}
      </Providers>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialogStore.getState()).toMatchObject({ open: [], registered: {} });
  });

  it("blocks.md: 'already initiated a registration' shows the in-progress text inline and as a 'Registration Error' toast", async () => {
    const client = fakeClient({
      email: 'ada@example.com',
      register: async () => {
        throw new Error(
          'HTTP Error Status: 409 - You already initiated a registration for this product',
        );
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openForm(client);
    await fillAndRegister(user, dialog);
    const text =
      'This product registration is already in progress. Please check your email for next steps.';
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(text));
    const toast = toastStore.getState().toasts[0];
    expect(toast).toMatchObject({ title: 'Registration Error', description: text, duration: 5000 });
  });

  it("blocks.md: any other failure is 'Registration failed. Please try again.'", async () => {
    const client = fakeClient({
      email: 'ada@example.com',
      register: async () => ({
        success: false,
        token_id: '',
        registration_settings: null,
        pending: false,
      }),
    });
    const { user, dialog } = await openForm(client);
    await fillAndRegister(user, dialog);
    expect(
      await within(dialog).findByText('Registration failed. Please try again.'),
    ).toBeInTheDocument();
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: 'Registration Error',
      duration: 5000,
    });
  });
});

describe('discount code copy (blocks.md)', () => {
  it('blocks.md: the copy button shows a copied state for 2 seconds', async () => {
    const user = userEvent.setup();
    // After userEvent.setup(), which installs its own clipboard.
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup(
      { success: { discountCode: 'SAVE20' } },
      { collection, tokenId: '3' },
      fakeClient({ email: 'a@b.co', owner: true }),
    );
    await user.click(await screen.findByRole('button', { name: 'View Registration' }));
    await user.click(await screen.findByRole('button', { name: 'Copy discount code' }));
    expect(writeText).toHaveBeenCalledWith('SAVE20');
    expect(screen.getByRole('button', { name: 'Copied! discount code' })).toBeInTheDocument();
    // The copied state is one visible word, found once.
    expect(screen.getAllByText(/copied/i)).toHaveLength(1);
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Copy discount code' })).toBeInTheDocument(),
      { timeout: 3000 },
    );
  });

  it("blocks.md: a failed copy shows the toast 'Copy failed' / 'Please try copying manually'", async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    setup(
      { success: { discountCode: 'SAVE20' } },
      { collection, tokenId: '3' },
      fakeClient({ email: 'a@b.co', owner: true }),
    );
    await user.click(await screen.findByRole('button', { name: 'View Registration' }));
    await user.click(await screen.findByRole('button', { name: 'Copy discount code' }));
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: 'Copy failed',
      description: 'Please try copying manually',
      duration: 3000,
    });
  });
});

describe('display types (blocks.md)', () => {
  it("blocks.md: block-only renders nothing and opens through the 'registration' dialog", async () => {
    const { container } = setup(
      { type: 'block-only' },
      tap,
      fakeClient({ email: 'ada@example.com' }),
    );
    await act(async () => {});
    expect(container.querySelector('.one-registration')).toBeNull();
    await act(async () => openDialog('registration'));
    expect(
      await screen.findByRole('heading', { name: 'Register Your Product' }),
    ).toBeInTheDocument();
  });

  it('blocks.md: static shows the form inline only with a token or register parameter', async () => {
    setup({ type: 'static' }, tap, fakeClient({ email: 'ada@example.com' }));
    expect(
      await screen.findByRole('heading', { name: 'Register Your Product' }),
    ).toBeInTheDocument();
  });

  it("foundation: with a static registration, a card's registration action still opens the 'registration' dialog", async () => {
    setup({ type: 'static' }, { collection }, fakeClient({ email: 'ada@example.com' }));
    await act(async () => {});
    expect(openDialog('registration')).toBe(true);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('blocks.md: static without a token or register parameter shows nothing', async () => {
    const { container } = setup(
      { type: 'static' },
      { collection },
      fakeClient({ email: 'ada@example.com' }),
    );
    await act(async () => {});
    expect(container.querySelector('.one-registration')).toBeNull();
  });

  it('blocks.md: static in the builder shows a placeholder', () => {
    setup({ type: 'static' }, {}, fakeClient(), true);
    expect(
      screen.getByText(/Registration form: "Register Your Product" shows here/),
    ).toBeInTheDocument();
  });
});
