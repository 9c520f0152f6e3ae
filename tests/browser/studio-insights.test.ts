import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCAL_OWNER_EMAIL, LOCAL_PUBLISHABLE_KEY } from '../../server/config';
import { registerDemoToken, signInByEmailCode, type VisitorFetch } from '../server/support/signIn';
import { axeViolations } from './support/axe';
import { latestStudioCode } from './support/outbox';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * The brand's view of its collection on the real server and the built app, nothing mocked:
 * two visitors tap items and one registers; the owner of item 6 posts, another visitor reports
 * the post from its menu; the owner signs in to the studio with an e-mailed code, sees the taps
 * and the registration on the dashboard and in the registrations list, hides the reported post
 * (the visitor no longer sees it); with pre-moderation a new post says "Awaiting approval" to
 * its author only, until the owner approves it; the owner transfers the item to another e-mail,
 * which accepts it through the e-mailed link.
 */
const SHOTS = '/work/shots/studio2';
const SECRET = 'sk_studio_insights_owner';
const AUTHOR = 'lamp.author@example.com';
const HEIR = 'lamp.heir@example.com';

let server: AppServer;
let browser: Browser;
let author: VisitorFetch;

// Not the local default key: the studio is not handed a key, so the owner signs in.
withAppAndChromium((started) => ({ server, browser } = started), {
  shots: SHOTS,
  config: { secretKey: SECRET },
  hookTimeoutMs: 120_000,
});

async function expectAccessible(page: Page) {
  // A toast on its way out is aria-hidden with its button still in it: checked once gone.
  await expect.poll(() => page.locator('.one-toast').count(), { timeout: 10_000 }).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
}

/** Full-page screenshots at 1280 and 375 px wide, in light and dark mode. */
async function shots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const mode of ['light', 'dark'] as const) {
      const toggle = page.getByRole('button', { name: 'Dark mode' });
      if ((await toggle.getAttribute('aria-pressed')) !== String(mode === 'dark'))
        await toggle.click();
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${mode}.png`, fullPage: true });
    }
    await page.getByRole('button', { name: 'Dark mode' }).click();
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function post(title: string): Promise<{ id: string; status: string | null }> {
  const form = new FormData();
  form.set('collection_slug', 'demo');
  form.set('token_id', '6');
  form.set('title', title);
  const res = await author(`${server.url}/v1/activities`, {
    method: 'POST',
    body: form,
    headers: { 'x-api-key': LOCAL_PUBLISHABLE_KEY },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; status: string | null };
}

/** The transfer link e-mailed to `email` (development outbox). */
async function transferLink(email: string): Promise<string> {
  const res = await fetch(`${server.url}/dev/outbox.json?email=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
  const mail = messages.find((m) => m.subject === 'A product is being transferred to you');
  const link = /https?:\/\/\S+\/v1\/registrations\/transfers\/confirm\?code=\S+/.exec(
    mail?.text ?? '',
  )?.[0];
  if (!link) throw new Error(`No transfer link was sent to ${email}`);
  return link;
}

/** The feed's post titles on item 6's page, once the feed has loaded. */
async function feedTitles(page: Page): Promise<string[]> {
  await page.goto(`${server.url}/c/demo/6`);
  const feed = page.locator('.one-activity-feed');
  await feed.waitFor();
  await expect
    .poll(() => feed.locator('.one-activity-card, .one-activity-feed-status').count())
    .toBeGreaterThan(0);
  await expect.poll(() => feed.getByRole('status').count()).toBe(0);
  return feed.locator('.one-activity-title').allInnerTexts();
}

