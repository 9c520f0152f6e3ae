// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/seed';
import { PK, SK, startTestServer, type TestServer } from './support/testServer';

/** EMBED_ORIGINS: the list every site follows until it sets its own. */
const FROM_ENV = 'https://partner.example';
/** The demo site's own list, once set. */
const SHOP = 'http://shop.test:5173';
const STRANGER = 'https://evil.example';

let staticDir: string;
let server: TestServer;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'vitrine-embed-'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><title>page</title></head><body><div id="root"></div></body></html>',
  );
  // Stand-ins for the embed kit's build: its stable entry and a hashed chunk beside it.
  writeFileSync(join(staticDir, 'embed.js'), 'import("./embed/page-abc123.js");');
  mkdirSync(join(staticDir, 'embed'));
  writeFileSync(join(staticDir, 'embed', 'page-abc123.js'), 'export const page = 1;');
  server = await startTestServer({ embedOrigins: [FROM_ENV] }, { staticDir });
}, 180_000);
afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

function preflight(origin: string, path = '/v1/collections/demo') {
  return fetch(`${server.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-api-key, x-vitrine-session',
    },
  });
}

function api(path: string, init: { origin?: string; session?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'x-api-key': PK };
  if (init.origin) headers.origin = init.origin;
  if (init.session) headers['x-vitrine-session'] = init.session;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function setEmbedOrigins(value: unknown) {
  const res = await fetch(`${server.url}/v1/sites/${DEMO.siteId}`, {
    method: 'PATCH',
    headers: { 'x-api-key': SK, 'content-type': 'application/json' },
    body: JSON.stringify({ embed_origins: value }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function frameAncestors(res: Response): string {
  const csp = res.headers.get('content-security-policy') ?? '';
  return (
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('frame-ancestors')) ?? ''
  );
}

/** Signs a visitor in from an embedding page; returns the session value the server handed over. */
async function embeddedSignIn(origin: string, email: string): Promise<Response> {
  expect((await api('/v1/access/otp', { origin, body: { email } })).status).toBe(200);
  const outbox = await fetch(`${server.url}/dev/outbox.json?email=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { code: string | null }[] };
  const code = messages.find((m) => m.code)?.code ?? '';
  return api('/v1/access/otp/verify', { origin, body: { email, code, domain: 'localhost' } });
}

describe('a site without its own list follows EMBED_ORIGINS', () => {
  it('answers the preflight of an EMBED_ORIGINS page with the API’s methods and headers', async () => {
    const res = await preflight(FROM_ENV);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(FROM_ENV);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = res.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['content-type', 'x-api-key', 'x-vitrine-session'])
      expect(allowed).toContain(header);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('gives any other origin no CORS answer: its preflight is a 403 saying why, its reads carry no Allow-Origin', async () => {
    const refused = await preflight(STRANGER);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await refused.json()) as { message: string }).message).toContain(STRANGER);
    const read = await api('/v1/collections/demo', { origin: STRANGER });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const allowedRead = await api('/v1/collections/demo', { origin: FROM_ENV });
    expect(allowedRead.status).toBe(200);
    expect(allowedRead.headers.get('access-control-allow-origin')).toBe(FROM_ENV);
    expect(allowedRead.headers.get('access-control-expose-headers')).toContain('x-vitrine-session');
  });

  it('lets EMBED_ORIGINS frame visitor pages, never the studio or the editor', async () => {
    expect(frameAncestors(await fetch(`${server.url}/c/demo`))).toBe(`frame-ancestors ${FROM_ENV}`);
    expect(frameAncestors(await fetch(`${server.url}/studio`))).toBe("frame-ancestors 'none'");
    expect(frameAncestors(await fetch(`${server.url}/editor`))).toBe("frame-ancestors 'none'");
  });
});

