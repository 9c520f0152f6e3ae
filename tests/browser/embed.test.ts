import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './support/chromium';
import { guardCsp, takeCspViolations } from './support/cspGuard';
import { latestSignInCode } from './support/outbox';
import { startAppServer, type AppServer } from './support/server';

/**
 * The embed kit between two sites, nothing mocked: a shop on one origin (127.0.0.1) embeds a
 * token page from the Vitrine server on another (localhost, so another site: its cookies are
 * third-party there, and Chromium runs with third-party cookies blocked). The shop's CSS is
 * hostile; the page inside the element must look as on Vitrine, and a visitor signs in with the
 * e-mailed code, registers and posts a photo, all inside it. A shop the site does not allow gets
 * no CORS answer and cannot frame the page.
 */
const SHOTS = '/tmp/shots/embed';
const TOKEN = '3';
const EMAIL = 'embedded.owner@example.com';

/** What a careless shop's stylesheet does to everything on its page. */
const HOSTILE_CSS = `
* { color: red !important; font-family: "Comic Sans MS", cursive !important; }
button { background: lime; border: 4px dashed purple; padding: 20px; font-size: 30px; }
div.one-embed, div.one-embed-theme, main.one-site-page, div[data-one-layout] { display: none; }
body { margin: 24px; background: #fffbe6; line-height: 3; }
`;

function shopPage(vitrine: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The Lamp Shop</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${HOSTILE_CSS}</style>
<script type="module" src="${vitrine}/embed.js"></script></head>
<body><h1 class="shop-title">The Lamp Shop</h1><button type="button" class="shop-button">Shop button</button>
<vitrine-page collection="demo" token="${TOKEN}"></vitrine-page>
<p class="shop-footer">Shop footer</p></body></html>`;
}

/** The same page without hostile CSS or margins, for comparing the layout with Vitrine's. */
function plainPage(vitrine: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain</title>
<style>body{margin:0}</style><script type="module" src="${vitrine}/embed.js"></script></head>
<body><vitrine-page collection="demo" token="${TOKEN}"></vitrine-page></body></html>`;
}

/** The element with a language and a colour mode chosen by the host. */
function variantPage(vitrine: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Variant</title>
<script type="module" src="${vitrine}/embed.js"></script></head>
<body><vitrine-page collection="demo" token="${TOKEN}" locale="fr" theme-mode="auto"></vitrine-page></body></html>`;
}

/** The element with the shop's own words inside, for a visitor whose browser runs no script. */
function fallbackPage(vitrine: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fallback</title>
<script type="module" src="${vitrine}/embed.js"></script></head>
<body><vitrine-page collection="demo" token="${TOKEN}"><p class="shop-fallback"><a href="${vitrine}/c/demo/${TOKEN}">See this lamp on its own page</a></p></vitrine-page></body></html>`;
}

