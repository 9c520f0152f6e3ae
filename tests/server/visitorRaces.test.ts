// @vitest-environment node
import { and, eq, isNull, like } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  activities,
  activityReports,
  analyticsEvents,
  ownerSessions,
  pendingRegistrations,
  sessions,
  tokens,
  users,
} from '../../server/db/schema';
import { DEMO } from '../../server/seed';
import { pngFile } from './support/files';
import { keepAliveFetch } from './support/keepAliveFetch';
import { parsedBody, serverErrors, tally, times, type RaceAnswer } from './support/races';
import { DEMO_REGISTRATION, signInByEmailCode } from './support/signIn';
import { PK, SK, startTestServer, type TestServer } from './support/testServer';

/**
 * The same visitor-facing write (or writes that conflict) sent many times at once: no answer
 * may be a 5xx, the number of winners is what the API promises, and what is stored afterwards
 * keeps its rules. On PGlite the queries of a few requests at a time interleave; on PostgreSQL
 * (scripts/ci-postgres.sh) the requests really run side by side. Races that need a narrow
 * window run for a few rounds. Every test speaks from its own client addresses
 * (X-Forwarded-For, trusted here) where the address matters.
 */
let server: TestServer;
const RACE = 16;
const ROUNDS = 10;
vi.setConfig({ testTimeout: 120_000 });

interface Answer extends RaceAnswer {
  headers: Headers;
}

