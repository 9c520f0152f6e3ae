// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startedScripts } from '../../server/pages/scriptsAfterLoad';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * A visitor page the server renders in a language other than English, and that hydrates at
 * once (the home page, whole), loads that language's catalogue and date names (from Vite's
 * manifest) beside its entry, which the browser needs before it hydrates; an English page loads
 * none. A page with islands none of which hydrates at once loads them with its first island.
 */
let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'vitrine-locale-dist-'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html lang="en"><head><script type="module" src="/assets/main-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(staticDir, '.vite'));
  writeFileSync(
    join(staticDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/main-1.js' },
      'src/i18n/catalogues/fr.ts': { file: 'assets/fr-1.js' },
      'node_modules/date-fns/locale/fr.js': { file: 'assets/fr-2.js', imports: ['_match-1.js'] },
      'src/i18n/catalogues/de.ts': { file: 'assets/de-1.js' },
      'node_modules/date-fns/locale/de.js': { file: 'assets/de-2.js', imports: ['_match-1.js'] },
      '_match-1.js': { file: 'assets/match-1.js' },
    }),
  );
  server = await startTestServer({}, { staticDir, seed: false });
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const preloads = async (language: string, path = '/') => {
  const res = await fetch(`${server.url}${path}`, { headers: { 'accept-language': language } });
  const html = await res.text();
  expect(html).toContain(`<html lang="${language.slice(0, 2)}"`);
  // The page's code starts after its load event, with these files fetched beside the entry.
  return startedScripts(html)?.files;
};

describe("a server-rendered visitor page preloads its language's texts", () => {
  it('French preloads the French catalogue and date names, German the German, English nothing', async () => {
    expect(await preloads('fr')).toEqual([
      '/assets/fr-1.js',
      '/assets/fr-2.js',
      '/assets/match-1.js',
    ]);
    expect(await preloads('de-CH')).toEqual([
      '/assets/de-1.js',
      '/assets/de-2.js',
      '/assets/match-1.js',
    ]);
    expect(await preloads('en-GB')).toEqual([]);
  });

  it('a page whose islands wait for the visitor (here the account bar of a not-found page) preloads no language yet', async () => {
    expect(await preloads('fr', '/c/nowhere')).toEqual([]);
  });
});
