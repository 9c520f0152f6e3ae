import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * A visitor or owner whose browser runs no JavaScript (real server, built app) never meets a
 * blank page or a page that waits for ever: each page keeps what it can show without a script
 * (the server-rendered layout, the page's title) and says, in the page's language, what needs
 * JavaScript and what to do.
 */
const SHOTS = '/tmp/shots/no-script';

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

async function withoutScript<T>(locale: string, check: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale,
    viewport: { width: 375, height: 800 },
  });
  try {
    return await check(await context.newPage());
  } finally {
    await context.close();
  }
}

const COLLECTION_NOTICE =
  'You can read this page without JavaScript, but signing in, registering an item and the parts of the page that update need it. Turn JavaScript on in your browser, then reload the page.';

describe('visitor pages without JavaScript', () => {
  it('the collection page and an item page keep their layout and say what needs JavaScript, above it', async () => {
    await withoutScript('en-US', async (page) => {
      for (const path of ['/c/demo', '/c/demo/1']) {
        await page.goto(`${server.url}${path}`);
        const notice = page.getByRole('note');
        expect(await notice.innerText()).toBe(COLLECTION_NOTICE);
        expect(await notice.isVisible()).toBe(true);
        // The page itself is there to read.
        expect(
          await page.getByRole('heading', { name: 'Vitrine demo collection' }).isVisible(),
        ).toBe(true);
        // No control that needs a script is offered: the account bar's "Sign in" is not shown.
        expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
        expect(await page.getByText('Loading...').isVisible()).toBe(false);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
      }
      await page.screenshot({ path: `${SHOTS}/item-375.png` });
    });
  });

  it('a tap landing does not say "Checking this item..." for ever: it names the item under the notice', async () => {
    await withoutScript('en-US', async (page) => {
      await page.goto(`${server.url}/t/demo-1`);
      expect(await page.getByRole('note').innerText()).toBe(COLLECTION_NOTICE);
      expect(await page.getByText('Checking this item...').isVisible()).toBe(false);
      expect(
        await page.getByRole('heading', { name: 'Harbour Lamp', exact: true }).isVisible(),
      ).toBe(true);
      await page.screenshot({ path: `${SHOTS}/tap-375.png` });
    });
  });

  it('the notice is in the page language', async () => {
    await withoutScript('de-DE', async (page) => {
      await page.goto(`${server.url}/c/demo`);
      expect(await page.getByRole('note').innerText()).toMatch(
        /^Sie können diese Seite ohne JavaScript lesen/,
      );
    });
  });

  it('the home page says signing in needs JavaScript, and lists the collections', async () => {
    await withoutScript('en-US', async (page) => {
      await page.goto(`${server.url}/`);
      expect(await page.getByRole('note').innerText()).toBe(
        'You can read this page without JavaScript, but signing in needs it. Turn JavaScript on in your browser, then reload the page.',
      );
      expect(await page.getByText('Harbour Lamp').isVisible()).toBe(true);
    });
  });

  it('a page the browser alone renders says it needs JavaScript instead of staying blank', async () => {
    await withoutScript('en-US', async (page) => {
      await page.goto(`${server.url}/demo`);
      expect(
        await page.getByRole('heading', { name: 'This page needs JavaScript' }).isVisible(),
      ).toBe(true);
    });
  });

  it('a server-rendered page carries only its own notice, not the shell’s English one', async () => {
    const html = await (await fetch(`${server.url}/c/demo`)).text();
    expect(html).not.toContain('vitrine-shell-noscript');
    expect(html.match(/<noscript>/g)).toHaveLength(1);
  });
});

describe('owner pages without JavaScript', () => {
  it('the studio sign-in and the editor show their title and say they need JavaScript', async () => {
    await withoutScript('en-US', async (page) => {
      for (const path of ['/studio', '/editor']) {
        await page.goto(`${server.url}${path}`);
        expect(await page.getByRole('heading', { name: 'Vitrine' }).isVisible()).toBe(true);
        expect(await page.locator('main').innerText()).toContain(
          'The studio and the editor, signing in to them included, need JavaScript.',
        );
      }
      await page.screenshot({ path: `${SHOTS}/studio-375.png` });
    });
  });
});
