import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, otpCodes } from '../../server/db/schema';
import { latestSignInCode } from './support/outbox';
import { withAppAndChromium } from './support/appAndChromium';
import { startAppServer, type AppServer } from './support/server';
import { pageApi } from './support/pageApi';

/**
 * The visitor's first minute after a tap (docs/decisions/tap-landing.md), on the real server
 * and the built app: the item and the one next step its state calls for are on the first
 * screen of a 375 x 667 phone — for an unregistered item, the visitor's own and someone
 * else's (never the form for the last) — and every refusal says why in a visitor's words.
 */
const SHOTS = '/tmp/shots/h23';
const PHONE = { width: 375, height: 667 };

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

const api = pageApi;

/** Signs the page's browser in by the e-mail code, the way the sign-in form does. */
async function signIn(page: Page, email: string) {
  await page.goto(`${server.url}/`);
  expect((await api(page, 'POST', '/v1/access/otp', { email })).status).toBe(200);
  const code = await latestSignInCode(server.url, email);
  const verified = await api(page, 'POST', '/v1/access/otp/verify', { email, code });
  expect(verified.status).toBe(200);
}

/** Registers the token behind the short URL to the signed-in e-mail, through the API. */
async function registerByApi(page: Page, email: string, shortUrl: string) {
  const result = await api(page, 'POST', '/v1/registrations/register-email', {
    email,
    collection_id: 'col_demo',
    short_url: shortUrl,
    metadata: { firstName: 'Ada', lastName: 'Lovelace', terms: true },
  });
  expect(result.status).toBe(200);
}

/** The element is wholly inside the first screen, and the page was not scrolled to show it. */
async function expectOnFirstScreen(page: Page, locator: Locator) {
  await locator.waitFor();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
}

async function landing(context: BrowserContext, tokenId: number) {
  const page = await context.newPage();
  await page.goto(`${server.url}/t/demo-${tokenId}`);
  const region = page.getByRole('region', { name: `Harbour Lamp, No. ${tokenId} of 12` });
  await region.waitFor();
  return { page, region };
}

