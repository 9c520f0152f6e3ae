import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withAppAndChromium } from './support/appAndChromium';
import { latestSignInCode } from './support/outbox';
import type { AppServer } from './support/server';

/**
 * The account bar above every visitor page (real server, built app): a signed-in visitor's
 * address, however long, stays on one line inside the screen, cut with an ellipsis, with the
 * whole of it in the title; "Sign out" stays whole beside it.
 */
const SHOTS = '/tmp/shots/account-bar';
const EMAIL = 'a.very.long.address.for.testing.overflow@subdomain.example-company.com';

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

describe('the account bar with a long e-mail address', () => {
  it('never widens the page: the address is cut with an ellipsis, its title holds all of it, and "Sign out" stays whole', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/c/demo/1`);
      const bar = page.getByRole('navigation', { name: 'Account' });
      await bar.getByRole('button', { name: 'Sign in' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email').fill(EMAIL);
      await dialog.getByRole('button', { name: 'Send code' }).click();
      await dialog.getByLabel('6-digit code').fill(await latestSignInCode(server.url, EMAIL));
      await dialog.waitFor({ state: 'detached' });
      const who = bar.getByText(`Signed in as ${EMAIL}`);
      await who.waitFor();
      expect(await who.getAttribute('title')).toBe(`Signed in as ${EMAIL}`);

      for (const width of [375, 800, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({
          path: `${SHOTS}/signed-in-${width}.png`,
          clip: { x: 0, y: 0, width, height: 120 },
        });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        const signOut = (await bar.getByRole('button', { name: 'Sign out' }).boundingBox())!;
        const text = (await who.boundingBox())!;
        expect(text.x).toBeGreaterThanOrEqual(0);
        expect(text.x + text.width).toBeLessThanOrEqual(signOut.x);
        expect(signOut.x + signOut.width).toBeLessThanOrEqual(width);
        // One line: as tall as a line of 14 px text, not wrapped.
        expect(text.height).toBeLessThan(24);
      }
      // At 375 px the address does not fit: it is cut, not overflowing.
      await page.setViewportSize({ width: 375, height: 800 });
      const cut = await who.evaluate((element) => ({
        overflows: element.scrollWidth > element.clientWidth,
        ellipsis: getComputedStyle(element).textOverflow,
      }));
      expect(cut).toEqual({ overflows: true, ellipsis: 'ellipsis' });
    } finally {
      await context.close();
    }
  });
});
