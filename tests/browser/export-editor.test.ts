import { mkdirSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { startAppServer, type AppServer } from './support/server';

/**
 * The editor's "Export page" on the real server and the built app: the exporter loads only when
 * clicked, the .zip holds the page, its script and the layout's uploads, and the unzipped page
 * works from file:// (the demo's interactive blocks alive, its API blocks saying so).
 */
let server: AppServer;
let browser: Browser;
const dir = mkdtempSync(join(tmpdir(), 'vitrine-export-editor-'));

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the editor's Export page", () => {
  it('downloads the standalone page as a .zip that works once unzipped', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/editor`);
    await page.getByRole('tab', { name: 'Layers' }).click();
    const inspector = page.locator('.one-editor-inspector');
    await inspector.getByRole('tab', { name: 'Custom CSS' }).click();
    const button = inspector.getByRole('button', { name: 'Export page' });
    await button.waitFor({ timeout: 30_000 });
    // Nothing of the exporter has been downloaded before the click.
    expect(scripts.filter((path) => /exportPageZip|standalone/.test(path))).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.zip$/);
    await inspector.getByText(/^Downloaded .*\.zip\.$/).waitFor();
    expect(scripts.some((path) => path.includes('exportPageZip'))).toBe(true);
    mkdirSync('/work/shots/export', { recursive: true });
    await inspector.screenshot({ path: '/work/shots/export/editor-export-page.png' });

    const entries = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const names = Object.keys(entries);
    const folder = names[0]!.split('/')[0]!;
    expect(names).toContain(`${folder}/index.html`);
    expect(names).toContain(`${folder}/assets/vitrine-standalone.js`);
    // The demo's uploads came along, under relative names.
    expect(names.filter((name) => name.startsWith(`${folder}/media/`)).length).toBeGreaterThan(2);
    for (const [name, bytes] of Object.entries(entries)) {
      const file = join(dir, name);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
    }
    const html = readFileSync(join(dir, folder, 'index.html'), 'utf8');
    expect(html).not.toMatch(/src="\/uploads\//);
    // No trace of the editor page's CSP nonce: a file has no policy.
    expect(html).not.toContain('nonce=');
    // The demo's button to the collection points at the live site, not at the disk.
    expect(html).toContain(`href="${server.url}/c/demo"`);

    const opened = await context.newPage();
    const errors: string[] = [];
    opened.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    opened.on('pageerror', (error) => errors.push(error.message));
    await opened.goto(pathToFileURL(join(dir, folder, 'index.html')).href);
    await opened.getByText('Registration is available on the live page.').first().waitFor();
    const seconds = opened.locator('[data-component-type="countdown"] .one-countdown-value').last();
    await expect.poll(() => seconds.textContent()).toMatch(/^\d+$/);
    await expect
      .poll(() =>
        opened
          .locator('img')
          .evaluateAll(
            (images) =>
              (images as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth > 0)
                .length,
          ),
      )
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
