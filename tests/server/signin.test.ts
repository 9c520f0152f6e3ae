// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../src/client';
import { OTP_SEND_LIMITS } from '../../server/config';
import { otpCodes } from '../../server/db/schema';
import { cookieFetch, PK, startTestServer, type TestServer } from './support/testServer';
import { createApiClient } from '../../src/client';

let server: TestServer;

beforeAll(async () => {
  // The limits a server that really e-mails codes applies (a local one is looser: config.test).
  server = await startTestServer({ otpSendLimits: OTP_SEND_LIMITS });
}, 120_000);
afterAll(() => server?.close());

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in by one-time code', () => {
  it('sends a 6-digit code, listed at /dev/outbox, that signs in once and sets an httpOnly SameSite cookie', async () => {
    const jar = cookieFetch();
    const visitor = createApiClient({
      baseUrl: server.url,
      apiKey: PK,
      fetch: jar,
      logger: { error: () => {} },
    });
    const sent = await visitor.access.sendOtp({ email: 'Ada@Example.com' });
    expect(sent?.success).toBe(true);
    const code = await server.latestCode('ada@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const html = await (await fetch(`${server.url}/dev/outbox`)).text();
    expect(html).toContain(code);

    const result = await visitor.access.verifyOtp({
      email: 'ada@example.com',
      code,
      domain: 'localhost',
    });
    expect(result).toMatchObject({ success: true, user: { email: 'ada@example.com' } });
    const cookie = jar.lastSetCookie.find((c) => c.startsWith('vitrine_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);

    const session = await visitor.session.get('localhost');
    expect(session?.email).toBe('ada@example.com');
    expect(await visitor.session.get('other.example')).toBeNull();
    const user = await visitor.session.updatedUser('localhost', 'ada@example.com');
    expect(user?.email).toBe('ada@example.com');

    // The same code does not sign in twice.
    const again = await server.client().access.verifyOtp({ email: 'ada@example.com', code });
    expect(again?.success).toBe(false);

    expect(await visitor.session.logout('localhost')).toEqual({ success: true });
    expect(await visitor.session.get('localhost')).toBeNull();
    // Not signed in is an ordinary answer: 204, never a 404 the browser logs as an error.
    const raw = await fetch(`${server.url}/v1/session?domain=localhost`, {
      headers: { 'x-api-key': PK },
    });
    expect(raw.status).toBe(204);
  });

  it('foundation: a wrong code is a 400 returned as a normal result, with tries left', async () => {
    const visitor = server.client();
    await visitor.access.sendOtp({ email: 'wrong@example.com' });
    const code = await server.latestCode('wrong@example.com');
    const result = await visitor.access.verifyOtp({
      email: 'wrong@example.com',
      code: wrong(code),
    });
    expect(result).toMatchObject({ success: false, attempts_left: 4, reason: 'wrong' });
    expect(result?.error).toContain('Invalid code');
  });

  it('a code is void after 5 wrong tries: the sixth try fails even with the right code', async () => {
    const visitor = server.client();
    await visitor.access.sendOtp({ email: 'brute@example.com' });
    const code = await server.latestCode('brute@example.com');
    for (let i = 0; i < 5; i++)
      await visitor.access.verifyOtp({ email: 'brute@example.com', code: wrong(code) });
    const sixth = await visitor.access.verifyOtp({ email: 'brute@example.com', code });
    expect(sixth).toMatchObject({ success: false, attempts_left: 0 });
    expect(sixth?.error).toContain('Too many wrong codes');
  });

  it('a code expires after 10 minutes', async () => {
    const visitor = server.client();
    const sent = await visitor.access.sendOtp({ email: 'late@example.com' });
    const ttl = Date.parse(sent!.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(9.5 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    const code = await server.latestCode('late@example.com');
    await server.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.email, 'late@example.com'));
    const result = await visitor.access.verifyOtp({ email: 'late@example.com', code });
    expect(result?.success).toBe(false);
    expect(result?.error).toContain('expired');
  });

  it('codes are rate-limited per e-mail: the sixth request in 15 minutes is a 429 with Retry-After', async () => {
    const visitor = server.client();
    for (let i = 0; i < 5; i++) await visitor.access.sendOtp({ email: 'spam@example.com' });
    const error = await visitor.access
      .sendOtp({ email: 'spam@example.com' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(429);
    const res = await fetch(`${server.url}/v1/access/otp`, {
      method: 'POST',
      headers: { 'x-api-key': PK, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'spam@example.com' }),
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a bad e-mail or a code that is not 6 digits is a 400 naming the field', async () => {
    const visitor = server.client();
    const error = (await visitor.access
      .sendOtp({ email: 'not-an-email' })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(400);
    expect(error.message).toContain('email');
    const verify = await visitor.access.verifyOtp({ email: 'a@example.com', code: '12' });
    expect(JSON.stringify(verify)).toContain('code');
  });
});
