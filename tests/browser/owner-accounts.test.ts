import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCAL_OWNER_EMAIL } from '../../server/config';
import { axeViolations } from './support/axe';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';
import { latestStudioCode } from './support/outbox';

/**
 * The studio's account screens in Chromium on the real server: the development owner signs in
 * with the code from the outbox, invites someone, creates a key (shown once) and revokes it.
 */
const SHOTS = '/tmp/shots/owner-accounts';
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), {
  shots: SHOTS,
  hookTimeoutMs: 120_000,
});

async function signIn(page: Page) {
  await page.goto(`${server.url}/studio/account`);
  await page.getByRole('heading', { name: 'Sign in to the studio' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(LOCAL_OWNER_EMAIL);
  await page.getByRole('button', { name: 'Send code' }).click();
  // The code is read from the outbox once the page says it was sent, as a person would.
  await page.getByLabel('6-digit code').waitFor();
  const code = await latestStudioCode(server.url, LOCAL_OWNER_EMAIL);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('heading', { name: 'People' }).waitFor();
}

describe('the studio account screens', () => {
  it('an owner signs in with the outbox code, invites someone, creates a key shown once and revokes it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page);
    await page.screenshot({ path: `${SHOTS}/people-1280.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // Invite.
    const invite = page.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('E-mail').fill('new.editor@example.com');
    await invite.getByLabel('Role').selectOption('editor');
    await invite.getByRole('button', { name: 'Invite' }).click();
    await page.getByRole('status').filter({ hasText: 'Invitation sent' }).waitFor();
    const row = page.getByRole('row', { name: /new\.editor@example\.com/ });
    await expect.poll(() => row.textContent()).toContain('Invited');
    const mail = (await (
      await fetch(`${server.url}/dev/outbox.json?email=new.editor@example.com`)
    ).json()) as { messages: { text: string }[] };
    expect(mail.messages[0]?.text).toContain('/studio');

    // Create a key: shown once.
    await page.getByRole('button', { name: 'API keys' }).click();
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    const create = page.getByRole('form', { name: 'Create a key' });
    await create.getByLabel('Name').fill('Warehouse sync');
    await create.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByTestId('new-key');
    await shown.waitFor();
    const key = (await shown.textContent()) ?? '';
    expect(key).toMatch(/^vk_sec_/);
    await page.screenshot({ path: `${SHOTS}/keys-1280.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    const works = await fetch(`${server.url}/v1/collections/demo/tokens`, {
      headers: { 'x-api-key': key },
    });
    expect(works.status).toBe(200);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'API keys' }).click();
    await page.getByRole('button', { name: 'Revoke Warehouse sync' }).waitFor();
    expect(await page.content()).not.toContain(key);

    // Revoke, confirmed in the studio's dialog.
    await page.getByRole('button', { name: 'Revoke Warehouse sync' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke the key “Warehouse sync”?' })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await page
      .getByRole('row', { name: /Warehouse sync/ })
      .getByText(/^Revoked/)
      .waitFor();
    const refused = await fetch(`${server.url}/v1/collections/demo/tokens`, {
      headers: { 'x-api-key': key },
    });
    expect(refused.status).toBe(401);

    await page.getByRole('button', { name: 'Site and brand' }).click();
    await page.getByRole('heading', { name: 'Site and brand' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/site-1280.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // The owner lets a shop embed the site's pages: its preflight is answered from then on.
    const shop = 'https://shop.example.com';
    const preflight = () =>
      fetch(`${server.url}/v1/collections/demo`, {
        method: 'OPTIONS',
        headers: { origin: shop, 'access-control-request-method': 'GET' },
      });
    expect((await preflight()).status).toBe(403);
    await page
      .getByRole('textbox', { name: 'Sites that may embed these pages (one origin per line)' })
      .fill(`${shop}/`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    const allowed = await preflight();
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(shop);
    await context.close();
  }, 120_000);

  it('at 375 px the sign-in and People screens fit and pass axe', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/studio/account`);
    await page.getByRole('heading', { name: 'Sign in to the studio' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/signin-375.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page);
    await page.screenshot({ path: `${SHOTS}/people-375.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
    await context.close();
  }, 120_000);
});
