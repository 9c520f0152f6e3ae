// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  collections,
  idempotencyKeys,
  otpCodes,
  rateLimits,
  registrationTransfers,
  sessions,
  tokens,
  users,
  walletNonces,
} from '../../server/db/schema';
import { deleteExpired } from '../../server/services/cleanup';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

const hour = 60 * 60 * 1000;

describe('cleanup of expired rows: nothing transient piles up', () => {
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
      // Expired only minutes ago: kept a day for support questions.
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

  it('deletes rate-limit counters whose window ended, idempotency keys after 24 hours and analytics events past the retention', async () => {
    const db = server.db;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const day = 24 * hour;
    await db.insert(rateLimits).values([
      { key: 'cleanup:ended', count: 3, resetAt: ago(1000) },
      { key: 'cleanup:running', count: 3, resetAt: ago(-hour) },
    ]);
    await db.insert(idempotencyKeys).values([
      {
        scopeHash: 'cleanup-old',
        requestHash: 'x',
        status: 201,
        body: '{}',
        createdAt: ago(25 * hour),
      },
      { scopeHash: 'cleanup-new', requestHash: 'x', status: 201, body: '{}', createdAt: ago(hour) },
    ]);
    await db.insert(analyticsEvents).values([
      { event: 'cleanup_old', createdAt: ago(31 * day) },
      { event: 'cleanup_new', createdAt: ago(29 * day) },
    ]);

    expect(await deleteExpired(db, now, { analyticsRetentionDays: 30 })).toBeGreaterThanOrEqual(3);

    const counters = (await db.select().from(rateLimits)).map((r) => r.key);
    expect(counters).toContain('cleanup:running');
    expect(counters).not.toContain('cleanup:ended');
    const keys = (await db.select().from(idempotencyKeys)).map((k) => k.scopeHash);
    expect(keys).toContain('cleanup-new');
    expect(keys).not.toContain('cleanup-old');
    const events = (await db.select().from(analyticsEvents)).map((e) => e.event);
    expect(events).toContain('cleanup_new');
    expect(events).not.toContain('cleanup_old');
  });

  it('deletes a token transfer the new owner never confirmed a day after its link expired; keeps one still open, one just expired and one completed', async () => {
    const db = server.db;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const [owner] = await db
      .insert(users)
      .values({ id: 'usr_cleanup_transfer', email: 'transfer-owner@example.com' })
      .returning();
    await db.insert(collections).values({
      id: 'col_cleanup_transfer',
      siteId: 'site_demo',
      slug: 'cleanup-transfer',
      name: 'Cleanup transfer',
    });
    const [token] = await db
      .insert(tokens)
      .values({
        collectionId: 'col_cleanup_transfer',
        tokenId: '1',
        shortUrl: 'cleanup-transfer-1',
        ownerUserId: owner!.id,
        registeredAt: ago(30 * 24 * hour),
      })
      .returning();
    const transfer = (id: string, expiresAt: Date, completedAt: Date | null = null) => ({
      id,
      tokenRowId: token!.id,
      fromUserId: owner!.id,
      toEmail: `${id}@example.com`,
      actor: 'operator',
      confirmHash: `hash-${id}`,
      expiresAt,
      completedAt,
    });
    await db
      .insert(registrationTransfers)
      .values([
        transfer('xfer_unconfirmed', ago(25 * hour)),
        transfer('xfer_just_expired', ago(hour)),
        transfer('xfer_open', ago(-6 * 24 * hour)),
        transfer('xfer_completed', ago(25 * hour), ago(26 * hour)),
      ]);

    expect(await deleteExpired(db, now)).toBeGreaterThanOrEqual(1);

    const left = await db
      .select({ id: registrationTransfers.id })
      .from(registrationTransfers)
      .where(eq(registrationTransfers.tokenRowId, token!.id));
    expect(left.map((t) => t.id).sort()).toEqual([
      'xfer_completed',
      'xfer_just_expired',
      'xfer_open',
    ]);
  });
});