async function shoot(context: BrowserContext, tokenId: number, name: string) {
  for (const width of [375, 1280]) {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: width === 375 ? 667 : 800 });
    await page.goto(`${server.url}/t/demo-${tokenId}`);
    // The item's state is said (its words shown, whether or not the landing has hydrated).
    await page.locator('.one-tap-status:not(.one-tap-checking)').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/tap-${name}-${width}.png` });
    await page.close();
  }
}

describe('tap landing: the item and its next step on the first screen (375 x 667)', () => {
  it('an unregistered item: its name, number, image and "Register this item", which opens the registration', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const { page, region } = await landing(context, 2);
      await expectOnFirstScreen(page, region.getByRole('heading', { name: 'Harbour Lamp' }));
      await expectOnFirstScreen(page, region.getByText('No. 2 of 12', { exact: true }));
      await expectOnFirstScreen(page, region.locator('img'));
      const register = region.getByRole('button', { name: 'Register this item' });
      await expectOnFirstScreen(page, register);
      await shoot(context, 2, 'unregistered');
      await register.click();
      await page
        .getByRole('dialog')
        .getByRole('heading', { name: 'Sign in to Register' })
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it("the signed-in visitor's own item: 'Registered to you', their registration and their feed", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const setup = await context.newPage();
      await signIn(setup, 'owner.tap@example.com');
      await registerByApi(setup, 'owner.tap@example.com', 'demo-5');
      const { page, region } = await landing(context, 5);
      await expectOnFirstScreen(page, region.getByText('No. 5 of 12', { exact: true }));
      await expectOnFirstScreen(page, region.getByText(/^Registered to you on /));
      const view = region.getByRole('button', { name: 'View your registration' });
      await expectOnFirstScreen(page, view);
      await expectOnFirstScreen(page, region.getByRole('button', { name: 'Post to your feed' }));
      // A page that loads signed in moves no focus (no focus ring on load).
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await shoot(context, 5, 'yours');
      // "Post to your feed" takes the owner to the feed, keyboard included.
      await region.getByRole('button', { name: 'Post to your feed' }).click();
      await expect
        .poll(() =>
          page.evaluate(() =>
            Boolean(document.activeElement?.closest('[data-component-type="activity-feed"]')),
          ),
        )
        .toBe(true);
      await view.click();
      await page
        .getByRole('dialog')
        .getByRole('heading', { name: 'Registration Complete!' })
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it("someone else's item: said at once, with what the visitor can still do, and the form is never offered", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const setup = await context.newPage();
      await signIn(setup, 'neighbour.tap@example.com');
      const { page, region } = await landing(context, 5);
      await expectOnFirstScreen(page, region.getByText('No. 5 of 12', { exact: true }));
      await expectOnFirstScreen(page, region.getByText('Already registered to another owner.'));
      await expectOnFirstScreen(page, region.getByRole('link', { name: 'View the page' }));
      await expectOnFirstScreen(
        page,
        region.getByRole('button', { name: 'Use a different e-mail' }),
      );
      expect(await region.getByRole('button', { name: /Register/ }).count()).toBe(0);
      await shoot(context, 5, 'taken');

      // The layout's own trigger opens the dialog at the taken state, not at the form.
      await page.getByRole('button', { name: 'View Registration', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Already registered' }).waitFor();
      await dialog.getByText('This item is already registered to another owner.').waitFor();
      expect(await dialog.getByRole('heading', { name: 'Register Your Product' }).count()).toBe(0);
      expect(await dialog.getByLabel('First name').count()).toBe(0);
      await dialog.getByRole('button', { name: 'View the page' }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('a visitor not signed in at a registered item is asked to sign in if it is theirs, not to register: from the page as served, and the press opens the sign-in', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const scripts: string[] = [];
      context.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const { page, region } = await landing(context, 5);
      await expectOnFirstScreen(
        page,
        region.getByText('Already registered. Is it yours? Sign in to see your registration.'),
      );
      await expectOnFirstScreen(page, region.getByRole('button', { name: 'Sign in to check' }));
      expect(await region.getByRole('button', { name: /Register/ }).count()).toBe(0);
      // The server's markup, shown by the page's first script: the landing's own comes on use.
      expect(scripts.filter((path) => /\/(islandHydrator|TapLanding)-/.test(path))).toEqual([]);
      await region.getByRole('button', { name: 'Sign in to check' }).click();
      await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe("the collection owner's settings for the landing", () => {
  /** Changes the demo collection's registration settings behind the API (there is no editor for them yet). */
  async function setVisitorSettings(values: Record<string, unknown>) {
    const [row] = await server.db
      .select({ settings: collections.registrationSettings })
      .from(collections)
      .where(eq(collections.id, 'col_demo'));
    await server.db
      .update(collections)
      .set({ registrationSettings: { ...(row?.settings ?? {}), ...values } })
      .where(eq(collections.id, 'col_demo'));
    // The collection read is cached for a moment (CACHE_TTL_MS).
    await new Promise((resolve) => setTimeout(resolve, 2500));
  }

  it("with a contact set, a visitor at someone else's item can contact the brand", async () => {
    await setVisitorSettings({ contact: 'mailto:care@example.com' });
    const owner = await browser.newContext();
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const ownerPage = await owner.newPage();
      await signIn(ownerPage, 'owner.twelve@example.com');
      await registerByApi(ownerPage, 'owner.twelve@example.com', 'demo-12');
      const setup = await context.newPage();
      await signIn(setup, 'curious.tap@example.com');
      const { page, region } = await landing(context, 12);
      const contact = region.getByRole('link', { name: 'Contact the brand' });
      await expectOnFirstScreen(page, contact);
      expect(await contact.getAttribute('href')).toBe('mailto:care@example.com');
    } finally {
      await owner.close();
      await context.close();
    }
  });

  it('turned off (tap_landing false), a tap opens the layout as it is', async () => {
    await setVisitorSettings({ tap_landing: false });
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/t/demo-11`);
      await page.getByRole('button', { name: 'View Registration', exact: true }).waitFor();
      expect(await page.locator('.one-tap').count()).toBe(0);
    } finally {
      await setVisitorSettings({ tap_landing: true, contact: null });
      await context.close();
    }
  });
});

