import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/client';
import { SK } from '../server/support/testServer';
import { selectLayer } from './support/selectLayer';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * One item with its own page, on the real server and the built app: the owner edits a layout
 * in the editor and puts it live with the top bar's Publish, gives it to token 2 in the studio,
 * and a visitor then sees it on token 2's page while token 1 keeps the collection's page.
 */
const SHOTS = '/tmp/shots/token-layout';
const COLLECTION_WORDS = 'Every vase of the run';
const OWN_WORDS = 'The second vase, signed by the maker';

let server: AppServer;
let browser: Browser;
let admin: ApiClient;

/** A layout with one text block saying `words`, for the Vases collection. */
function textLayout(name: string, words: string, collectionId: string) {
  return admin.layouts.create({
    name,
    collection_id: collectionId,
    document: {
      version: 3,
      grid_config: {
        areas: [{ id: 'main', name: 'Main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }],
      },
      components: [
        {
          id: 'words',
          type: 'text',
          areaId: 'main',
          order: 0,
          data: { content: `<p>${words}</p>` },
        },
      ],
    },
  });
}

withAppAndChromium((started) => ({ server, browser } = started), { hookTimeoutMs: 120_000 });
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
  admin = createApiClient({ baseUrl: server.url, apiKey: SK, maxRetries: 0 });
});

describe('a per-token layout, published from the editor and chosen in the studio', () => {
  it('token 2 shows its own layout once published and assigned; token 1 keeps the collection’s', async () => {
    const vases = await admin.collections.create({ name: 'Vases', slug: 'vases' });
    await admin.tokens.create(vases.id, { count: 3 });
    const page = await textLayout('Vase page', COLLECTION_WORDS, vases.id);
    await admin.layouts.publish(page.id);
    await admin.collections.patch(vases.id, { layout_id: page.id });
    const own = await textLayout('Vase two', 'Draft words', vases.id);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const owner = await context.newPage();

    // The editor: the layout is edited and put live with the top bar's Publish.
    await owner.goto(`${server.url}/editor?layout=${own.id}`);
    await owner.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    await selectLayer(owner, /^Text$/);
    const text = owner.locator('.one-editor-inspector').getByRole('textbox', { name: 'Text' });
    await text.click();
    await owner.keyboard.press('ControlOrMeta+a');
    await owner.keyboard.type(OWN_WORDS);
    const publish = owner.getByRole('banner').getByRole('button', { name: 'Publish', exact: true });
    expect(await publish.getAttribute('title')).toBe('Not published yet');
    await publish.click();
    await expect
      .poll(() => publish.getAttribute('title'), { timeout: 15_000 })
      .toMatch(/^Visitors see version \d+$/);
    // It is on no page yet: the top bar says so rather than offering a live page.
    expect(await owner.getByTestId('live-status').innerText()).toBe('Not on any page');
    await owner.screenshot({ path: `${SHOTS}/editor-published-1280.png` });

    // The studio: token 2 gets the layout as its own page.
    await owner.goto(`${server.url}/studio`);
    await owner.getByRole('link', { name: 'Vases', exact: true }).click();
    await owner.getByRole('link', { name: 'Tokens and tap codes' }).click();
    await owner.getByRole('button', { name: 'Edit token 2' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Token 2' });
    // Its group titles read as titles, not as the QR sheet's dashed labels.
    const legend = dialog.locator('legend', { hasText: 'Attributes' });
    expect(await legend.evaluate((e) => getComputedStyle(e).borderTopStyle)).toBe('none');
    const select = dialog.getByLabel('Own page layout');
    await select.selectOption({
      label: (await select.locator('option', { hasText: 'Vase two' }).textContent())!,
    });
    expect(await select.locator('option:checked').textContent()).toMatch(
      /^Vase two — version \d+ published$/,
    );
    await owner.screenshot({ path: `${SHOTS}/studio-token-layout-1280.png` });
    await dialog.getByRole('button', { name: 'Save token' }).click();
    await owner.getByText('Token 2 saved').waitFor();
    await context.close();

    // A visitor: token 2's page is its own, token 1's is the collection's.
    const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const tab = await visitor.newPage();
    await tab.goto(`${server.url}/c/vases/2`);
    await tab.getByText(OWN_WORDS).waitFor({ timeout: 15_000 });
    expect(await tab.getByText(COLLECTION_WORDS).count()).toBe(0);
    await tab.screenshot({ path: `${SHOTS}/visitor-token-2-375.png`, fullPage: true });
    await tab.goto(`${server.url}/c/vases/1`);
    await tab.getByText(COLLECTION_WORDS).waitFor({ timeout: 15_000 });
    expect(await tab.getByText(OWN_WORDS).count()).toBe(0);
    await visitor.close();
  }, 180_000);
});
