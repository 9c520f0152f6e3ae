import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type {} from '../../src/client/runtimeConfig';
import { withAppAndChromium } from './support/appAndChromium';
import { latestSignInCode } from './support/outbox';
import { pageApi } from './support/pageApi';
import type { AppServer } from './support/server';

/**
 * The feed form's image picker in Chromium (real server, built app): a file it cannot take is
 * refused the moment it is picked — no preview, one message saying why, and the picker free for
 * the next file — whether it is a picture in another format (GIF) or a file named and typed as a
 * JPEG that the browser cannot open. A real photo then shows its preview.
 */
const SHOTS = '/tmp/shots/feed-picker';
const EMAIL = 'picker.owner@example.com';
const TOKEN = '9';

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

/** Signs in at the account bar and registers the item, so its feed takes this visitor's posts. */
async function openAsOwner(page: Page) {
  await page.goto(`${server.url}/c/demo/${TOKEN}`);
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('button', { name: 'Sign in' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(EMAIL);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('6-digit code').fill(await latestSignInCode(server.url, EMAIL));
  await dialog.waitFor({ state: 'detached' });
  const domain = await page.evaluate(() => window.__VITRINE_CONFIG__?.domain || location.hostname);
  const session = await pageApi(page, 'GET', `/v1/session?domain=${encodeURIComponent(domain)}`);
  const userId = (JSON.parse(session.body) as { user: { id: string } }).user.id;
  const registered = await pageApi(page, 'POST', '/v1/registrations/register-email', {
    email: EMAIL,
    user_id: userId,
    collection_id: 'col_demo',
    short_url: `demo-${TOKEN}`,
    metadata: { firstName: 'Ada', lastName: 'Lane', terms: true },
  });
  expect(registered.status, registered.body).toBe(200);
  await page.reload();
  await page.locator('.one-activity-feed').scrollIntoViewIfNeeded();
  await page.locator('.one-activity-feed').getByRole('button', { name: 'Add to Feed' }).click();
  const form = page.getByRole('dialog', { name: 'Add to Feed' });
  await form.getByRole('button', { name: 'Submit' }).waitFor();
  return form;
}

const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

describe('the feed form refuses a file it cannot take as it is picked', () => {
  it('a GIF, a text file named photo.jpg and a damaged JPEG each get one message and no preview; the picker then takes a real photo', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    try {
      const form = await openAsOwner(page);
      const input = form.locator('input[type=file]');
      const preview = form.getByRole('img', { name: 'Selected image preview' });
      const photo = await sharp({
        create: { width: 64, height: 48, channels: 3, background: '#d97706' },
      })
        .jpeg()
        .toBuffer();
      const refused = [
        {
          file: { name: 'loop.gif', mimeType: 'image/gif', buffer: GIF },
          says: 'Only .jpg, .jpeg, .png, and .webp formats are supported',
        },
        {
          file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just text') },
          says: 'This image cannot be opened: it may be damaged, or not really a picture. Please choose another one.',
        },
        {
          // A JPEG's signature and the start of its header, then nothing: no browser can draw it.
          file: { name: 'cut.jpg', mimeType: 'image/jpeg', buffer: photo.subarray(0, 40) },
          says: 'This image cannot be opened: it may be damaged, or not really a picture. Please choose another one.',
        },
      ];
      for (const [index, { file, says }] of refused.entries()) {
        await input.setInputFiles(file);
        const alert = form.getByRole('alert');
        await expect.poll(() => alert.allTextContents()).toEqual([says]);
        expect(await preview.count()).toBe(0);
        expect(await input.inputValue()).toBe('');
        expect(await form.getByRole('button', { name: 'choose a file' }).isEnabled()).toBe(true);
        await form.screenshot({ path: `${SHOTS}/refused-${index}-375.png` });
      }

      await input.setInputFiles({ name: 'lamp.jpg', mimeType: 'image/jpeg', buffer: photo });
      await preview.waitFor();
      expect(await form.getByRole('alert').count()).toBe(0);
      expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    } finally {
      await context.close();
    }
  });
});
