// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { rawRequest } from './support/rawRequest';
import { PK, startTestServer, type TestServer } from './support/testServer';

/** The site as configured; the requests below claim to be for another host. */
const PUBLIC_URL = 'https://shop.example';
const ATTACKER = 'attacker.example';
/** What the demo collection's registration form requires. */
const metadata = { firstName: 'Ada', lastName: 'Lovelace', terms: true, marketing: false };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    publicUrl: PUBLIC_URL,
    trustProxy: 1,
    otpSendLimits: { perEmail: 100, perAddress: 3, perEmailAllAddresses: 100 },
  });
}, 120_000);
afterAll(() => server?.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  rawRequest(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'x-api-key': PK, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function outboxText(email: string): Promise<string> {
  const res = await fetch(`${server.url}/dev/outbox.json?email=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { text: string }[] };
  return messages.map((m) => m.text).join('\n');
}

describe('links come from PUBLIC_URL, never from the Host header', () => {
  it('a registration confirmation e-mailed after a request with a forged Host links to the configured site', async () => {
    const res = await post(
      '/v1/registrations/register-email',
      { email: 'victim@example.com', collection_id: 'col_demo', short_url: 'demo-11', metadata },
      { host: ATTACKER },
    );
    expect(res.status).toBe(200);
    const text = await outboxText('victim@example.com');
    expect(text).toContain(`${PUBLIC_URL}/v1/registrations/confirm?code=`);
    expect(text).not.toContain(ATTACKER);
  });
});

describe('Sign-In with Ethereum: the message must name the configured site', () => {
  const account = privateKeyToAccount(generatePrivateKey());

  async function attempt(site: { domain: string; uri: string }, host: string) {
    const nonce = await rawRequest(`${server.url}/v1/registrations/wallet-nonce`, {
      headers: { 'x-api-key': PK, host },
    });
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: site.domain,
      uri: site.uri,
      nonce: (JSON.parse(nonce.text) as { nonce: string }).nonce,
      version: '1',
      requestId: 'col_demo:demo-12',
    });
    const signature = await account.signMessage({ message });
    const res = await post(
      '/v1/registrations/register-wallet',
      { message, signature, collection_id: 'col_demo', short_url: 'demo-12', metadata },
      { host },
    );
    return { status: res.status, message: (JSON.parse(res.text) as { message?: string }).message };
  }

  it('a signature a look-alike site collected for its own domain is refused, even sent with that Host', async () => {
    const phished = await attempt({ domain: ATTACKER, uri: `https://${ATTACKER}` }, ATTACKER);
    expect(phished.status).toBe(400);
    expect(phished.message).toBe('message.domain: must be shop.example');
  });

  it('the URI must be the configured origin too', async () => {
    const wrongUri = await attempt(
      { domain: 'shop.example', uri: `https://${ATTACKER}` },
      ATTACKER,
    );
    expect(wrongUri.status).toBe(400);
    expect(wrongUri.message).toBe('message.uri: must be https://shop.example');
  });

  it('a message for the configured site is accepted whatever Host the request names', async () => {
    const accepted = await attempt({ domain: 'shop.example', uri: PUBLIC_URL }, ATTACKER);
    expect(accepted).toMatchObject({ status: 200 });
  });
});

describe('client address behind TRUST_PROXY proxies', () => {
  const askCode = (email: string, forwardedFor: string) =>
    post('/v1/access/otp', { email }, { 'x-forwarded-for': forwardedFor });

  it('a spoofed leftmost X-Forwarded-For entry does not change the address the limit counts', async () => {
    // Our one proxy appended 203.0.113.7, the address it saw; the client wrote the rest.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await askCode(`spoof${i}@example.com`, `198.51.100.${i}, 203.0.113.7`);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('the address our proxy saw is what counts: another client is not held back', async () => {
    const res = await askCode('other@example.com', '203.0.113.7, 203.0.113.8');
    expect(res.status).toBe(200);
  });
});