function framePage(vitrine: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Frame</title></head>
<body><iframe title="Vitrine page" src="${vitrine}/c/demo/${TOKEN}" width="800" height="600"></iframe></body></html>`;
}

/** A shop's web server on its own port: the pages above, nothing else. */
async function startShop(vitrine: () => string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const body =
      path === '/plain'
        ? plainPage(vitrine())
        : path === '/variant'
          ? variantPage(vitrine())
          : path === '/frame'
            ? framePage(vitrine())
            : path === '/fallback'
              ? fallbackPage(vitrine())
              : shopPage(vitrine());
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let vitrine: AppServer;
let shop: { server: Server; origin: string };
let stranger: { server: Server; origin: string };
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  shop = await startShop(() => vitrine.url);
  stranger = await startShop(() => vitrine.url);
  vitrine = await startAppServer({ config: { embedOrigins: [shop.origin] } });
  // Third-party cookies blocked, as Chromium does for more and more people: the embed must
  // never need one.
  browser = guardCsp(
    await chromium.launch({
      executablePath: ensureChromium(),
      args: [...CHROMIUM_ARGS, '--test-third-party-cookie-phaseout'],
      headless: true,
    }),
  );
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await vitrine?.close();
  await new Promise((resolve) => shop?.server.close(resolve));
  await new Promise((resolve) => stranger?.server.close(resolve));
});

const embed = (target: Page) => target.locator('vitrine-page');

/** Dialogs in the shop's own document (the embed's belong in its shadow root). */
const dialogsInShopDocument = (target: Page) =>
  target.evaluate(() => document.querySelectorAll('[role=dialog]').length);

/** A layout whose block types have loaded (until then it is busy, its blocks empty). */
const SHOWN_LAYOUT = '[data-one-layout]:not([aria-busy="true"])';

async function openShop(target: Page, query = '') {
  await target.goto(`${shop.origin}/shop${query}`);
  await embed(target).locator(SHOWN_LAYOUT).first().waitFor({ timeout: 30_000 });
}

/** The element's layout, as pixels, and the same layout on Vitrine's own page at that width. */
async function layoutPixels(target: Page, url: string, inEmbed: boolean) {
  await target.goto(url);
  const root = (inEmbed ? embed(target) : target).locator(SHOWN_LAYOUT).first();
  await root.waitFor({ timeout: 30_000 });
  await target.waitForLoadState('networkidle');
  await target.evaluate(() => document.fonts.ready);
  // Every picture in, decoded, in both: a lazy image below the window loads only when the
  // screenshot scrolls to it, and on a busy machine one page's could be caught still empty.
  await root.evaluate(async (element) => {
    const images = [...element.querySelectorAll('img')];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    // A player draws its length and timeline only once it knows the length.
    const players = [...element.querySelectorAll<HTMLMediaElement>('audio, video')];
    await Promise.all(
      players.map(
        (player) =>
          player.readyState >= HTMLMediaElement.HAVE_METADATA ||
          player.error ||
          new Promise((done) => {
            player.addEventListener('loadedmetadata', done, { once: true });
            player.addEventListener('error', done, { once: true });
            setTimeout(done, 10_000);
          }),
      ),
    );
  });
  const shot = await root.screenshot({
    animations: 'disabled',
    mask: [root.locator('.one-carousel')],
  });
  return sharp(shot).raw().toBuffer({ resolveWithObject: true });
}

describe('a shop embeds a token page (two origins, Chromium)', () => {
  it('the layout inside the element is the layout of Vitrine’s own page, pixel for pixel', async () => {
    // Still pictures: the countdown reads one fixed time in both pages, and the carousels, which
    // may turn on their own, are masked alike.
    const still = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const compare = await still.newPage();
    await compare.clock.setFixedTime(new Date('2026-06-01T12:00:00Z'));
    const own = await layoutPixels(compare, `${vitrine.url}/c/demo/${TOKEN}`, false);
    const embedded = await layoutPixels(compare, `${shop.origin}/plain`, true);
    await still.close();
    expect(embedded.info.width).toBe(own.info.width);
    expect(embedded.info.height).toBe(own.info.height);
    const { width, channels } = own.info;
    let differing = 0;
    const where = { left: Infinity, top: Infinity, right: -1, bottom: -1 };
    for (let i = 0; i < own.data.length; i += channels) {
      if (own.data[i] === embedded.data[i] && own.data[i + 1] === embedded.data[i + 1]) continue;
      differing++;
      const x = (i / channels) % width;
      const y = Math.floor(i / channels / width);
      Object.assign(where, {
        left: Math.min(where.left, x),
        top: Math.min(where.top, y),
        right: Math.max(where.right, x),
        bottom: Math.max(where.bottom, y),
      });
    }
    const pixels = own.info.width * own.info.height;
    // Images decoded twice may differ in a few pixels' rounding; nothing more. A failure names
    // the box the differences lie in, so the block that drew them can be found.
    expect(
      differing / pixels,
      `${differing} pixels differ within ${JSON.stringify(where)}`,
    ).toBeLessThan(0.002);
  });

  it('the shop’s hostile CSS does not reach inside, and the kit’s CSS does not reach the shop', async () => {
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    const viewed = page.waitForResponse(
      (r) => r.url().endsWith('/v1/analytics/events') && r.request().method() === 'POST',
    );
    await openShop(page);
    // The page view counts for the site owner, as on Vitrine's own pages.
    expect((await viewed).ok()).toBe(true);
    const inside = await embed(page).evaluate((element) => {
      const shadow = element.shadowRoot as ShadowRoot;
      const layout = shadow.querySelector('[data-one-layout]') as HTMLElement;
      const heading = shadow.querySelector('h1, h2, h3, p') as HTMLElement;
      const style = getComputedStyle(heading);
      return {
        layoutDisplay: getComputedStyle(layout).display,
        layoutHeight: layout.getBoundingClientRect().height,
        color: style.color,
        font: style.fontFamily,
        elementHeight: element.getBoundingClientRect().height,
        scrollable: element.scrollHeight > element.clientHeight + 1,
      };
    });
    expect(inside.layoutDisplay).not.toBe('none');
    expect(inside.layoutHeight).toBeGreaterThan(200);
    expect(inside.color).not.toBe('rgb(255, 0, 0)');
    expect(inside.font).not.toContain('Comic Sans');
    // The element grows with its page: no inner scrollbar.
    expect(inside.elementHeight).toBeGreaterThanOrEqual(inside.layoutHeight);
    expect(inside.scrollable).toBe(false);

    const shopStyles = await page.evaluate(() => {
      const button = getComputedStyle(document.querySelector('.shop-button') as HTMLElement);
      const title = getComputedStyle(document.querySelector('.shop-title') as HTMLElement);
      return {
        buttonBackground: button.backgroundColor,
        buttonBorder: button.borderTopStyle,
        titleColor: title.color,
        rootClasses: document.documentElement.className,
        bodyBackground: getComputedStyle(document.body).backgroundColor,
        headStyles: document.head.querySelectorAll('style').length,
      };
    });
    expect(shopStyles).toEqual({
      buttonBackground: 'rgb(0, 255, 0)',
      buttonBorder: 'dashed',
      titleColor: 'rgb(255, 0, 0)',
      rootClasses: '',
      bodyBackground: 'rgb(255, 251, 230)',
      headStyles: 1,
    });
  });

  it('a link to one of Vitrine’s pages (the hero’s "See the collection") points at Vitrine, not at the shop', async () => {
    const link = embed(page).getByRole('link', { name: 'See the collection' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`${vitrine.url}/c/demo`);
  });

  it('locale and theme-mode: the page speaks the language asked, follows the host’s colour scheme, and changes with its attributes', async () => {
    const dark = await browser.newContext({ colorScheme: 'dark' });
    const variant = await dark.newPage();
    await variant.goto(`${shop.origin}/variant`);
    const account = embed(variant).getByRole('navigation', { name: 'Compte' });
    await account.getByRole('button', { name: 'Se connecter' }).waitFor({ timeout: 30_000 });
    const mode = () =>
      embed(variant).evaluate((element) => {
        const root = element.shadowRoot?.querySelector('.one-embed') as HTMLElement;
        const page = element.shadowRoot?.querySelector('.one-embed-theme') as HTMLElement;
        return {
          dark: root.classList.contains('dark'),
          background: getComputedStyle(page).backgroundColor,
        };
      });
    const auto = await mode();
    expect(auto.dark).toBe(true);
    await variant.emulateMedia({ colorScheme: 'light' });
    await expect.poll(async () => (await mode()).dark).toBe(false);
    expect((await mode()).background).not.toBe(auto.background);

    await embed(variant).evaluate((element) => {
      element.setAttribute('locale', 'de');
      element.setAttribute('theme-mode', 'dark');
    });
    await embed(variant)
      .getByRole('navigation', { name: 'Konto' })
      .getByRole('button', { name: 'Anmelden' })
      .waitFor();
    expect((await mode()).dark).toBe(true);
    await dark.close();
  });

  it('when the page’s code cannot load, the element says so in its language and tries again on request', async () => {
    const offline = await browser.newContext({ viewport: { width: 800, height: 600 } });
    const variant = await offline.newPage();
    // The shop's visitor loses the network just as the element asks for the page's code.
    await variant.route('**/embed/mountEmbed-*.js', (route) => route.abort('internetdisconnected'));
    await variant.goto(`${shop.origin}/variant`);
    const alert = embed(variant).getByRole('alert');
    await expect
      .poll(() => alert.textContent(), { timeout: 30_000 })
      .toBe('Cette page n’a pas pu être affichée ici.');
    const retry = embed(variant).getByRole('button', { name: 'Réessayer' });
    expect(await retry.evaluate((button) => button.closest('[lang]')?.getAttribute('lang'))).toBe(
      'fr',
    );
    await variant.screenshot({ path: `${SHOTS}/load-failed-800.png` });

    // Still offline: the second failure puts the focus on the new button.
    await retry.click();
    await expect.poll(() => retry.evaluate((button) => button.matches(':focus'))).toBe(true);

    await variant.unroute('**/embed/mountEmbed-*.js');
    await retry.click();
    await embed(variant)
      .getByRole('navigation', { name: 'Compte' })
      .getByRole('button', { name: 'Se connecter' })
      .waitFor({ timeout: 30_000 });
    expect(await alert.count()).toBe(0);
    await offline.close();
  });

  it('screenshots of the shop with the embed at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      const shot = await context.newPage();
      await shot.setViewportSize({ width, height: 900 });
      await openShop(shot);
      await shot.waitForLoadState('networkidle');
      await shot.screenshot({ path: `${SHOTS}/shop-${width}.png`, fullPage: true });
      await shot.close();
    }
  });

  it('a visitor signs in with the e-mailed code inside the embed; the session is a header, never a cookie', async () => {
    await openShop(page, `?register=true&code=demo-${TOKEN}`);
    const account = embed(page).getByRole('navigation', { name: 'Account' });
    await account.getByRole('button', { name: 'Sign in' }).click();
    const dialog = embed(page).getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email').fill(EMAIL);
    await page.screenshot({ path: `${SHOTS}/sign-in-1280.png` });
    expect(await dialogsInShopDocument(page)).toBe(0);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    // The code is read from the outbox once the page says it was sent, as a person would.
    await dialog.getByLabel('6-digit code').waitFor();
    await dialog.getByLabel('6-digit code').fill(await latestSignInCode(vitrine.url, EMAIL));
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await account.getByText(`Signed in as ${EMAIL}`).waitFor();

    expect(await context.cookies(vitrine.url)).toEqual([]);
    const kept = await page.evaluate(
      (origin) => localStorage.getItem(`vitrine-session:${origin}`),
      vitrine.url,
    );
    expect(kept?.length).toBeGreaterThan(20);
  });

  it('the visitor registers the tapped token inside the embed (register and code from the shop’s address)', async () => {
    const trigger = embed(page).getByRole('button', { name: 'View Registration', exact: true });
    await trigger.click();
    const dialog = embed(page).getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Register Your Product' }).waitFor();
    await dialog.getByLabel('First name').fill('Ada');
    await dialog.getByLabel('Last name').fill('Lovelace');
    await dialog.getByRole('checkbox', { name: /I agree to the registration terms/ }).check();
    await page.screenshot({ path: `${SHOTS}/register-1280.png` });
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Registration Complete!' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('the owner posts a photo to the feed inside the embed; it shows from the Vitrine server', async () => {
    const feed = embed(page).locator('.one-activity-feed');
    await feed.scrollIntoViewIfNeeded();
    await feed.getByRole('button', { name: 'Add to Feed' }).click();
    const dialog = embed(page).getByRole('dialog', { name: 'Add to Feed' });
    await dialog.waitFor();
    // A block's own dialog too renders inside the shadow root, where the shop's CSS is not.
    expect(await dialogsInShopDocument(page)).toBe(0);
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'lamp.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByRole('img', { name: 'Selected image preview' }).waitFor({ timeout: 60_000 });
    await dialog.getByLabel(/Title/).fill('Lamp in the shop window');
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/v1/activities') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await posted).status()).toBe(201);
    await dialog.waitFor({ state: 'detached' });
    const image = feed.locator('.one-activity-card img').first();
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(vitrine.url);
    await feed.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/feed-1280.png` });
  });

  it('signing out clears the kept session', async () => {
    const account = embed(page).getByRole('navigation', { name: 'Account' });
    await account.getByRole('button', { name: 'Sign out' }).click();
    await account.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(
      await page.evaluate(
        (origin) => localStorage.getItem(`vitrine-session:${origin}`),
        vitrine.url,
      ),
    ).toBeNull();
  });

  it('without JavaScript the shop’s own words inside the element show (a link to the page); with it, the page takes their place', async () => {
    const scriptless = await browser.newContext({ javaScriptEnabled: false });
    const off = await scriptless.newPage();
    await off.goto(`${shop.origin}/fallback`);
    const link = off.getByRole('link', { name: 'See this lamp on its own page' });
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe(`${vitrine.url}/c/demo/${TOKEN}`);
    await scriptless.close();

    const on = await context.newPage();
    await on.goto(`${shop.origin}/fallback`);
    await on
      .locator('vitrine-page')
      .getByRole('heading', { name: 'Vitrine demo collection' })
      .waitFor();
    expect(await on.getByRole('link', { name: 'See this lamp on its own page' }).isVisible()).toBe(
      false,
    );
    await on.close();
  });

  it('a shop the site does not allow gets no CORS answer and cannot frame the page', async () => {
    const other = await context.newPage();
    const errors: string[] = [];
    other.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Its page cannot even load the kit: the script's module fetch gets no CORS answer, so the
    // element is never defined and shows nothing of the site.
    await other.goto(`${stranger.origin}/shop`);
    await other.waitForLoadState('networkidle');
    expect(await other.evaluate(() => customElements.get('vitrine-page') === undefined)).toBe(true);
    expect(await embed(other).evaluate((element) => element.shadowRoot)).toBeNull();
    const call = await other.evaluate(async (url) => {
      try {
        const response = await fetch(`${url}/v1/collections/demo`, {
          headers: { 'x-api-key': 'pk_local_vitrine' },
        });
        return `read ${response.status}`;
      } catch (error) {
        return `refused: ${(error as Error).message}`;
      }
    }, vitrine.url);
    expect(call).toMatch(/^refused/);
    expect(errors.join('\n')).toMatch(/CORS/);

    await other.goto(`${stranger.origin}/frame`);
    const refusedFrame = other.frames().find((frame) => frame !== other.mainFrame());
    await expect.poll(() => errors.join('\n')).toMatch(/frame-ancestors/);
    expect(
      await refusedFrame
        ?.evaluate(() => document.querySelector('[data-one-layout]') !== null)
        .catch(() => false),
    ).toBe(false);
    // The refusal is the policy at work, not a page breaking it: the only violations seen.
    const violations = takeCspViolations();
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.every((v) => /frame-ancestors/.test(v.blocked + v.what))).toBe(true);

    // The shop the site allows frames it.
    await other.goto(`${shop.origin}/frame`);
    const allowedFrame = other.frames().find((frame) => frame !== other.mainFrame());
    await allowedFrame?.locator('[data-one-layout]').first().waitFor({ timeout: 30_000 });
    await other.close();
  });
});
