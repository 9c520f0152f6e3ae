// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SECRET_KEY, type ServerConfig } from '../../server/config';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * What only a development server (NODE_ENV=development) offers: the local secret key in the
 * editor page — and in no other page — and the mail outbox.
 */
const servers: TestServer[] = [];
let staticDir: string;

async function serve(config: Partial<ServerConfig>): Promise<TestServer> {
  const server = await startTestServer(config, { staticDir, seed: false });
  servers.push(server);
  return server;
}

const page = async (server: TestServer, path: string) =>
  (await fetch(`${server.url}${path}`)).text();

let dev: TestServer;
let prod: TestServer;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'vitrine-devonly-dist-'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><title>Vitrine</title></head><body></body></html>',
  );
  // The owner's pages' own build (vite.owner.config.ts).
  writeFileSync(
    join(staticDir, 'owner.html'),
    '<!doctype html><html><head><title>Vitrine</title></head><body></body></html>',
  );
  dev = await serve({ development: true });
  prod = await serve({
    development: false,
    secretKey: 'sk_real_secret',
    publicUrl: 'https://shop.example',
  });
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('development only', () => {
  it('the local secret key is written into the owner pages (editor, studio) and into no page a visitor opens', async () => {
    expect(await page(dev, '/editor')).toContain(`"editorKey":"${LOCAL_SECRET_KEY}"`);
    expect(await page(dev, '/editor/anything')).toContain(LOCAL_SECRET_KEY);
    expect(await page(dev, '/studio')).toContain(`"editorKey":"${LOCAL_SECRET_KEY}"`);
    expect(await page(dev, '/studio/collections/col_demo/tokens')).toContain(LOCAL_SECRET_KEY);
    for (const path of [
      '/',
      '/index.html',
      '/owner.html',
      '/c/demo',
      '/c/demo/1',
      '/editorial',
      '/studios',
      '/demo',
    ]) {
      const html = await page(dev, path);
      expect(html, path).toContain('"editorKey":null');
      expect(html, path).not.toContain(LOCAL_SECRET_KEY);
    }
  });

  it('a production server writes no key into any page, the editor’s included', async () => {
    for (const path of ['/', '/editor', '/studio', '/c/demo']) {
      const html = await page(prod, path);
      expect(html, path).toContain('"editorKey":null');
      expect(html, path).not.toContain('sk_real_secret');
    }
  });

  it('the mail outbox exists only on a development server', async () => {
    expect(await page(dev, '/dev/outbox.json')).toContain('"messages"');
    expect(await page(dev, '/dev/outbox')).toContain('Dev outbox');
    // Production answers these addresses with the front end's page, as any unknown path.
    expect(await page(prod, '/dev/outbox.json')).not.toContain('"messages"');
    expect(await page(prod, '/dev/outbox')).not.toContain('Dev outbox');
  });
});
