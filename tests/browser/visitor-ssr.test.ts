import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';
import { watchConsole, watchScripts } from './support/pageWatch';

/**
 * Visitor pages as the server renders them (server/pages/), in Chromium: with JavaScript off
 * every page shows its content; with it on the same content comes alive with no hydration
 * warning, no console error and no layout shift while the visitor's state fills in.
 */
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started));

const PHONE = { width: 375, height: 667 };

/** The layout shifts of the page since it started loading, summed (CLS without the windows). */
const SHIFT_RECORDER = `(() => {
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

async function open(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const problems = watchConsole(page);
  const res = await page.goto(`${server.url}${path}`);
  return { page, problems, status: res?.status() };
}

describe('with JavaScript off, every visitor page shows its content', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  });
  afterAll(() => context?.close());

  it('the demo collection page: the layout, its blocks and the product', async () => {
    const { page, status } = await open(context, '/c/demo');
    expect(status).toBe(200);
    await expect(page.title()).resolves.toBe('Harbour Lamp');
    expect(await page.getByRole('heading', { name: 'Vitrine demo collection' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('heading', { name: 'Product Specs' }).isVisible()).toBe(true);
    expect(await page.getByText('Spun aluminium, recycled brass').isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Care' }).isVisible()).toBe(true);
  });

  it('the token page: the item name from the template and the layout', async () => {
    const { page, status } = await open(context, '/c/demo/3');
    expect(status).toBe(200);
    await expect(page.title()).resolves.toBe('Harbour Lamp #3');
    expect(await page.getByRole('heading', { name: 'Harbour Lamp #3' }).isVisible()).toBe(true);
    expect(await page.getByText('03/12').isVisible()).toBe(true);
  });

  it('the page a tap lands on: the item and its number above the layout', async () => {
    const { page, status } = await open(context, '/t/demo-3');
    expect(status).toBe(200);
    expect(page.url()).toContain('/c/demo/3?register=true&code=demo-3');
    const region = page.getByRole('region', { name: 'Harbour Lamp, No. 3 of 12' });
    expect(await region.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Product Specs' }).isVisible()).toBe(true);
  });

  it('an unknown item: the friendly not-found page, status 404', async () => {
    const { page, status } = await open(context, '/c/demo/999');
    expect(status).toBe(404);
    expect(await page.getByRole('heading', { name: 'This page does not exist' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('link', { name: 'Go to the home page' }).isVisible()).toBe(true);
  });

  it("an unknown tap code: the not-found page in the visitor's language, status 404, with a way home", async () => {
    const french = await browser.newContext({
      javaScriptEnabled: false,
      viewport: PHONE,
      locale: 'fr-FR',
    });
    const { page, status } = await open(french, '/t/no-such-code');
    expect(status).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.getByText('Ce lien de tag ne correspond à aucun article.').waitFor();
    expect(await page.getByRole('link').getAttribute('href')).toBe('/');
    await french.close();
  });

  it("the pages' head links an icon, and /favicon.ico answers one", async () => {
    const { page } = await open(context, '/c/demo');
    const href = await page.locator('head link[rel~="icon"]').first().getAttribute('href');
    for (const path of [href!, '/favicon.ico']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^image\//);
    }
  });

  it('the home page lists the demo collection', async () => {
    const { page, status } = await open(context, '/');
    expect(status).toBe(200);
    expect(await page.getByRole('link', { name: /Harbour Lamp/ }).isVisible()).toBe(true);
  });
});

describe('with JavaScript on, the same pages hydrate quietly and behave as specified', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript({ content: SHIFT_RECORDER });
  });
  afterAll(() => context?.close());

  it('the collection page: same content, no layout shift while it fills in, tabs switch, no console message', async () => {
    const { page, problems } = await open(context, '/c/demo');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Product Specs' }).isVisible()).toBe(true);
    await page.waitForTimeout(500);
    // Measured before the tab switch below, whose new content is the visitor's own doing.
    expect(
      await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift),
    ).toBeLessThanOrEqual(0.02);
    // The tabs hydrate when first used: the click that starts them is given to them once they
    // have, so it still selects its tab.
    await page.getByRole('tab', { name: 'Story' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Story' }).getAttribute('aria-selected'), {
        timeout: 10_000,
      })
      .toBe('true');
    await page.getByText('Spun, brushed and numbered by hand').waitFor();
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
  });

  it('the token page: the registration trigger appears in its reserved box, the countdown ticks', async () => {
    const { page, problems } = await open(context, '/c/demo/3');
    const trigger = page.getByRole('button', { name: 'View Registration' });
    await trigger.waitFor();
    // The countdown hydrates as it nears the screen, and ticks from then on.
    const timer = page.getByRole('timer');
    await timer.scrollIntoViewIfNeeded();
    await expect.poll(() => timer.textContent(), { timeout: 10_000 }).not.toContain('--');
    const first = await timer.textContent();
    await page.waitForTimeout(1500);
    expect(await timer.textContent()).not.toBe(first);
    expect(problems).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift),
    ).toBeLessThanOrEqual(0.02);
  });

  it("a native audio player far below the first screen is not drawn until the visitor nears it; its box keeps the player's height, so scrolling to it moves nothing", async () => {
    const { page, problems } = await open(context, '/c/demo/3');
    await page.waitForLoadState('load');
    const audio = page.getByLabel('Audio player');
    const drawn = () =>
      audio.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    const box = () =>
      audio.evaluate((element) => {
        const holder = element.closest('[data-component-type="audio"]')!;
        const below = holder.nextElementSibling!;
        return {
          height: holder.getBoundingClientRect().height,
          belowFromHolder: below.getBoundingClientRect().top - holder.getBoundingClientRect().top,
        };
      });
    expect(await drawn()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Harbour Lamp #3' }).isVisible()).toBe(true);
    const before = await box();
    expect(before.height).toBe(54);

    await audio.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect.poll(drawn, { timeout: 5000 }).toBe(true);
    expect(await box()).toEqual(before);
    expect(await audio.evaluate((element) => (element as HTMLAudioElement).controls)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('only the interactive blocks hydrate, each when it is used or seen: static blocks stay server HTML, a signed-out visit loads no React until then, and the page loads neither the layout renderer nor a static type until a tab needs one', async () => {
    const page = await context.newPage();
    const problems = watchConsole(page);
    const scripts = watchScripts(page);
    await page.goto(`${server.url}/c/demo/3`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'View Registration' }).waitFor();
    const islandOf = (type: string) =>
      page
        .locator(`[data-component-type="${type}"]`)
        .first()
        .evaluate((host) => host.getAttribute('data-island'));
    for (const type of ['registration', 'tab-container', 'countdown', 'share', 'carousel'])
      expect(await islandOf(type), type).not.toBeNull();
    // A date-time label that does not count from now is final as the server renders it.
    for (const type of ['image', 'button', 'product-attributes', 'links', 'separator', 'date-time'])
      expect(await islandOf(type), type).toBeNull();
    expect(scripts.filter((path) => /\/DateTimeRender-/.test(path))).toEqual([]);
    // The layout renderer (with its CSS builder and the component registry) never loads; the
    // page's islands bring only their own renderers.
    expect(scripts.filter((path) => /\/(LayoutRenderer|ComponentHost)-/.test(path))).toEqual([]);
    // A signed-out visitor's page loads no React until something is used: the account bar,
    // the trigger and the carousels are the server's markup until then.
    expect(
      scripts.filter((path) => /\/(islandHydrator|Registration|CarouselRender)-/.test(path)),
    ).toEqual([]);
    // A carousel seen is still the server's (its slides swipe natively); pointed at, it hydrates.
    const carousel = page.locator('[data-component-type="carousel"]').first();
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(scripts.some((path) => /CarouselRender-/.test(path))).toBe(false);
    await carousel.hover();
    await page
      .waitForResponse((response) => /CarouselRender-/.test(response.url()), {
        timeout: 10_000,
      })
      .catch(() => undefined);
    expect(scripts.some((path) => /CarouselRender-/.test(path))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('when the connection drops as an island first loads its scripts, the page says so in the console, and its next use loads the page again, where it works', async () => {
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.route(/\/assets\/islandHydrator-[^/]+\.js$/, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto(`${server.url}/c/demo/3`, { waitUntil: 'networkidle' });
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    await signIn.click();
    await expect
      .poll(() => problems.some((text) => text.includes('could not load its scripts')))
      .toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The connection is back: the next use loads the page again, and then signing in works.
    await page.unroute(/\/assets\/islandHydrator-[^/]+\.js$/);
    const reloaded = page.waitForEvent('load');
    await signIn.click();
    await reloaded;
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    await page.close();
  });

  it("a move to one of the page's anchors keeps the server's page: nothing hydrates for it and the whole app is not loaded", async () => {
    const page = await context.newPage();
    const problems = watchConsole(page);
    const scripts = watchScripts(page);
    await page.goto(`${server.url}/c/demo/3`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.islands === 'started');
    // A link to an anchor and Back: each fires popstate with only the fragment changed.
    await page.evaluate(() => {
      window.location.hash = 'details';
    });
    await page.goBack();
    await page.waitForTimeout(500);
    expect(scripts.filter((path) => /\/(SiteApp|islandHydrator)-/.test(path))).toEqual([]);
    expect(page.url()).toBe(`${server.url}/c/demo/3`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("the page fetches no script before its load event, and its first screen's images are fetched at once with high priority", async () => {
    for (const path of ['/c/demo', '/c/demo/3', '/t/demo-5']) {
      const { page, problems } = await open(context, path);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime);
        const eager = [...document.querySelectorAll('img[fetchpriority="high"]')].map(
          (img) => (img as HTMLImageElement).loading,
        );
        return { loadStart: nav.loadEventStart, scripts, eager };
      });
      expect(timing.scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.loadStart);
      // The banner and the product's picture under it.
      expect(timing.eager, path).toEqual(['eager', 'eager']);
      expect(problems, path).toEqual([]);
      await page.close();
    }
  });

  it("the tap landing shows a visitor who is not signed in their next step without loading React, without shifting the page, and the step's first press opens the registration", async () => {
    // As on a slow phone (the processor 8× slower): the press comes before any island has
    // hydrated, so it is held until the landing, the registration block and its dialog are live.
    const page = await context.newPage();
    const problems = watchConsole(page);
    const scripts = watchScripts(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto(`${server.url}/t/demo-4`, { waitUntil: 'networkidle' });
    const register = page.getByRole('button', { name: 'Register this item' });
    await register.waitFor();
    await expect.poll(() => page.getByText('Checking this item...').isVisible()).toBe(false);
    await page.getByText('Not registered yet. Register it to make it yours.').waitFor();
    expect(
      scripts.filter((path) => /\/(islandHydrator|TapLanding|Registration)-/.test(path)),
    ).toEqual([]);
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift),
    ).toBeLessThanOrEqual(0.02);
    await register.click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Sign in to Register' }).waitFor();
    expect(scripts.some((path) => /\/TapLanding-/.test(path))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  for (const path of ['/c/nowhere', '/t/no-such-code']) {
    it(`an unknown address (${path}): the not-found page, and nothing complains`, async () => {
      const { page, problems, status } = await open(context, path);
      expect(status).toBe(404);
      await page.getByRole('heading', { name: 'This page does not exist' }).waitFor();
      await page.waitForTimeout(500);
      // The 404 status itself is logged by the browser as a failed resource load.
      expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    });
  }
});
