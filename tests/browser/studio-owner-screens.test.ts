import type { Browser, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { signInToStudio } from './support/studioSignIn';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * Studio screens on the real server and the built app, each held to the rule the other screens
 * keep: the QR sheet's trail names its collection; removing a person asks in the studio's own
 * dialog; a token filter that is no token number says so without asking for posts; a dashboard
 * range from 1900 is drawn by month, not as a point for every day.
 */
const SHOTS = '/tmp/shots/studio-fixes';
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), {
  config: { secretKey: 'sk_studio_owner_screens' },
  shots: SHOTS,
  hookTimeoutMs: 120_000,
});

async function studio(path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  await signInToStudio(page, server.url);
  return page;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

describe('every screen of a collection names the collection in its trail', () => {
  it('the QR sheet: Collections / Harbour Lamp / Tokens /', async () => {
    const page = await studio('/studio/collections/col_demo/qr-sheet');
    await page.getByRole('heading', { name: 'QR code sheet', level: 1 }).waitFor();
    const crumbs = page.locator('.one-st-crumbs');
    const collection = crumbs.getByRole('link', { name: 'Harbour Lamp', exact: true });
    await collection.waitFor();
    expect(await collection.getAttribute('href')).toBe('/studio/collections/col_demo');
    expect((await crumbs.innerText()).replace(/\s+/g, ' ').trim()).toBe(
      'Collections / Harbour Lamp / Tokens /',
    );
    await shot(page, 'qr-sheet-crumbs-1280');
    await page.context().close();
  });
});

describe('removing a person asks in the studio’s own dialog', () => {
  it('names the person, keeps them on Cancel with focus back on Remove, removes them on confirm', async () => {
    const page = await studio('/studio/account');
    const browserDialogs: string[] = [];
    page.on('dialog', (dialog) => {
      browserDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();
    const invite = page.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('E-mail').fill('leaving@example.com');
    await invite.getByRole('button', { name: 'Invite' }).click();
    const row = page.getByRole('row', { name: /leaving@example\.com/ });
    await row.waitFor();

    const remove = page.getByRole('button', { name: 'Remove leaving@example.com' });
    await remove.click();
    const dialog = page.getByRole('dialog', {
      name: 'Withdraw the invitation to leaving@example.com?',
    });
    await dialog.waitFor();
    await dialog.getByText('The link in their invitation stops working.').waitFor();
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'remove-member-dialog-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => remove.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await row.count()).toBe(1);

    await remove.click();
    await dialog.getByRole('button', { name: 'Withdraw invitation' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .filter({ hasText: 'The invitation to leaving@example.com was withdrawn.' })
      .waitFor();
    expect(await row.count()).toBe(0);
    // The button that opened the dialog went with its row: focus is on the screen's heading.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('People');
    expect(browserDialogs).toEqual([]);
    await page.context().close();
  });
});

describe('revoking an API key asks in the studio’s own dialog', () => {
  it('names the key, keeps it working on Cancel with focus back on Revoke, revokes it on confirm', async () => {
    const page = await studio('/studio/keys');
    const browserDialogs: string[] = [];
    page.on('dialog', (dialog) => {
      browserDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    const create = page.getByRole('form', { name: 'Create a key' });
    await create.getByLabel('Name').fill('Till sync');
    await create.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('new-key').innerText()).trim();
    const works = async () =>
      (
        await fetch(`${server.url}/v1/collections/demo/tokens`, {
          headers: { 'x-api-key': key },
        })
      ).status;
    expect(await works()).toBe(200);

    const revoke = page.getByRole('button', { name: 'Revoke Till sync' });
    await revoke.click();
    const dialog = page.getByRole('dialog', { name: 'Revoke the key “Till sync”?' });
    await dialog.waitFor();
    await dialog.getByText(/It stops working at once/).waitFor();
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'revoke-key-dialog-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => revoke.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await works()).toBe(200);

    await revoke.click();
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('row', { name: /Till sync/ })
      .getByText(/^Revoked/)
      .waitFor();
    expect(await works()).toBe(401);
    // The Revoke button went with the key's state: focus is on the screen's heading.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('API keys');
    expect(browserDialogs).toEqual([]);
    await page.context().close();
  });
});

describe('the moderation token filter checks its input', () => {
  for (const width of [375, 800, 1280]) {
    it(`at ${width} px, text that is no token number is refused in the field and no posts are asked for`, async () => {
      const page = await studio('/studio/collections/col_demo/moderation', width);
      await page.getByRole('heading', { name: 'Feed moderation', level: 1 }).waitFor();
      const welcome = page.getByRole('heading', { name: 'Lamp #1 leaves the workshop' });
      await welcome.waitFor();
      const asked: string[] = [];
      const watch = (request: Request) => {
        if (request.url().includes('/activities')) asked.push(request.url());
      };
      page.on('request', watch);
      const field = page.getByRole('textbox', { name: 'Token number' });
      await field.fill('#3 of 12');
      await page.getByRole('button', { name: 'Filter' }).click();
      const error = page.getByRole('alert').filter({ hasText: 'is not a valid token number' });
      await error.waitFor();
      expect(await error.innerText()).toContain('“#3 of 12” is not a valid token number');
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByText('No post matches.').count()).toBe(0);
      // The posts of the last valid filter stay.
      expect(await welcome.count()).toBe(1);
      expect(asked).toEqual([]);
      await shot(page, `moderation-token-error-${width}`);
      expect(await axeViolations(page)).toEqual([]);

      // A token number the collection has no post on says which one.
      await field.fill('7');
      await page.getByRole('button', { name: 'Filter' }).click();
      await page.getByText('No post on token 7 matches.').waitFor();
      expect(await error.count()).toBe(0);
      page.off('request', watch);
      await page.context().close();
    });
  }
});

describe('a dashboard range from 1900 stays a chart a person reads', () => {
  for (const width of [375, 800, 1280]) {
    it(`at ${width} px, From 1900-01-01 is drawn by month, at most 400 points, and says so`, async () => {
      const page = await studio('/studio/collections/col_demo/dashboard', width);
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      const series = page.waitForResponse(
        (response) =>
          response.url().includes('/analytics/series') && response.url().includes('interval=month'),
      );
      await page.getByRole('textbox', { name: 'From', exact: true }).fill('1900-01-01');
      await page.getByText(/^By day, this range would be [\d,]+ points/).waitFor();
      await page.getByText(/It shows the range’s last 400 months, from \d{4}-\d\d-01/).waitFor();
      expect((await series).status()).toBe(200);
      await page.getByRole('heading', { name: 'Taps by month' }).waitFor();
      const rows = page.getByRole('region', { name: 'Taps by month' }).locator('table tbody tr');
      await expect.poll(() => rows.count()).toBe(400);
      // The totals count the whole range the owner asked for.
      await page.getByText(/Harbour Lamp: UTC days 1900-01-01 to \d{4}-\d\d-\d\d/).waitFor();
      await shot(page, `dashboard-1900-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
