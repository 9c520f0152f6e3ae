import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * The top bar's "where it is live" on the real server: the site's collections are read once the
 * canvas has painted the layout, never beside it, and until they are in the status says it is
 * still checking rather than claiming the layout is on no page.
 */
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started));

const COLLECTIONS = /\/v1\/collections(\?|$)/;

/** Components in the canvas when the page asked for the collections, and the route held. */
async function holdCollections(page: Page) {
  let release: (answer: (route: Route) => Promise<void>) => void = () => {};
  const answered = new Promise<(route: Route) => Promise<void>>((resolve) => {
    release = resolve;
  });
  const asked: number[] = [];
  await page.route(
    (url) => COLLECTIONS.test(url.pathname + url.search),
    async (route) => {
      asked.push(
        await page.evaluate(
          () =>
            document
              .querySelector<HTMLIFrameElement>('iframe.one-editor-frame')
              ?.contentDocument?.querySelectorAll('[data-component-id]').length ?? 0,
        ),
      );
      await (
        await answered
      )(route);
    },
  );
  return { asked, release };
}

async function openAndWait(page: Page): Promise<void> {
  await page.goto(`${server.url}/editor`);
  await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
}

describe('where the layout is live, in the top bar', () => {
  it('is read after the canvas painted the layout, and says it is checking until then', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const held = await holdCollections(page);
    await openAndWait(page);
    const status = page.getByTestId('live-status');
    await expect.poll(() => held.asked.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // Asked for once the canvas held the layout's components, not before.
    expect(held.asked[0]).toBeGreaterThan(0);
    expect(await status.innerText()).toBe('Checking where it is live…');

    held.release((route) => route.continue());
    // The seeded layout is the page of the seeded collection, and open as it is published.
    await expect
      .poll(() => status.innerText(), { timeout: 10_000 })
      .toBe(
        'Live on Harbour Lamp (collection and token pages) · version 1 is live: the one open here',
      );
    await page.close();
  });

  it('says it could not check when the collections cannot be read', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const held = await holdCollections(page);
    await openAndWait(page);
    held.release((route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'Try again later' } }),
      }),
    );
    const status = page.getByTestId('live-status');
    await expect
      .poll(() => status.innerText(), { timeout: 10_000 })
      .toBe('Could not check where it is live');
    await page.close();
  });
});