describe('the brand reads its funnel, its registrations and moderates its feed', () => {
  it('taps and a registration reach the dashboard; a reported post is hidden; a held post waits for approval', async () => {
    // Two visitors tap items 6 and 7; the owner of item 6 registers it.
    const reader = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const visitor = await reader.newPage();
    await visitor.goto(`${server.url}/t/demo-6`);
    const second: BrowserContext = await browser.newContext();
    await (await second.newPage()).goto(`${server.url}/t/demo-7`);
    await second.close();
    author = await signInByEmailCode(server.url, AUTHOR);
    await registerDemoToken(server.url, author, AUTHOR, 'demo-6');
    await post('Sunset lamp');

    // Another visitor reports the post from its menu, once.
    expect(await feedTitles(visitor)).toContain('Sunset lamp');
    await visitor.getByRole('button', { name: 'More options for post "Sunset lamp"' }).click();
    await visitor.getByRole('menuitem', { name: 'Report post' }).click();
    await visitor.getByText('Thank you. The brand will review this post.').waitFor();
    await visitor.getByRole('button', { name: 'More options for post "Sunset lamp"' }).click();
    await visitor.getByRole('menuitem', { name: 'Reported' }).waitFor();
    await visitor.keyboard.press('Escape');

    // The owner signs in to the studio with the e-mailed code and opens the dashboard.
    const studio = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await studio.newPage();
    await page.goto(`${server.url}/studio/collections/col_demo/dashboard`);
    await page.getByRole('heading', { name: 'Sign in to the studio' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(LOCAL_OWNER_EMAIL);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page
      .getByLabel('6-digit code')
      .fill(await latestStudioCode(server.url, LOCAL_OWNER_EMAIL));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const funnel = page.getByRole('region', { name: 'From tap to registration' });
    await funnel.getByText('Table view').click();
    const row = (name: string) => funnel.getByRole('row', { name: new RegExp(`^${name} `) });
    await expect.poll(() => row('Taps').getByRole('cell').first().innerText()).toBe('2');
    expect(await row('Registrations').getByRole('cell').first().innerText()).toBe('1');
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    await expectAccessible(page);
    await shots(page, 'dashboard');

    // The registration is in the list, with the owner's full e-mail.
    await page.goto(`${server.url}/studio/collections/col_demo/registrations`);
    const registered = page.getByRole('row', { name: new RegExp(`^6 ${AUTHOR}`) });
    await registered.waitFor();
    expect(await registered.innerText()).toContain('Yes: I agree to the registration terms');
    await expectAccessible(page);
    await shots(page, 'registrations');

    // The reported post is flagged in the queue; the owner hides it.
    await page.goto(`${server.url}/studio/collections/col_demo/moderation`);
    await page.getByRole('heading', { level: 1, name: 'Feed moderation' }).waitFor();
    await page.getByLabel('Show').selectOption({ label: 'Reported' });
    const reported = page.locator('.one-st-post', { hasText: 'Sunset lamp' });
    await reported.getByText('Reported 1 time').waitFor();
    await expectAccessible(page);
    await shots(page, 'moderation');
    await reported.getByRole('button', { name: 'Hide Sunset lamp' }).click();
    await page.getByText('“Sunset lamp” is hidden from visitors').waitFor();
    await reported.getByText('Hidden', { exact: true }).waitFor();
    expect(await feedTitles(visitor)).not.toContain('Sunset lamp');

    // Pre-moderation: a new post waits; only its author sees it, as awaiting approval.
    const patched = await fetch(`${server.url}/v1/collections/col_demo`, {
      method: 'PATCH',
      headers: { 'x-api-key': SECRET, 'content-type': 'application/json' },
      body: JSON.stringify({ activity_settings: { pre_moderation: true } }),
    });
    expect(patched.status).toBe(200);
    expect((await post('Waiting lamp')).status).toBe('PENDING');
    const authorContext = await browser.newContext({ viewport: { width: 375, height: 900 } });
    await authorContext.addCookies(
      [...author.cookies].map(([name, value]) => ({ name, value, url: server.url })),
    );
    const authorPage = await authorContext.newPage();
    expect(await feedTitles(authorPage)).toContain('Waiting lamp');
    const waiting = authorPage.locator('.one-activity-card', { hasText: 'Waiting lamp' });
    await waiting.getByText('Awaiting approval').waitFor();
    await waiting.getByText('Only you can see this post until the brand approves it.').waitFor();
    await waiting.screenshot({ path: `${SHOTS}/feed-awaiting-approval-375.png` });
    expect(await feedTitles(visitor)).not.toContain('Waiting lamp');

    await page.getByLabel('Show').selectOption({ label: 'Awaiting approval' });
    const held = page.locator('.one-st-post', { hasText: 'Waiting lamp' });
    await held.getByRole('button', { name: 'Approve Waiting lamp' }).click();
    await page.getByText('“Waiting lamp” is published').waitFor();
    expect(await feedTitles(visitor)).toContain('Waiting lamp');

    // The owner transfers item 6 to another e-mail; it is theirs once they open the link.
    await page.goto(`${server.url}/studio/collections/col_demo/registrations`);
    await page.getByRole('button', { name: 'Transfer token 6' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer token 6' });
    await dialog.getByLabel('New owner’s e-mail').fill(HEIR);
    expect(await axeViolations(page, { include: '[role=dialog]' })).toEqual([]);
    await dialog.getByRole('button', { name: 'Send transfer link' }).click();
    await page.getByText('Transfer of token 6 started').waitFor();
    const link = new URL(await transferLink(HEIR));
    const heir = await browser.newContext();
    const heirPage = await heir.newPage();
    await heirPage.goto(`${server.url}${link.pathname}${link.search}`);
    expect(new URL(heirPage.url()).pathname).toBe('/c/demo/6');
    await heir.close();
    await page.reload();
    await page.getByRole('row', { name: new RegExp(`^6 ${HEIR}`) }).waitFor();
    await page.getByRole('button', { name: 'History of token 6' }).click();
    const history = page.getByRole('dialog', { name: 'Token 6: history' });
    await history.getByText(`to ${HEIR} (from ${AUTHOR})`).first().waitFor();
    expect(await history.getByText('Transferred', { exact: true }).count()).toBe(1);
    expect(await history.innerText()).toContain(`by ${LOCAL_OWNER_EMAIL}`);

    await authorContext.close();
    await studio.close();
    await reader.close();
  }, 180_000);
});
