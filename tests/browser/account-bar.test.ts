import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withAppAndChromium } from './support/appAndChromium';
import { latestSignInCode } from './support/outbox';
import type { AppServer } from './support/server';

/**
 * The account bar above every visitor page (real server, built app): a signed-in visitor's
 * address, however long, stays on one line inside the screen, cut with an ellipsis, with the
 * whole of it in the title; "Sign out" stays whole beside it. Its sign-in dialog says what a
 * visitor whose code is locked can do, and its controls agree.
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

describe("the account bar's sign-in when the code is locked by wrong tries", () => {
  it("says to request a new code, closes the code box and frees 'Resend code' at once", async () => {
    const email = 'locked.out@example.com';
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/c/demo/2`);
      await page
        .getByRole('navigation', { name: 'Account' })
        .getByRole('button', { name: 'Sign in' })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Send code' }).click();
      const sent = await latestSignInCode(server.url, email);
      const box = dialog.getByLabel('6-digit code');
      // Five wrong codes spend the code's tries (server/services/otp.ts).
      for (let attempt = 0; attempt < 5; attempt++) {
        const wrong = String((Number(sent) + 1 + attempt) % 1_000_000).padStart(6, '0');
        await box.fill(wrong);
        await expect.poll(() => dialog.getByRole('alert').textContent()).toMatch(/code/);
        if (attempt < 4) await expect.poll(() => box.isEnabled()).toBe(true);
      }
      await expect
        .poll(() => dialog.getByRole('alert').textContent())
        .toBe('Too many wrong codes. Request a new code.');
      const resend = dialog.getByRole('button', { name: 'Resend code', exact: true });
      expect(await resend.isEnabled()).toBe(true);
      expect(await resend.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await box.isDisabled()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Sign in' }).isDisabled()).toBe(true);
      for (const width of [375, 800, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({ path: `${SHOTS}/locked-${width}.png` });
      }

      await resend.click();
      await dialog.getByText('A new code is on its way.').waitFor();
      await expect.poll(() => box.isEnabled()).toBe(true);
      await box.fill(await latestSignInCode(server.url, email));
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`Signed in as ${email}`).waitFor();
    } finally {
      await context.close();
    }
  });
});
