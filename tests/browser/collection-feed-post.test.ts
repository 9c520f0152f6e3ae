import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type {} from '../../src/client/runtimeConfig';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';
import { latestSignInCode } from './support/outbox';
import { pageApi } from './support/pageApi';

/**
 * The collection's page shows the feed of all its items, and the same add button as an item's
 * page (real server, built app, nothing mocked): a visitor not signed in gets 'Sign In
 * Required'; signed in without an item of the collection, 'Must be the product owner to add to
 * feed'; the owner of two items picks which one the post belongs to, and it shows on the
 * collection's feed and on that item's page.
 */
const SHOTS = '/tmp/shots/collection-feed';
const EMAIL = 'two.lamps@example.com';
const TOKENS = ['10', '11'];

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

async function openCollection(context: BrowserContext, width = 1280): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${server.url}/c/demo`);
  await page.locator('.one-activity-feed').waitFor({ timeout: 20_000 });
  await page.locator('.one-activity-feed').scrollIntoViewIfNeeded();
  return page;
}

const addButton = (page: Page) =>
  page.locator('.one-activity-feed').getByRole('button', { name: 'Add to Feed' });

/** A small real PNG, as a phone's screenshot would be. */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#d97706' } })
    .png()
    .toBuffer();

describe("the feed on a collection's page (real server, Chromium)", () => {
  let context: BrowserContext;
  let page: Page;
  const title = `Two lamps ${Date.now().toString(36)}`;

  it("'Add to Feed' asks a visitor to sign in, and tells a signed-in visitor with no item of the collection why they cannot post", async () => {
    context = await browser.newContext();
    page = await openCollection(context);
    await addButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In Required' });
    await dialog.getByLabel('Email').fill(EMAIL);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByLabel('6-digit code').waitFor();
    await dialog.getByLabel('6-digit code').fill(await latestSignInCode(server.url, EMAIL));
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    const notOwner = page.getByRole('button', { name: 'Must be the product owner to add to feed' });
    await notOwner.waitFor();
    expect(await notOwner.isDisabled()).toBe(true);
  });

  it('the owner of two items picks the one the post belongs to; it shows on the collection and on that item', async () => {
    const domain = await page.evaluate(
      () => window.__VITRINE_CONFIG__?.domain || location.hostname,
    );
    const session = await pageApi(page, 'GET', `/v1/session?domain=${encodeURIComponent(domain)}`);
    const userId = (JSON.parse(session.body) as { user?: { id?: string } }).user?.id;
    expect(userId).toBeTruthy();
    for (const token of TOKENS) {
      const registered = await pageApi(page, 'POST', '/v1/registrations/register-email', {
        email: EMAIL,
        user_id: userId,
        collection_id: 'col_demo',
        short_url: `demo-${token}`,
        metadata: { firstName: 'Ada', lastName: 'Lane', terms: true },
      });
      expect(registered.status, registered.body).toBe(200);
    }
    await page.reload();
    await page.locator('.one-activity-feed').scrollIntoViewIfNeeded();
    await addButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Feed' });
    const item = dialog.getByLabel('Your item');
    await item.waitFor();
    expect(await item.locator('option').allTextContents()).toEqual(['No. 10', 'No. 11']);
    expect(await item.inputValue()).toBe('10');
    await item.selectOption({ label: 'No. 11' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'lamps.png', mimeType: 'image/png', buffer: await photo() });
    await dialog.getByRole('img', { name: 'Selected image preview' }).waitFor();
    await dialog.getByLabel(/Title/).fill(title);
    await dialog.screenshot({ path: `${SHOTS}/form-1280.png` });
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/v1/activities') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const created = (await response.json()) as { id: string; token_id: string };
    expect(created.token_id).toBe('11');
    await dialog.waitFor({ state: 'detached' });
    await page.locator(`.one-activity-card[data-activity-id="${created.id}"]`).waitFor();
    await page.getByRole('heading', { name: title }).waitFor();

    const item11 = await context.newPage();
    await item11.goto(`${server.url}/c/demo/11`);
    await item11.getByRole('heading', { name: title }).waitFor({ timeout: 20_000 });
    await item11.goto(`${server.url}/c/demo/10`);
    await item11.locator('.one-activity-feed').waitFor();
    await expect
      .poll(() => item11.locator('.one-activity-feed').textContent(), { timeout: 10_000 })
      .toContain('No activities yet. Be the first to share!');
    await item11.close();
  });

  it('the form with its item picker fits at 375 and 800 px', async () => {
    for (const width of [375, 800]) {
      const narrow = await openCollection(context, width);
      await addButton(narrow).click();
      const dialog = narrow.getByRole('dialog', { name: 'Add to Feed' });
      await dialog.getByLabel('Your item').waitFor();
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await narrow.screenshot({ path: `${SHOTS}/form-${width}.png` });
      await narrow.close();
    }
    await context.close();
  });
});