interface Options {
  key?: string;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

async function call(
  method: string,
  path: string,
  body?: unknown,
  options: Options = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-api-key': options.key ?? PK, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await keepAliveFetch(`${server.url}${path}`, {
    method,
    headers,
    body: payload,
    redirect: 'manual',
  });
  const text = await res.text();
  const parsed = parsedBody(text);
  return { status: res.status, body: parsed, headers: res.headers };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function outbox(email: string) {
  const res = await fetch(`${server.url}/dev/outbox.json?email=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: { subject: string; text: string; code: string }[] })
    .messages;
}

interface Visitor {
  email: string;
  userId: string;
  cookie: string;
}

/** A visitor signed in with an e-mail code: their session cookie and user id. */
async function visitor(email: string): Promise<Visitor> {
  const jar = await signInByEmailCode(server.url, email);
  const cookie = `vitrine_session=${jar.cookies.get('vitrine_session')}`;
  const [row] = await server.db.select().from(users).where(eq(users.email, email));
  return { email, userId: row!.id, cookie };
}

interface PoolToken {
  id: number;
  token_id: string;
  short_code: string;
}

/** Tokens of the demo collection made for this file, each used by one test (or round). */
let pool: PoolToken[] = [];
const freshToken = () => {
  const token = pool.shift();
  if (!token) throw new Error('The token pool is empty: make more in beforeAll');
  return token;
};

const registerBody = (email: string, token: PoolToken, extra: Record<string, unknown> = {}) => ({
  email,
  collection_id: DEMO.collectionId,
  short_url: token.short_code,
  metadata: { ...DEMO_REGISTRATION, ...extra },
});

async function registerTo(who: Visitor, token: PoolToken) {
  const res = await call(
    'POST',
    '/v1/registrations/register-email',
    registerBody(who.email, token),
    {
      cookie: who.cookie,
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const tokenRow = async (id: number) =>
  (await server.db.select().from(tokens).where(eq(tokens.id, id)))[0]!;

const events = async (event: string, tokenId: string) =>
  (
    await server.db
      .select({ id: analyticsEvents.id })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.event, event), eq(analyticsEvents.tokenId, tokenId)))
  ).length;

const postForm = (token: PoolToken, title: string, image = false) => {
  const form = new FormData();
  form.set('collection_slug', DEMO.slug);
  form.set('token_id', token.token_id);
  form.set('title', title);
  // A photo is stored between the post's ownership check and its insert.
  if (image) form.set('image', pngFile('race.png', 8, 8));
  return form;
};

async function newPost(author: Visitor, token: PoolToken, title: string): Promise<string> {
  const res = await call('POST', '/v1/activities', postForm(token, title), {
    cookie: author.cookie,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

beforeAll(async () => {
  server = await startTestServer({
    trustProxy: 1,
    writeLimits: { perAddress: 1_000_000, perKey: 10_000_000 },
  });
  const made = await call(
    'POST',
    `/v1/collections/${DEMO.collectionId}/tokens`,
    { count: 120 },
    {
      key: SK,
    },
  );
  expect(made.status).toBe(201);
  pool = made.body.data as PoolToken[];
}, 120_000);
afterAll(() => server?.close());

describe('activities', () => {
  let author: Visitor;
  let feedToken: PoolToken;

  beforeAll(async () => {
    author = await visitor('race-author@example.com');
    feedToken = freshToken();
    await registerTo(author, feedToken);
  });

  it('one author posting many posts at once: every post is created and kept once', async () => {
    const answers = await times(RACE, (i) =>
      call('POST', '/v1/activities', postForm(feedToken, `At once ${i}`), {
        cookie: author.cookie,
      }),
    );
    const rows = await server.db
      .select({ id: activities.id, title: activities.title })
      .from(activities)
      .where(like(activities.title, 'At once %'));
    expect({
      statuses: tally(answers),
      rows: rows.length,
      titles: new Set(rows.map((r) => r.title)).size,
      answeredIds: new Set(answers.map((a) => a.body.id)).size,
    }).toEqual({ statuses: { 201: RACE }, rows: RACE, titles: RACE, answeredIds: RACE });
  });

  it('deleting one post at once (its author and the secret key): one delete says it deleted, the others are told it is gone, and the post is gone', async () => {
    const id = await newPost(author, feedToken, 'Deleted at once');
    const answers = await times(RACE, (i) =>
      call(
        'DELETE',
        `/v1/activities/${id}`,
        undefined,
        i % 2 === 0 ? { cookie: author.cookie } : { key: SK },
      ),
    );
    const deleted = answers.filter((a) => a.status === 200 && a.body.success === true);
    const refused = answers.filter(
      (a) => a.status === 404 || (a.status === 200 && a.body.success === false),
    );
    const left = await server.db.select().from(activities).where(eq(activities.id, id));
    expect({
      errors: serverErrors(answers),
      deleted: deleted.length,
      refused: refused.length,
      left: left.length,
    }).toEqual({ errors: [], deleted: 1, refused: RACE - 1, left: 0 });
  });

  it('one signed-in visitor reporting a post many times at once: the report counts once', async () => {
    const id = await newPost(author, feedToken, 'Reported by one');
    const reporter = await visitor('race-reporter@example.com');
    const answers = await times(RACE, () =>
      call('POST', `/v1/activities/${id}/report`, undefined, { cookie: reporter.cookie }),
    );
    const [row] = await server.db.select().from(activities).where(eq(activities.id, id));
    const reports = await server.db
      .select()
      .from(activityReports)
      .where(eq(activityReports.activityId, id));
    expect({
      statuses: tally(answers),
      counted: answers.filter((a) => a.body.counted === true).length,
      reportCount: row!.reportCount,
      reports: reports.length,
    }).toEqual({ statuses: { 200: RACE }, counted: 1, reportCount: 1, reports: 1 });
  });

  it('one signed-out visitor (one address and browser) reporting a post many times at once: the report counts once', async () => {
    const id = await newPost(author, feedToken, 'Reported by one stranger');
    const answers = await times(RACE, () =>
      call('POST', `/v1/activities/${id}/report`, undefined, { ip: '198.51.100.60' }),
    );
    const [row] = await server.db.select().from(activities).where(eq(activities.id, id));
    expect({
      statuses: tally(answers),
      counted: answers.filter((a) => a.body.counted === true).length,
      reportCount: row!.reportCount,
    }).toEqual({ statuses: { 200: RACE }, counted: 1, reportCount: 1 });
  });

  it('many visitors reporting one post at once: each report counts, and the count is exact', async () => {
    const id = await newPost(author, feedToken, 'Reported by many');
    const answers = await times(RACE * 2, (i) =>
      call('POST', `/v1/activities/${id}/report`, undefined, { ip: `203.0.113.${i + 1}` }),
    );
    const [row] = await server.db.select().from(activities).where(eq(activities.id, id));
    const reports = await server.db
      .select()
      .from(activityReports)
      .where(eq(activityReports.activityId, id));
    expect({
      statuses: tally(answers),
      counted: answers.filter((a) => a.body.counted === true).length,
      reportCount: row!.reportCount,
      reports: reports.length,
    }).toEqual({
      statuses: { 200: RACE * 2 },
      counted: RACE * 2,
      reportCount: RACE * 2,
      reports: RACE * 2,
    });
  });

  it('reports sent while the author deletes the post: no 5xx (a report of a deleted post is a 404)', async () => {
    const reporter = await visitor('race-late-reporter@example.com');
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const id = await newPost(author, feedToken, `Deleted while reported ${round}`);
      // Signed-in reports read their session between finding the post and storing the report.
      const at = round % 2 === 0 ? 2 : RACE / 2;
      const answers = await times(RACE, (i) =>
        i === at
          ? call('DELETE', `/v1/activities/${id}`, undefined, { cookie: author.cookie })
          : call(
              'POST',
              `/v1/activities/${id}/report`,
              undefined,
              i % 2 === 0 ? { cookie: reporter.cookie } : { ip: `192.0.2.${round * RACE + i + 1}` },
            ),
      );
      failures.push(...serverErrors(answers).map((e) => `round ${round}: ${e}`));
      failures.push(
        ...answers
          .filter((a) => a.status !== 200 && a.status !== 404 && a.status < 500)
          .map((a) => `round ${round}: ${a.status}`),
      );
    }
    expect(failures).toEqual([]);
  });

  it('hiding a post at once: every answer 200, the hide date is the first, and its author is told once', async () => {
    const title = 'Hidden at once';
    const id = await newPost(author, feedToken, title);
    const answers = await times(RACE, () =>
      call('POST', `/v1/activities/${id}/hide`, undefined, { key: SK }),
    );
    const [row] = await server.db.select().from(activities).where(eq(activities.id, id));
    const told = (await outbox(author.email)).filter(
      (m) => m.subject === 'Your post was hidden' && m.text.includes(`“${title}”`),
    );
    expect({
      statuses: tally(answers),
      hiddenAt: new Set(answers.map((a) => a.body.hidden_at)).size,
      stored: row!.hiddenAt?.toISOString(),
      mails: told.length,
    }).toEqual({
      statuses: { 200: RACE },
      hiddenAt: 1,
      stored: answers[0]!.body.hidden_at,
      mails: 1,
    });
  });

  it('hiding and unhiding one post at once: every answer 200 and the post ends hidden or shown, never a 5xx', async () => {
    const id = await newPost(author, feedToken, 'Hidden and shown');
    const answers = await times(RACE, (i) =>
      call('POST', `/v1/activities/${id}/${i % 2 === 0 ? 'hide' : 'unhide'}`, undefined, {
        key: SK,
      }),
    );
    expect(tally(answers)).toEqual({ 200: RACE });
  });

  it('moderation (hide) racing the author deleting the post: no 5xx, hides are 200 or 404, one delete wins and the post is gone', async () => {
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const id = await newPost(author, feedToken, `Hidden while deleted ${round}`);
      const answers = await times(RACE, (i) =>
        i % 4 === 0
          ? call('DELETE', `/v1/activities/${id}`, undefined, { cookie: author.cookie })
          : call('POST', `/v1/activities/${id}/hide`, undefined, { key: SK }),
      );
      const deletes = answers.filter((_, i) => i % 4 === 0);
      const hides = answers.filter((_, i) => i % 4 !== 0);
      failures.push(...serverErrors(answers).map((e) => `round ${round}: ${e}`));
      const won = deletes.filter((a) => a.status === 200 && a.body.success === true).length;
      if (won !== 1) failures.push(`round ${round}: ${won} deletes won`);
      if (hides.some((a) => a.status !== 200 && a.status !== 404))
        failures.push(`round ${round}: hides ${JSON.stringify(tally(hides))}`);
      if ((await server.db.select().from(activities).where(eq(activities.id, id))).length > 0)
        failures.push(`round ${round}: post left`);
    }
    expect(failures).toEqual([]);
  });

  it('posts sent while the registration is revoked: no post of the former owner is left unmarked as from a previous owner', async () => {
    const poster = await visitor('race-revoked-poster@example.com');
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const token = freshToken();
      await registerTo(poster, token);
      const at = RACE / 2;
      const answers = await times(RACE, (i) =>
        i === at
          ? sleep(round).then(() =>
              call('POST', `/v1/registrations/${token.id}/revoke`, undefined, { key: SK }),
            )
          : call('POST', '/v1/activities', postForm(token, `Revoked ${round}.${i}`, i % 2 === 1), {
              cookie: poster.cookie,
            }),
      );
      failures.push(...serverErrors(answers).map((e) => `round ${round}: ${e}`));
      if (answers[at]!.status !== 200)
        failures.push(`round ${round}: revoke ${answers[at]!.status}`);
      const unmarked = await server.db
        .select({ title: activities.title })
        .from(activities)
        .where(
          and(
            eq(activities.collectionId, DEMO.collectionId),
            eq(activities.tokenId, token.token_id),
            eq(activities.userId, poster.userId),
            isNull(activities.previousOwnerAt),
          ),
        );
      if (unmarked.length > 0)
        failures.push(
          `round ${round}: ${unmarked.length} unmarked (${unmarked.map((r) => r.title).join(', ')})`,
        );
    }
    expect(failures).toEqual([]);
  });
});

describe('registrations', () => {
  it('many signed-in visitors registering one token at once: exactly one owner, the others 409, one "registered" event', async () => {
    const token = freshToken();
    const people = await times(8, (i) => visitor(`race-claimer-${i}@example.com`));
    const answers = await times(people.length, (i) =>
      call(
        'POST',
        '/v1/registrations/register-email',
        registerBody(people[i]!.email, token, { [`claim${i}`]: true }),
        { cookie: people[i]!.cookie },
      ),
    );
    const winners = people.filter((_, i) => answers[i]!.status === 200);
    const row = await tokenRow(token.id);
    const withClaimKeys = (
      await times(people.length, async (i) => {
        const [u] = await server.db.select().from(users).where(eq(users.id, people[i]!.userId));
        return `claim${i}` in u!.metadata ? people[i]!.email : null;
      })
    ).filter(Boolean);
    expect({
      statuses: tally(answers),
      reasons: [...new Set(answers.filter((a) => a.status === 409).map((a) => a.body.reason))],
      owner: row.ownerUserId,
      metadataKeptBy: withClaimKeys,
      registeredEvents: await events('registered', token.token_id),
    }).toEqual({
      statuses: { 200: 1, 409: people.length - 1 },
      reasons: ['already_registered'],
      owner: winners[0]?.userId,
      metadataKeptBy: [winners[0]?.email],
      registeredEvents: 1,
    });
  });

  it('one signed-in visitor submitting the registration of one token many times at once: every answer 200 and they own it', async () => {
    const token = freshToken();
    const who = await visitor('race-double-submit@example.com');
    const answers = await times(RACE, () =>
      call('POST', '/v1/registrations/register-email', registerBody(who.email, token), {
        cookie: who.cookie,
      }),
    );
    expect({ statuses: tally(answers), owner: (await tokenRow(token.id)).ownerUserId }).toEqual({
      statuses: { 200: RACE },
      owner: who.userId,
    });
  });

  describe('with a wallet', () => {
    const host = () => new URL(server.url).host;

    async function signedMessage(token: PoolToken) {
      const account = privateKeyToAccount(generatePrivateKey());
      const nonce = await call('GET', '/v1/registrations/wallet-nonce');
      const message = createSiweMessage({
        address: account.address,
        chainId: 1,
        domain: host(),
        nonce: nonce.body.nonce as string,
        uri: server.url,
        version: '1',
        requestId: `${DEMO.collectionId}:${token.short_code}`,
      });
      return {
        address: account.address.toLowerCase(),
        body: {
          message,
          signature: await account.signMessage({ message }),
          collection_id: DEMO.collectionId,
          short_url: token.short_code,
          metadata: DEMO_REGISTRATION,
        },
      };
    }

    it('one signed wallet message sent many times at once: its nonce is spent once, one registration and one session', async () => {
      const token = freshToken();
      const signed = await signedMessage(token);
      const answers = await times(RACE, () =>
        call('POST', '/v1/registrations/register-wallet', signed.body),
      );
      const [owner] = await server.db
        .select()
        .from(users)
        .where(eq(users.walletAddress, signed.address));
      const made = await server.db.select().from(sessions).where(eq(sessions.userId, owner!.id));
      expect({
        statuses: tally(answers),
        owner: (await tokenRow(token.id)).ownerUserId,
        sessions: made.length,
        cookies: answers.filter((a) => a.headers.getSetCookie().length > 0).length,
      }).toEqual({
        statuses: { 200: 1, 400: RACE - 1 },
        owner: owner!.id,
        sessions: 1,
        cookies: 1,
      });
    });

    it('a wallet and a signed-in e-mail registering one token at once: exactly one owner, the other 409', async () => {
      const emailer = await visitor('race-wallet-rival@example.com');
      const failures: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const token = freshToken();
        const signed = await signedMessage(token);
        const [byWallet, byEmail] = await Promise.all([
          call('POST', '/v1/registrations/register-wallet', signed.body),
          call('POST', '/v1/registrations/register-email', registerBody(emailer.email, token), {
            cookie: emailer.cookie,
          }),
        ]);
        const statuses = [byWallet.status, byEmail.status].sort();
        if (statuses.join() !== '200,409')
          failures.push(`round ${round}: wallet ${byWallet.status}, e-mail ${byEmail.status}`);
        const row = await tokenRow(token.id);
        const [walletUser] = await server.db
          .select()
          .from(users)
          .where(eq(users.walletAddress, signed.address));
        const expected = byWallet.status === 200 ? walletUser?.id : emailer.userId;
        if (row.ownerUserId !== expected)
          failures.push(`round ${round}: owner ${row.ownerUserId}, winner ${expected}`);
      }
      expect(failures).toEqual([]);
    });
  });

  it('a signed-in claim and a signed-out claim of one token at once: never both — no open registration (and no confirmation e-mail) on a token that got an owner', async () => {
    const claimer = await visitor('race-signed-claimer@example.com');
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const token = freshToken();
      const stranger = `race-unsigned-${round}@example.com`;
      const answers = await times(8, (i) =>
        i % 2 === 0
          ? call('POST', '/v1/registrations/register-email', registerBody(claimer.email, token), {
              cookie: claimer.cookie,
            })
          : call('POST', '/v1/registrations/register-email', registerBody(stranger, token), {
              ip: `198.18.${round}.${i}`,
            }),
      );
      failures.push(...serverErrors(answers).map((e) => `round ${round}: ${e}`));
      const row = await tokenRow(token.id);
      const open = await server.db
        .select()
        .from(pendingRegistrations)
        .where(
          and(
            eq(pendingRegistrations.tokenRowId, token.id),
            isNull(pendingRegistrations.completedAt),
          ),
        );
      const confirmations = (await outbox(stranger)).length;
      if (row.ownerUserId === claimer.userId && (open.length > 0 || confirmations > 0))
        failures.push(
          `round ${round}: owned by the signed-in claimer, yet ${open.length} open registration(s) and ${confirmations} confirmation e-mail(s) to ${stranger} (answers ${JSON.stringify(tally(answers))})`,
        );
    }
    expect(failures).toEqual([]);
  });

  it('the e-mailed confirmation link opened many times at once: it registers once, signs in once and counts one registration', async () => {
    const token = freshToken();
    const email = 'race-confirm@example.com';
    const started = await call(
      'POST',
      '/v1/registrations/register-email',
      registerBody(email, token),
      { ip: '198.51.100.70' },
    );
    expect(started.body.pending).toBe(true);
    const [mail] = await outbox(email);
    const code = /code=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const answers = await times(RACE, (i) =>
      call('GET', `/v1/registrations/confirm?code=${code}`, undefined, {
        ip: `198.51.100.${100 + i}`,
      }),
    );
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const made = await server.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect({
      statuses: tally(answers),
      owner: (await tokenRow(token.id)).ownerUserId,
      sessions: made.length,
      registeredEvents: await events('registered', token.token_id),
    }).toEqual({
      statuses: { 302: 1, 410: RACE - 1 },
      owner: user!.id,
      sessions: 1,
      registeredEvents: 1,
    });
  });

  it('the owner submitting the registration again while it is revoked: no 5xx, and a token left without an owner keeps none of their registration data', async () => {
    const owner = await visitor('race-resubmit-revoke@example.com');
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const token = freshToken();
      await registerTo(owner, token);
      const answers = await times(RACE, (i) =>
        i === RACE / 2
          ? call('POST', `/v1/registrations/${token.id}/revoke`, undefined, { key: SK })
          : call(
              'POST',
              '/v1/registrations/register-email',
              registerBody(owner.email, token, { round }),
              { cookie: owner.cookie },
            ),
      );
      failures.push(...serverErrors(answers).map((e) => `round ${round}: ${e}`));
      const row = await tokenRow(token.id);
      if (
        row.ownerUserId === null &&
        (row.registrationMetadata !== null || row.registeredAt !== null)
      )
        failures.push(
          `round ${round}: no owner but metadata ${JSON.stringify(row.registrationMetadata)}, registered_at ${String(row.registeredAt?.toISOString() ?? null)}`,
        );
    }
    expect(failures).toEqual([]);
  });
});

describe('sign-in', () => {
  it('the right visitor code sent many times at once: it signs in once (one 200, one session, one cookie)', async () => {
    const email = 'race-right-code@example.com';
    const ip = '198.51.100.80';
    expect((await call('POST', '/v1/access/otp', { email }, { ip })).status).toBe(200);
    const code = (await outbox(email))[0]!.code;
    const answers = await times(RACE, () =>
      call('POST', '/v1/access/otp/verify', { email, code, domain: 'localhost' }, { ip }),
    );
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const made = await server.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect({
      statuses: tally(answers),
      sessions: made.length,
      cookies: answers.filter((a) => a.headers.getSetCookie().length > 0).length,
    }).toEqual({ statuses: { 200: 1, 400: RACE - 1 }, sessions: 1, cookies: 1 });
  });

  it('a new e-mail signing in from several addresses at once, each with its own code: every one signs in, to one user', async () => {
    const email = 'race-new-user@example.com';
    const ips = Array.from({ length: 8 }, (_, i) => `198.51.100.${90 + i}`);
    const codes: string[] = [];
    for (const ip of ips) {
      expect((await call('POST', '/v1/access/otp', { email }, { ip })).status).toBe(200);
      codes.push((await outbox(email))[0]!.code);
    }
    const answers = await times(ips.length, (i) =>
      call(
        'POST',
        '/v1/access/otp/verify',
        { email, code: codes[i], domain: 'localhost' },
        { ip: ips[i] },
      ),
    );
    const rows = await server.db.select().from(users).where(eq(users.email, email));
    const ids = new Set(answers.map((a) => (a.body.user as { id?: string } | undefined)?.id));
    expect({ statuses: tally(answers), users: rows.length, ids: [...ids] }).toEqual({
      statuses: { 200: ips.length },
      users: 1,
      ids: [rows[0]?.id],
    });
  });

  it('the right studio code sent many times at once: it signs in once (one 200, one owner session)', async () => {
    const email = 'race-studio@example.com';
    const ip = '198.51.100.81';
    expect((await call('POST', '/v1/owner/otp', { email }, { ip })).status).toBe(200);
    const code = (await outbox(email)).find((m) => m.subject.includes('studio'))!.code;
    const answers = await times(RACE, () =>
      call('POST', '/v1/owner/otp/verify', { email, code }, { ip }),
    );
    const made = await server.db.select().from(ownerSessions).where(eq(ownerSessions.email, email));
    expect({ statuses: tally(answers), sessions: made.length }).toEqual({
      statuses: { 200: 1, 400: RACE - 1 },
      sessions: 1,
    });
  });

  it('signing out while the same session makes other requests: no 5xx, each request is served or told to sign in, and the session is gone after', async () => {
    const who = await visitor('race-logout@example.com');
    const answers = await times(RACE, (i) =>
      i % 4 === 0
        ? call('POST', '/v1/session/logout', { domain: 'localhost' }, { cookie: who.cookie })
        : i % 4 === 1
          ? call('GET', '/v1/session?domain=localhost', undefined, { cookie: who.cookie })
          : call(
              'PUT',
              `/v1/users/${who.userId}`,
              { metadata: { [`k${i}`]: i } },
              {
                cookie: who.cookie,
              },
            ),
    );
    const logouts = answers.filter((_, i) => i % 4 === 0);
    const reads = answers.filter((_, i) => i % 4 === 1);
    const writes = answers.filter((_, i) => i % 4 > 1);
    const after = await call('GET', '/v1/session?domain=localhost', undefined, {
      cookie: who.cookie,
    });
    const left = await server.db.select().from(sessions).where(eq(sessions.userId, who.userId));
    expect({
      errors: serverErrors(answers),
      logouts: tally(logouts),
      readsOk: reads.every((a) => a.status === 200 || a.status === 204),
      writesOk: writes.every((a) => a.status === 200 || a.status === 401),
      after: after.status,
      left: left.length,
    }).toEqual({
      errors: [],
      logouts: { 200: RACE / 4 },
      readsOk: true,
      writesOk: true,
      after: 204,
      left: 0,
    });
  });

  it('signing out of the studio while the same session makes other requests: no 5xx, and the session is gone after', async () => {
    const email = 'race-studio-logout@example.com';
    expect((await call('POST', '/v1/owner/otp', { email }, { ip: '198.51.100.82' })).status).toBe(
      200,
    );
    const code = (await outbox(email)).find((m) => m.subject.includes('studio'))!.code;
    const signed = await call(
      'POST',
      '/v1/owner/otp/verify',
      { email, code },
      {
        ip: '198.51.100.82',
      },
    );
    expect(signed.status).toBe(200);
    const bearer = { authorization: `Bearer ${String(signed.body.token)}` };
    const answers = await times(RACE, (i) =>
      i % 4 === 0
        ? call('POST', '/v1/owner/logout', undefined, { headers: bearer })
        : call('GET', '/v1/owner/session', undefined, { headers: bearer }),
    );
    const left = await server.db.select().from(ownerSessions).where(eq(ownerSessions.email, email));
    expect({ errors: serverErrors(answers), left: left.length }).toEqual({ errors: [], left: 0 });
  });
});

describe('analytics and taps', () => {
  it('many analytics events at once: each is stored once (202)', async () => {
    const n = RACE * 4;
    const answers = await times(n, (i) =>
      call(
        'POST',
        '/v1/analytics/events',
        { event: 'page_view', collection_slug: DEMO.slug, token_id: 'race-events', path: `/${i}` },
        { ip: `198.51.100.${i % 50}` },
      ),
    );
    expect({ statuses: tally(answers), stored: await events('page_view', 'race-events') }).toEqual({
      statuses: { 202: n },
      stored: n,
    });
  });

  it('many taps of one tap code at once: each lands on the token page, and each tap is counted once', async () => {
    const token = freshToken();
    const n = RACE * 4;
    const answers = await times(n, (i) =>
      call('GET', `/t/${token.short_code}`, undefined, { ip: `198.51.100.${i % 50}` }),
    );
    const landings = new Set(answers.map((a) => a.headers.get('location')));
    expect({
      statuses: tally(answers),
      landings: [...landings],
      taps: await events('tap', token.token_id),
    }).toEqual({
      statuses: { 302: n },
      landings: [
        `/c/${DEMO.slug}/${token.token_id}?register=true&code=${encodeURIComponent(token.short_code)}`,
      ],
      taps: n,
    });
  });
});