describe('every refusal says why, from the server’s reason', () => {
  /** A signed-in visitor at the registration form of a tapped, still unregistered item. */
  async function atTheForm(context: BrowserContext, email: string, tokenId: number) {
    const setup = await context.newPage();
    await signIn(setup, email);
    const { page, region } = await landing(context, tokenId);
    await region.getByRole('button', { name: 'Register this item' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Register Your Product' }).waitFor();
    await dialog.getByLabel('First name').fill('Eve');
    await dialog.getByLabel('Last name').fill('Later');
    await dialog.getByRole('checkbox', { name: /I agree to the registration terms/ }).check();
    return { page, dialog };
  }

  it('registered by someone else meanwhile: "already registered to another owner", without "try again"', async () => {
    const visitor = await browser.newContext({ viewport: PHONE });
    const owner = await browser.newContext({ viewport: PHONE });
    try {
      const { page, dialog } = await atTheForm(visitor, 'late.visitor@example.com', 7);
      const ownerPage = await owner.newPage();
      await signIn(ownerPage, 'fast.owner@example.com');
      await registerByApi(ownerPage, 'fast.owner@example.com', 'demo-7');

      await dialog.getByRole('button', { name: 'Register', exact: true }).click();
      // Said in the 'Registration Error' toast, and the form gives way to the taken state.
      await page
        .getByText(
          'This item is already registered to another owner, so it cannot be registered again.',
        )
        .first()
        .waitFor();
      await page.screenshot({ path: `${SHOTS}/refusal-already-registered.png` });
      await dialog.getByRole('heading', { name: 'Already registered' }).waitFor();
      expect(await dialog.getByLabel('First name').count()).toBe(0);
      // Behind the dialog (inert while it is open) the landing says the same.
      expect(await page.locator('.one-tap').getAttribute('data-item-state')).toBe('taken');
      expect(await page.textContent('body')).not.toMatch(/try again/i);
    } finally {
      await visitor.close();
      await owner.close();
    }
  });

  it("a registration pending elsewhere: the spec's 'already in progress' text", async () => {
    const visitor = await browser.newContext({ viewport: PHONE });
    const stranger = await browser.newContext();
    try {
      const { dialog } = await atTheForm(visitor, 'second.visitor@example.com', 8);
      // Someone without a session claims it first: the server waits for their e-mailed link.
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(`${server.url}/`);
      const pending = await api(strangerPage, 'POST', '/v1/registrations/register-email', {
        email: 'first.claim@example.com',
        collection_id: 'col_demo',
        short_url: 'demo-8',
        metadata: { firstName: 'Fay', lastName: 'First', terms: true },
      });
      expect(JSON.parse(pending.body)).toMatchObject({ pending: true });

      await dialog.getByRole('button', { name: 'Register', exact: true }).click();
      const alert = dialog.locator('.one-registration-submit-error');
      await alert.waitFor();
      expect(await alert.textContent()).toBe(
        'This product registration is already in progress. Please check your email for next steps.',
      );
    } finally {
      await visitor.close();
      await stranger.close();
    }
  });

  it('an expired sign-in code: says so and what to do, never raw HTTP text', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const email = 'slow.reader@example.com';
      const { page, region } = await landing(context, 9);
      await region.getByRole('button', { name: 'Register this item' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Send code' }).click();
      await dialog.getByLabel('6-digit code').waitFor();
      const code = await latestSignInCode(server.url, email);
      await server.db
        .update(otpCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(otpCodes.email, email));
      await dialog.getByLabel('6-digit code').fill(code);
      await dialog
        .getByRole('alert')
        .filter({ hasText: 'This code has expired or was never sent. Request a new code.' })
        .waitFor();
      expect(await dialog.textContent()).not.toMatch(/HTTP|Error Status/);
    } finally {
      await context.close();
    }
  });
});

describe('too many tries says when to come back (Retry-After)', () => {
  let limited: AppServer;
  beforeAll(async () => {
    limited = await startAppServer({
      config: { otpSendLimits: { perEmail: 1, perAddress: 100, perEmailAllAddresses: 100 } },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('a second sign-in code asked for too soon: "You can try again in about 15 minutes" (the end of its window)', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${limited.url}/t/demo-10`);
      await page.getByRole('button', { name: 'Register this item' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email').fill('eager@example.com');
      await dialog.getByRole('button', { name: 'Send code' }).click();
      await dialog.getByLabel('6-digit code').waitFor();
      await dialog.getByRole('button', { name: 'Use a different email' }).click();
      await dialog.getByLabel('Email').fill('eager@example.com');
      await dialog.getByRole('button', { name: 'Send code' }).click();
      const alert = dialog
        .getByRole('alert')
        .filter({ hasText: 'Too many attempts for now. You can try again in about 15 minutes.' });
      await alert.waitFor();
      await page.screenshot({ path: `${SHOTS}/refusal-too-many.png` });
    } finally {
      await context.close();
    }
  });
});
