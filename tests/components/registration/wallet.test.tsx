import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Registration } from '../../../src/components/registration/Registration';
import { registrationSchema } from '../../../src/components/registration/schema';
import type { LayoutComponent } from '../../../src/schema/layout/component';
import { dialogStore } from '../../../src/ui/dialog/dialogStore';
import { fakeClient, Providers } from './fakeClient';

// A fixed test key (never funded): the wallet signs for real, in the test.
const account = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
);
const collection = { id: 'col1', slug: 'demo', name: 'Demo Sneakers', gallery: [], attributes: [] };

function renderBlock() {
  const data = registrationSchema.content.parse({
    form: { consents: [{ id: 'terms', label: 'I accept', required: true }] },
  });
  const styles = registrationSchema.style.parse({});
  const client = fakeClient();
  render(
    <Providers client={client} page={{ collection, shortUrl: 'SHORT1', register: true }}>
      <Registration
        data={data}
        styles={styles}
        component={{ id: 'r' } as LayoutComponent}
        builder={false}
      />
    </Providers>,
  );
  return client;
}

beforeEach(() => {
  dialogStore.setState({ open: [], registered: {} });
  window.history.replaceState(null, '', '/c/demo?register=true&code=SHORT1');
});
afterEach(() => {
  delete window.ethereum;
});

describe('registration with a wallet (EIP-1193, EIP-4361)', () => {
  it('an injected wallet signs an EIP-4361 message with the server nonce, the domain and the token', async () => {
    window.ethereum = {
      request: async ({ method, params }) => {
        if (method === 'eth_requestAccounts') return [account.address];
        if (method === 'eth_chainId') return '0x1';
        if (method === 'personal_sign')
          return account.signMessage({ message: String((params ?? [])[0]) });
        throw new Error(`unexpected ${method}`);
      },
    };
    const user = userEvent.setup();
    const client = renderBlock();
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Register with a wallet' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Register Your Product' }),
    ).toBeInTheDocument();
    // The form loads when the dialog first shows it.
    await user.type(await within(dialog).findByLabelText('First name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Last name'), 'Lovelace');
    await user.click(within(dialog).getByRole('checkbox', { name: /I accept/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign and register' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Registration Complete!' }),
    ).toBeInTheDocument();

    const body = (
      client.registrations.registerWallet.mock.calls[0] as unknown[] | undefined
    )?.[0] as {
      message: string;
      signature: `0x${string}`;
      collection_id: string;
      short_url: string;
      metadata: Record<string, unknown>;
    };
    expect(body).toMatchObject({
      collection_id: 'col1',
      short_url: 'SHORT1',
      metadata: { firstName: 'Ada', lastName: 'Lovelace', terms: true },
    });
    const message = parseSiweMessage(body.message);
    expect(message).toMatchObject({
      address: account.address,
      nonce: 'abcdefgh12345678',
      domain: window.location.host,
      requestId: 'col1:SHORT1',
      chainId: 1,
    });
    expect(
      await verifyMessage({
        address: account.address,
        message: body.message,
        signature: body.signature,
      }),
    ).toBe(true);
  }, 20_000);

  it('with no wallet in the browser a visitor signing in by e-mail reads nothing about wallets', async () => {
    const user = userEvent.setup();
    renderBlock();
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('Email')).toBeInTheDocument();
    expect(within(dialog).queryByText(/wallet/i)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /wallet/i })).toBeNull();
  });
});
