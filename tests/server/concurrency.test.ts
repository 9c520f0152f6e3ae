// @vitest-environment node
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OTP_SEND_LIMITS } from '../../server/config';
import { activities, otpCodes, pendingRegistrations, tokens, users } from '../../server/db/schema';
import { ALREADY_INITIATED } from '../../server/services/registration';
import { keepAliveFetch } from './support/keepAliveFetch';
import { PK, SK, startTestServer, type TestServer } from './support/testServer';

/**
 * Each race fired at the real server with at least 100 requests at once, asserting the rule
 * that must hold whatever the interleaving. Every test speaks from its own client addresses
 * (X-Forwarded-For, trusted here), so the address limits of one do not touch another.
 */
let server: TestServer;
const RACE = 100;
// A hundred requests at once take a few seconds on a busy machine (the default is 5 s).
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  server = await startTestServer({
    trustProxy: 1,
    otpSendLimits: OTP_SEND_LIMITS,
    writeLimits: { perAddress: 100_000, perKey: 1_000_000 },
  });
}, 120_000);
afterAll(() => server?.close());

interface Call {
  ip?: string;
  key?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

function call(method: string, path: string, body: unknown, options: Call = {}) {
  const headers: Record<string, string> = {
    'x-api-key': options.key ?? PK,
    'x-forwarded-for': options.ip ?? '198.51.100.1',
    ...options.headers,
  };
  if (options.cookie) headers.cookie = options.cookie;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return keepAliveFetch(`${server.url}${path}`, { method, headers, body: payload });
}

const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

async function outbox(email: string) {
  const res = await fetch(`${server.url}/dev/outbox.json?email=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: { subject: string; code: string | null }[] }).messages;
}

/** Signs in from `ip` and gives the session cookie and the user id. */
async function signIn(email: string, ip: string) {
  expect((await call('POST', '/v1/access/otp', { email }, { ip })).status).toBe(200);
  const res = await call(
    'POST',
    '/v1/access/otp/verify',
    { email, code: await server.latestCode(email), domain: 'localhost' },
    { ip },
  );
  const body = (await res.json()) as { success: boolean; user: { id: string } };
  expect(body.success).toBe(true);
  const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
  return { cookie, userId: body.user.id };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('races on sign-in codes', () => {
  it('concurrent wrong guesses: at most 5 are checked, and the right code is refused after them', async () => {
    const email = 'guess-race@example.com';
    const ip = '198.51.100.10';
    expect((await call('POST', '/v1/access/otp', { email }, { ip })).status).toBe(200);
    const code = await server.latestCode(email);
    const answers = await times(RACE * 2, () =>
      call('POST', '/v1/access/otp/verify', { email, code: wrong(code) }, { ip }).then(
        (r) => r.json() as Promise<{ success: boolean; error: string; attempts_left: number }>,
      ),
    );
    expect(answers.every((a) => a.success === false)).toBe(true);
    // Four wrong guesses leave tries; the fifth spends the code; every other request was
    // turned away without its guess being compared.
    expect(answers.filter((a) => a.error.startsWith('Invalid code'))).toHaveLength(4);
    const [row] = await server.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(row?.attempts).toBe(5);

    const right = await call('POST', '/v1/access/otp/verify', { email, code }, { ip });
    expect(await right.json()).toMatchObject({ success: false, attempts_left: 0 });
    expect(right.headers.getSetCookie()).toEqual([]);
  });

  it('concurrent code requests for one e-mail from one address: exactly 5 codes are sent, the rest get 429 with Retry-After', async () => {
    const email = 'send-race@example.com';
    const answers = await times(RACE, () =>
      call('POST', '/v1/access/otp', { email }, { ip: '198.51.100.20' }),
    );
    const sent = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status === 429);
    expect(sent).toHaveLength(OTP_SEND_LIMITS.perEmail);
    expect(refused).toHaveLength(RACE - OTP_SEND_LIMITS.perEmail);
    expect(refused.every((r) => Number(r.headers.get('retry-after')) > 0)).toBe(true);
    expect(await outbox(email)).toHaveLength(OTP_SEND_LIMITS.perEmail);
  });

  it('concurrent code requests from one address for many e-mails: at most 20 codes leave it', async () => {
    const answers = await times(RACE, (i) =>
      call('POST', '/v1/access/otp', { email: `spray-${i}@example.com` }, { ip: '198.51.100.21' }),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(OTP_SEND_LIMITS.perAddress);
  });

  it('concurrent code requests for one e-mail from many addresses: at most 20 e-mails reach the inbox', async () => {
    const email = 'many-hands@example.com';
    const answers = await times(RACE, (i) =>
      call('POST', '/v1/access/otp', { email }, { ip: `203.0.113.${i}` }),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(
      OTP_SEND_LIMITS.perEmailAllAddresses,
    );
    expect(await outbox(email)).toHaveLength(OTP_SEND_LIMITS.perEmailAllAddresses);
  });
});

describe('a stranger cannot lock a person out', () => {
  it("a stranger's code requests spend only the stranger's limit and do not void the owner's code; the refusal says when to try again", async () => {
    const email = 'victim@example.com';
    const owner = '198.51.100.30';
    const stranger = '198.51.100.31';
    expect((await call('POST', '/v1/access/otp', { email }, { ip: owner })).status).toBe(200);
    const ownersCode = await server.latestCode(email);

    const flood = await times(RACE, () =>
      call('POST', '/v1/access/otp', { email }, { ip: stranger }),
    );
    expect(flood.filter((r) => r.status === 200)).toHaveLength(OTP_SEND_LIMITS.perEmail);
    const refusal = flood.find((r) => r.status === 429)!;
    const seconds = Number(refusal.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    const { message } = (await refusal.json()) as { message: string };
    expect(message).toMatch(/try again in 15 minutes \(at \d\d:\d\d:\d\d UTC\)/);

    // The owner can still ask for a code, and the one they had still signs them in.
    expect((await call('POST', '/v1/access/otp', { email }, { ip: owner })).status).toBe(200);
    const [older] = await server.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), eq(otpCodes.ip, owner), isNull(otpCodes.consumedAt)));
    expect(older).toBeDefined();
    const latest = await server.latestCode(email);
    const signedIn = await call(
      'POST',
      '/v1/access/otp/verify',
      { email, code: latest, domain: 'localhost' },
      { ip: owner },
    );
    expect(await signedIn.json()).toMatchObject({ success: true });
    expect(ownersCode).toMatch(/^\d{6}$/);
  });

  it("a code the owner asked for survives a stranger's later request and still signs the owner in", async () => {
    const email = 'keeps-code@example.com';
    const owner = '198.51.100.32';
    expect((await call('POST', '/v1/access/otp', { email }, { ip: owner })).status).toBe(200);
    const code = await server.latestCode(email);
    await times(3, () => call('POST', '/v1/access/otp', { email }, { ip: '198.51.100.33' }));
    const res = await call(
      'POST',
      '/v1/access/otp/verify',
      { email, code, domain: 'localhost' },
      { ip: owner },
    );
    expect(await res.json()).toMatchObject({ success: true });
  });
});

describe('races on user metadata', () => {
  it('concurrent metadata updates each adding a key: every acknowledged key is kept', async () => {
    const { userId } = await signIn('meta-race@example.com', '198.51.100.40');
    const answers = await times(RACE, (i) =>
      call('PUT', `/v1/users/${userId}`, { metadata: { [`key${i}`]: i } }, { key: SK }),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    const [row] = await server.db.select().from(users).where(eq(users.id, userId));
    expect(Object.keys(row!.metadata).sort()).toEqual(
      Array.from({ length: RACE }, (_, i) => `key${i}`).sort(),
    );
  });

  it('concurrent batch updates and visitor updates: every key kept, and the 100-key bound holds', async () => {
    const { userId, cookie } = await signIn('batch-race@example.com', '198.51.100.41');
    const answers = await times(RACE + 20, (i) =>
      i % 2 === 0
        ? call(
            'POST',
            '/v1/users/batch-update',
            { users: [{ id: userId, metadata: { [`k${i}`]: true } }] },
            { key: SK },
          )
        : call('PUT', `/v1/users/${userId}`, { metadata: { [`k${i}`]: true } }, { cookie }),
    );
    const accepted = answers.filter((r) => r.status === 200).length;
    expect(accepted).toBe(100);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(20);
    const [row] = await server.db.select().from(users).where(eq(users.id, userId));
    expect(Object.keys(row!.metadata)).toHaveLength(100);
  });

  it('claims of several tokens at once, racing metadata updates: every key of every claim is kept', async () => {
    const email = 'claim-race@example.com';
    const { userId, cookie } = await signIn(email, '198.51.100.42');
    const shortUrls = ['demo-9', 'demo-10', 'demo-11', 'demo-12'];
    const answers = await times(RACE, (i) =>
      i < shortUrls.length
        ? call(
            'POST',
            '/v1/registrations/register-email',
            {
              email,
              collection_id: 'col_demo',
              short_url: shortUrls[i],
              metadata: {
                firstName: 'Ada',
                lastName: 'Lovelace',
                terms: true,
                [`claim${i}`]: true,
              },
            },
            { cookie },
          )
        : call(
            'PUT',
            `/v1/users/${userId}`,
            // 3 shared registration keys + 4 claims + 93 puts = the 100-key bound exactly.
            { metadata: { [i < 97 ? `put${i}` : `absent${i}`]: i < 97 ? true : null } },
            { cookie },
          ),
    );
    const refused = await Promise.all(
      answers.filter((r) => r.status !== 200).map(async (r) => `${r.status} ${await r.text()}`),
    );
    expect(refused).toEqual([]);
    const [row] = await server.db.select().from(users).where(eq(users.id, userId));
    const keys = Object.keys(row!.metadata);
    for (let i = 0; i < 97; i++)
      expect(keys).toContain(i < shortUrls.length ? `claim${i}` : `put${i}`);
    expect(keys).toHaveLength(100);
  });
});

describe('races on e-mail registrations', () => {
  it('concurrent unsigned claims of one token: one pending registration, one e-mail, the rest a 409 that says why', async () => {
    const answers = await times(RACE, (i) =>
      call(
        'POST',
        '/v1/registrations/register-email',
        {
          email: `claimant-${i}@example.com`,
          collection_id: 'col_demo',
          short_url: 'demo-8',
          metadata: { firstName: 'Ada', lastName: 'Lovelace', terms: true },
        },
        { ip: `192.0.2.${i}` },
      ),
    );
    const ok = answers.filter((r) => r.status === 200);
    const conflicts = answers.filter((r) => r.status === 409);
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(RACE - 1);
    expect(((await conflicts[0]!.json()) as { message: string }).message).toBe(ALREADY_INITIATED);
    const [token] = await server.db.select().from(tokens).where(eq(tokens.shortUrl, 'demo-8'));
    const pending = await server.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.tokenRowId, token!.id));
    expect(pending).toHaveLength(1);
    expect(await outbox(pending[0]!.email)).toHaveLength(1);
    const mails = await Promise.all(
      Array.from({ length: RACE }, (_, i) => outbox(`claimant-${i}@example.com`)),
    );
    expect(mails.flat()).toHaveLength(1);
  });
});

describe('Idempotency-Key: a retried create never creates twice', () => {
  const post = (key: string, title: string) => {
    const form = new FormData();
    form.set('collection_slug', 'demo');
    form.set('token_id', '3');
    form.set('title', title);
    form.set('type', 'CREATOR');
    return call('POST', '/v1/activities', form, {
      key: SK,
      headers: { 'idempotency-key': key },
    });
  };

  it('the same post sent 100 times at once with one key makes one row; a later retry gets the first answer', async () => {
    const answers = await times(RACE, () => post('post-once', 'Posted once'));
    const statuses = new Set(answers.map((r) => r.status));
    expect([...statuses].every((s) => s === 201 || s === 409)).toBe(true);
    const rows = await server.db
      .select()
      .from(activities)
      .where(eq(activities.title, 'Posted once'));
    expect(rows).toHaveLength(1);

    const retry = await post('post-once', 'Posted once');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as { id: string }).id).toBe(rows[0]!.id);
  });

  it('the same key with a different body is a 422 that says why, and creates nothing', async () => {
    expect((await post('key-reused', 'First body')).status).toBe(201);
    const other = await post('key-reused', 'Second body');
    expect(other.status).toBe(422);
    expect(((await other.json()) as { message: string }).message).toContain(
      'already used for a different request',
    );
    const rows = await server.db
      .select()
      .from(activities)
      .where(eq(activities.title, 'Second body'));
    expect(rows).toHaveLength(0);
  });

  it('a code request retried 100 times at once with one key sends one code', async () => {
    const email = 'idempotent-code@example.com';
    const answers = await times(RACE, () =>
      call(
        'POST',
        '/v1/access/otp',
        { email },
        { ip: '198.51.100.50', headers: { 'idempotency-key': 'one-code' } },
      ),
    );
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await outbox(email)).toHaveLength(1);
  });
});
