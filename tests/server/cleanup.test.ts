// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, sessions, users, walletNonces } from '../../server/db/schema';
import { deleteExpired } from '../../server/services/cleanup';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

const hour = 60 * 60 * 1000;

describe('cleanup of expired rows (issue 3: sessions and codes do not pile up)', () => {
  it('deletes expired sessions, nonces and old codes; keeps everything still usable or counted', async () => {
    const db = server.db;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const [user] = await db
      .insert(users)
      .values({ id: 'usr_cleanup', email: 'cleanup@example.com' })
      .returning();
    await db.insert(sessions).values([
      { idHash: 'old', userId: user!.id, domain: 'localhost', expiresAt: ago(hour) },
      { idHash: 'live', userId: user!.id, domain: 'localhost', expiresAt: ago(-hour) },
    ]);
    await db.insert(walletNonces).values([
      { nonce: 'n-old', expiresAt: ago(hour) },
      { nonce: 'n-live', expiresAt: ago(-hour) },
    ]);
    const code = { email: 'cleanup@example.com', codeHash: 'x', ip: '127.0.0.1' };
    await db.insert(otpCodes).values([
      { ...code, createdAt: ago(48 * hour), expiresAt: ago(48 * hour) },
      // Expired, but still counted by the per-e-mail rate limit window: kept.
      { ...code, createdAt: ago(5 * 60 * 1000), expiresAt: ago(60 * 1000) },
    ]);

    expect(await deleteExpired(db, now)).toBeGreaterThanOrEqual(3);

    const left = await db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(left.map((s) => s.idHash)).toEqual(['live']);
    const nonces = (await db.select().from(walletNonces)).map((n) => n.nonce);
    expect(nonces).toContain('n-live');
    expect(nonces).not.toContain('n-old');
    const codes = await db.select().from(otpCodes).where(eq(otpCodes.email, code.email));
    expect(codes).toHaveLength(1);
  });
});