describe('the embed kit’s files and settings', () => {
  it('serves /embed.js and its chunks with CORS to embedding origins only (module scripts need it)', async () => {
    for (const path of ['/embed.js', '/embed/page-abc123.js']) {
      const allowed = await fetch(`${server.url}${path}`, { headers: { origin: FROM_ENV } });
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(FROM_ENV);
      const refused = await fetch(`${server.url}${path}`, { headers: { origin: STRANGER } });
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    }
    // The entry keeps a stable name, so it is kept briefly; chunks are hashed, kept for a year.
    const entry = await fetch(`${server.url}/embed.js`);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=300');
    const chunk = await fetch(`${server.url}/embed/page-abc123.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
  });

  it('GET /v1/embed needs no key and gives the kit the publishable key and the session domain', async () => {
    const res = await fetch(`${server.url}/v1/embed`, { headers: { origin: FROM_ENV } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(FROM_ENV);
    expect(await res.json()).toEqual({
      publishable_key: PK,
      domain: 'localhost',
      site_locale: null,
    });
  });
});

describe('embedded sessions travel in a header', () => {
  it('hands an embedding page its session in x-vitrine-session (no cookie), which then signs its calls in', async () => {
    const verified = await embeddedSignIn(FROM_ENV, 'embedded@example.com');
    expect(verified.status).toBe(200);
    expect(verified.headers.getSetCookie()).toEqual([]);
    const token = verified.headers.get('x-vitrine-session') ?? '';
    expect(token.length).toBeGreaterThan(20);

    const session = await api('/v1/session?domain=localhost', { origin: FROM_ENV, session: token });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { email: string }).email).toBe('embedded@example.com');
  });

  it('refuses the header from an origin not allowed, and from a caller naming no origin', async () => {
    const verified = await embeddedSignIn(FROM_ENV, 'stolen@example.com');
    const token = verified.headers.get('x-vitrine-session') ?? '';
    const elsewhere = await api('/v1/session?domain=localhost', {
      origin: STRANGER,
      session: token,
    });
    expect(elsewhere.status).toBe(403);
    expect(((await elsewhere.json()) as { message: string }).message).toContain(
      'x-vitrine-session',
    );
    const noOrigin = await api('/v1/session?domain=localhost', { session: token });
    expect(noOrigin.status).toBe(403);
  });

  it('signs out for good: the answer clears the kept value, and the session opens nothing afterwards', async () => {
    const verified = await embeddedSignIn(FROM_ENV, 'leaving@example.com');
    const token = verified.headers.get('x-vitrine-session') ?? '';
    const out = await api('/v1/session/logout', {
      origin: FROM_ENV,
      session: token,
      body: { domain: 'localhost' },
    });
    expect(out.status).toBe(200);
    expect(out.headers.get('x-vitrine-session')).toBe('');
    const after = await api('/v1/session?domain=localhost', { origin: FROM_ENV, session: token });
    expect(after.status).toBe(204);
  });

  it('keeps the cookie for the site’s own pages (no Origin from an embedding page)', async () => {
    const verified = await embeddedSignIn(server.url, 'own@example.com');
    expect(verified.headers.get('x-vitrine-session')).toBeNull();
    expect(verified.headers.getSetCookie().join(';')).toContain('vitrine_session=');
  });
});

describe('a site’s own embedding origins', () => {
  it('refuses what is not exactly an origin, naming the field', async () => {
    for (const bad of ['shop.example.com', 'https://shop.example.com/path', 'ftp://x.example']) {
      const res = await setEmbedOrigins([bad]);
      expect(res.status, bad).toBe(400);
      expect(String(res.body.message)).toContain('embed_origins');
    }
  });

  it('replaces EMBED_ORIGINS for that site: CORS and frame-ancestors follow the site’s list', async () => {
    const set = await setEmbedOrigins([`${SHOP}/`]);
    expect(set.status).toBe(200);
    expect(set.body.embed_origins).toEqual([SHOP]);

    expect((await preflight(SHOP)).headers.get('access-control-allow-origin')).toBe(SHOP);
    expect((await preflight(FROM_ENV)).status).toBe(403);
    expect(frameAncestors(await fetch(`${server.url}/c/demo/3`))).toBe(`frame-ancestors ${SHOP}`);
  });

  it('never treats the site’s own pages as an embed, even when an owner lists their origin', async () => {
    const own = new URL(server.url).origin;
    expect((await setEmbedOrigins([own])).status).toBe(200);
    const verified = await embeddedSignIn(own, 'listed.own@example.com');
    expect(verified.headers.get('x-vitrine-session')).toBeNull();
    expect(verified.headers.getSetCookie().join(';')).toContain('vitrine_session=');
  });

  it('an empty list allows no one, whatever EMBED_ORIGINS says; null follows it again', async () => {
    expect((await setEmbedOrigins([])).status).toBe(200);
    expect((await preflight(FROM_ENV)).status).toBe(403);
    const page = await fetch(`${server.url}/c/demo`);
    expect(frameAncestors(page)).toBe("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');

    const reset = await setEmbedOrigins(null);
    expect(reset.body.embed_origins).toBeNull();
    expect((await preflight(FROM_ENV)).status).toBe(204);
  });
});
