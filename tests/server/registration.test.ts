// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { ApiRequestError, type ApiClient } from '../../src/client';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
const metadata = { firstName: 'Ada', lastName: 'Lovelace', terms: true, marketing: false };

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('register with e-mail', () => {
  let owner: ApiClient;

  it('a signed-in visitor registers an unowned token and becomes its owner', async () => {
    owner = await server.signIn('owner@example.com');
    const before = await owner.access.checkOwner({
      email: 'owner@example.com',
      collection_slug: 'demo',
      token_id: '1',
    });
    expect(before).toEqual({ is_owner: false, count: 0 });
    const result = await owner.registrations.registerEmail({
      email: 'owner@example.com',
      collection_id: 'col_demo',
      short_url: 'demo-1',
      metadata,
    });
    expect(result).toMatchObject({ success: true, token_id: '1', pending: false });
    expect(result?.registration_settings).toHaveProperty('success.discountCode', 'VITRINE10');
    const after = await owner.access.checkOwner({
      email: 'owner@example.com',
      collection_slug: 'demo',
      token_id: '1',
    });
    expect(after).toEqual({ is_owner: true, count: 1 });
    const products = await owner.access.ownerProducts({ email: 'owner@example.com' });
    expect(products.data.map((p) => p.token_id)).toEqual(['1']);
    expect(products.pagination.total_count).toBe(1);
    const user = await owner.session.updatedUser('localhost', 'owner@example.com');
    expect(user?.metadata).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', terms: true });
    const token = await owner.collections.get('demo', { token_id: '1' });
    expect(token?.token?.registered).toBe(true);
  });

  it('blocks: only the owner loads registration settings', async () => {
    const settings = await owner.access.registrationSettings({
      token_id: '1',
      collection_slug: 'demo',
    });
    expect(settings?.registration_settings).toHaveProperty('form.consents');
    const stranger = await server.signIn('stranger@example.com');
    const error = await failure(
      stranger.access.registrationSettings({ token_id: '1', collection_slug: 'demo' }),
    );
    expect(error.status).toBe(403);
  });

  it('a token registers once: another visitor gets 409 (reason already_registered, for the page to word) and stays a non-owner', async () => {
    const other = await server.signIn('other@example.com');
    const error = await failure(
      other.registrations.registerEmail({
        email: 'other@example.com',
        collection_id: 'demo',
        short_url: 'demo-1',
        metadata,
      }),
    );
    expect(error.status).toBe(409);
    expect(error.body).toMatchObject({ reason: 'already_registered' });
    expect(
      (
        await other.access.checkOwner({
          email: 'other@example.com',
          collection_slug: 'demo',
          token_id: '1',
        })
      )?.is_owner,
    ).toBe(false);
  });

  it('a visitor may not ask about someone else’s ownership (403)', async () => {
    const other = await server.signIn('nosy@example.com');
    const error = await failure(
      other.access.checkOwner({ email: 'owner@example.com', collection_slug: 'demo' }),
    );
    expect(error.status).toBe(403);
  });

  it('a required consent left unchecked is a 400 naming it: "This consent is required"', async () => {
    const visitor = await server.signIn('consent@example.com');
    const error = await failure(
      visitor.registrations.registerEmail({
        email: 'consent@example.com',
        collection_id: 'demo',
        short_url: 'demo-2',
        metadata: { firstName: 'A', lastName: 'B' },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toContain('metadata.terms: This consent is required');
  });

  it('a required field missing is a 400: "First name is required"', async () => {
    const visitor = await server.signIn('field@example.com');
    const error = await failure(
      visitor.registrations.registerEmail({
        email: 'field@example.com',
        collection_id: 'demo',
        short_url: 'demo-2',
        metadata: { lastName: 'B', terms: true },
      }),
    );
    expect(error.message).toContain('metadata.firstName: First name is required');
  });

  it("a page showing one item registers only that item: another item's tap code is a 400 (reason other_item), and nothing is registered", async () => {
    const visitor = await server.signIn('mixed.tags@example.com');
    const error = await failure(
      visitor.registrations.registerEmail({
        email: 'mixed.tags@example.com',
        collection_id: 'demo',
        short_url: 'demo-6',
        token_id: '7',
        metadata,
      }),
    );
    expect(error.status).toBe(400);
    expect((error.body as { reason?: string }).reason).toBe('other_item');
    const owned = await visitor.access.checkOwner({
      email: 'mixed.tags@example.com',
      collection_id: 'demo',
    });
    expect(owned?.count).toBe(0);
    // The page's own item with its own code registers as before.
    const result = await visitor.registrations.registerEmail({
      email: 'mixed.tags@example.com',
      collection_id: 'demo',
      short_url: 'demo-6',
      token_id: '6',
      metadata,
    });
    expect(result?.token_id).toBe('6');
  });

  it('the e-mail must be the signed-in visitor’s', async () => {
    const visitor = await server.signIn('me@example.com');
    const error = await failure(
      visitor.registrations.registerEmail({
        email: 'you@example.com',
        collection_id: 'demo',
        short_url: 'demo-2',
        metadata,
      }),
    );
    expect(error.status).toBe(403);
  });

  it('without a session a confirmation link is e-mailed; a second claim meanwhile: "already initiated a registration"', async () => {
    const anonymous = server.client();
    const pending = await anonymous.registrations.registerEmail({
      email: 'first@example.com',
      collection_id: 'demo',
      short_url: 'demo-5',
      metadata,
    });
    expect(pending).toMatchObject({ success: true, pending: true, token_id: '5' });
    const second = await failure(
      server.client().registrations.registerEmail({
        email: 'second@example.com',
        collection_id: 'demo',
        short_url: 'demo-5',
        metadata,
      }),
    );
    expect(second.status).toBe(409);
    expect(second.message).toContain('already initiated a registration');
    expect(second.body).toMatchObject({ reason: 'registration_pending' });

    const outbox = (await (
      await fetch(`${server.url}/dev/outbox.json?email=first@example.com`)
    ).json()) as { messages: { text: string }[] };
    const link = outbox.messages[0]!.text.match(/https?:\/\/\S+/)![0];
    const confirm = await fetch(link, { redirect: 'manual' });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/c/demo/5');
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(410);
    expect(
      (await server.client().collections.get('demo', { token_id: '5' }))?.token?.registered,
    ).toBe(true);
  });

  it('an unknown short URL is a 404 naming it (the client gives null, foundation)', async () => {
    const visitor = await server.signIn('lost@example.com');
    const body = { email: 'lost@example.com', collection_id: 'demo', short_url: 'nope', metadata };
    expect(await visitor.registrations.registerEmail(body)).toBeNull();
    const res = await fetch(`${server.url}/v1/registrations/register-email`, {
      method: 'POST',
      headers: { 'x-api-key': 'pk_local_vitrine', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toContain('nope');
  });

  it('missing key: "Client API Key is required for registration"', async () => {
    const keyless = server.client({ apiKey: null });
    await expect(
      keyless.registrations.registerEmail({
        email: 'a@b.co',
        collection_id: 'demo',
        short_url: 'demo-3',
      }),
    ).rejects.toThrow('Client API Key is required for registration');
    await expect(keyless.access.checkOwner({ email: 'a@b.co' })).rejects.toThrow(
      'Client API Key is required for ownership verification',
    );
    await expect(keyless.activities.list({ collection_slug: 'demo' })).rejects.toThrow(
      'Client API Key is required for activities',
    );
  });
});

describe('register with a wallet (EIP-4361)', () => {
  const account = privateKeyToAccount(generatePrivateKey());
  const host = () => new URL(server.url).host;

  async function signed(
    overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
    nonce?: string,
  ) {
    const visitor = server.client();
    const n = nonce ?? (await visitor.registrations.walletNonce())!.nonce;
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: host(),
      nonce: n,
      uri: server.url,
      version: '1',
      requestId: 'col_demo:demo-8',
      statement: 'Register Harbour Lamp #8 to this wallet.',
      ...overrides,
    });
    return { visitor, message, signature: await account.signMessage({ message }), nonce: n };
  }

  it('registers the token to the signing address, once per nonce', async () => {
    const { visitor, message, signature } = await signed();
    const result = await visitor.registrations.registerWallet({
      message,
      signature,
      collection_id: 'col_demo',
      short_url: 'demo-8',
      metadata,
    });
    expect(result).toMatchObject({ success: true, token_id: '8' });
    expect((await visitor.collections.get('demo', { token_id: '8' }))?.token?.registered).toBe(
      true,
    );
    const replay = await failure(
      visitor.registrations.registerWallet({
        message,
        signature,
        collection_id: 'col_demo',
        short_url: 'demo-8',
        metadata,
      }),
    );
    expect(replay.status).toBe(400);
    expect(replay.message).toContain('nonce');
  });

  it('refuses a wrong domain, a wrong token, an expired message and a forged signature', async () => {
    const wrongDomain = await signed({ domain: 'evil.example' });
    expect(
      (
        await failure(
          wrongDomain.visitor.registrations.registerWallet({
            message: wrongDomain.message,
            signature: wrongDomain.signature,
            collection_id: 'col_demo',
            short_url: 'demo-8',
          }),
        )
      ).message,
    ).toContain('message.domain');

    const wrongToken = await signed({ requestId: 'col_demo:demo-9' });
    expect(
      (
        await failure(
          wrongToken.visitor.registrations.registerWallet({
            message: wrongToken.message,
            signature: wrongToken.signature,
            collection_id: 'col_demo',
            short_url: 'demo-10',
          }),
        )
      ).message,
    ).toContain('requestId');

    const expired = await signed({
      requestId: 'col_demo:demo-10',
      expirationTime: new Date(Date.now() - 60_000),
    });
    expect(
      (
        await failure(
          expired.visitor.registrations.registerWallet({
            message: expired.message,
            signature: expired.signature,
            collection_id: 'col_demo',
            short_url: 'demo-10',
          }),
        )
      ).message,
    ).toContain('expired');

    const forged = await signed({ requestId: 'col_demo:demo-10' });
    const other = privateKeyToAccount(generatePrivateKey());
    const badSignature = await other.signMessage({ message: forged.message });
    const error = await failure(
      forged.visitor.registrations.registerWallet({
        message: forged.message,
        signature: badSignature,
        collection_id: 'col_demo',
        short_url: 'demo-10',
      }),
    );
    expect(error.status).toBe(401);
    expect(
      (await forged.visitor.collections.get('demo', { token_id: '10' }))?.token?.registered,
    ).toBe(false);
  });
});
