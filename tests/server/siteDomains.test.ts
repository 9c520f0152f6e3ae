// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/seed';
import { addSite } from './support/owner';
import { rawRequest } from './support/rawRequest';
import { PK, SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'vitrine-domains-dist-'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html><title>page</title><div id="root"></div></html>',
  );
  server = await startTestServer({}, { staticDir });
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (path: string, host: string, key?: string) =>
  rawRequest(`${server.url}${path}`, { headers: { host, ...(key ? { 'x-api-key': key } : {}) } });

async function patchSite(id: string, body: unknown) {
  const res = await fetch(`${server.url}/v1/sites/${id}`, {
    method: 'PATCH',
    headers: { 'x-api-key': SK, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

describe('which site a request is for', () => {
  it('one site without domains answers on every host (development, tests)', async () => {
    expect((await get('/c/demo', 'anything.example')).status).toBe(200);
    expect((await get('/v1/collections/demo', 'anything.example', PK)).status).toBe(200);
  });

  it('with several sites, each answers on its domains; an unknown host is a plain 404, never another site’s page', async () => {
    await addSite(server, 'site_b', 'owner-b@example.com');
    expect((await patchSite('site_b', { domains: ['b.example', 'www.b.example'] })).status).toBe(
      200,
    );
    const collection = await fetch(`${server.url}/v1/collections`, {
      method: 'POST',
      headers: { 'x-api-key': SK, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'B lamps', slug: 'b-lamps', site_id: 'site_b' }),
    });
    expect(collection.status).toBe(201);

    // Site B's host: its own pages, not the demo site's. B's collection has no published page
    // yet, so its page is a 404 that says so; the demo's is unknown there.
    const ownPage = await get('/c/b-lamps', 'b.example');
    expect(ownPage.status).toBe(404);
    expect(ownPage.text).toContain('This collection has no published page yet.');
    expect((await get('/c/b-lamps', 'WWW.B.EXAMPLE:443')).text).toContain(
      'This collection has no published page yet.',
    );
    const demoThere = await get('/c/demo', 'b.example');
    expect(demoThere.status).toBe(404);
    expect(demoThere.text).not.toContain('Harbour Lamp');
    expect((await get('/v1/collections/demo', 'b.example', PK)).status).toBe(404);
    expect((await get('/v1/collections/b-lamps', 'b.example', PK)).status).toBe(200);
    const listB = JSON.parse((await get('/v1/collections', 'b.example', PK)).text) as {
      data: { slug: string }[];
    };
    expect(listB.data.map((c) => c.slug)).toEqual(['b-lamps']);
    // Its sitemap lists its own pages only.
    expect((await get('/sitemap.xml', 'b.example')).text).not.toContain('/c/demo');
    expect((await get('/sitemap.xml', 'localhost')).text).toContain('/c/demo');
    // A tap on the demo site's code under site B's host is unknown there.
    expect((await get('/t/demo-1', 'b.example')).status).toBe(404);

    // The demo site keeps its primary domain (localhost), and nothing of site B shows there.
    expect((await get('/c/demo', 'localhost')).status).toBe(200);
    const bHere = await get('/c/b-lamps', 'localhost');
    expect(bHere.status).toBe(404);
    expect(bHere.text).not.toContain('This collection has no published page yet.');
    expect((await get('/t/demo-1', 'localhost')).status).toBe(302);

    // An address no site names: a plain 404 for pages and for the public reads.
    const unknown = await get('/', 'unknown.example');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe('Not found');
    expect((await get('/c/demo', 'unknown.example')).status).toBe(404);
    expect((await get('/v1/collections/demo', 'unknown.example', PK)).status).toBe(404);
    expect((await get('/v1/site', 'unknown.example', PK)).status).toBe(404);
    // The health checks answer on any host: a load balancer probes them by address.
    for (const check of ['/healthz', '/readyz'])
      expect({ check, status: (await get(check, '10.0.0.7:3000')).status }).toEqual({
        check,
        status: 200,
      });
  });

  it('a domain added to a site answers at once, and one taken away stops at once', async () => {
    // Asked first while no site names it, so a remembered answer would be the wrong one.
    expect((await get('/v1/collections/b-lamps', 'shop.b.example', PK)).status).toBe(404);
    expect(
      (await patchSite('site_b', { domains: ['b.example', 'www.b.example', 'shop.b.example'] }))
        .status,
    ).toBe(200);
    expect((await get('/v1/collections/b-lamps', 'shop.b.example', PK)).status).toBe(200);
    expect((await patchSite('site_b', { domains: ['b.example', 'www.b.example'] })).status).toBe(
      200,
    );
    expect((await get('/v1/collections/b-lamps', 'shop.b.example', PK)).status).toBe(404);
  });

  it('a domain belongs to one site: claiming another site’s domain is a 409', async () => {
    const taken = await patchSite(DEMO.siteId, { domains: ['b.example'] });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/^domains: /);
    const bad = await patchSite(DEMO.siteId, { domains: ['https://shop.example/x'] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^domains\.0: /);
  });

  it('the site’s brand is public on its host: company name, logo and dark logo', async () => {
    const brand = {
      company_name: 'B & Co',
      logo: '/uploads/b.png',
      logo_dark: '/uploads/b-dark.png',
    };
    expect((await patchSite('site_b', { brand, default_locale: 'fr' })).status).toBe(200);
    const res = await get('/v1/site', 'b.example', PK);
    expect(JSON.parse(res.text)).toEqual({ name: 'Site site_b', default_locale: 'fr', brand });
    const bad = await patchSite('site_b', { brand: { logo: 'javascript:alert(1)' } });
    expect(bad.status).toBe(400);
  });
});
