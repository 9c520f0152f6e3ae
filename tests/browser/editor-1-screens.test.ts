import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { startAppServer, type AppServer } from './support/server';

/**
 * The editor at a phone, a small laptop and a desktop width: nothing overflows sideways, every
 * control has an accessible name, and the canvas shows the demo layout. Screenshots go to
 * /tmp/shots/h5 to be looked at.
 */
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync('/tmp/shots/h5', { recursive: true });
  server = await startAppServer();
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('editor shell at 375, 800 and 1280 px', () => {
  for (const width of [375, 800, 1280]) {
    it(`${width} px: fits, every control is named, the demo layout is on the canvas`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${server.url}/editor`);
      await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
      await page
        .frameLocator('iframe.one-editor-frame')
        .locator('[data-component-id]')
        .first()
        .waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/shots/h5/editor-${width}.png` });

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      const unnamed = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            'button, [role="button"], [role="radio"], [role="tab"], input, select, textarea',
          ),
        ]
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .filter((el) => {
            const label =
              el.getAttribute('aria-label') ||
              el.getAttribute('aria-labelledby') ||
              el.textContent?.trim() ||
              el.getAttribute('title');
            const id = el.getAttribute('id');
            const forLabel = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`) : null;
            return !label && !forLabel && !el.closest('label');
          })
          .map((el) => el.outerHTML.slice(0, 120)),
      );
      expect(unnamed).toEqual([]);
      if (width < 900) {
        // Narrow: one pane at a time; the phone previews as a phone.
        await expect.poll(() => page.getByRole('button', { name: 'Components' }).count()).toBe(1);
        if (width === 375)
          expect(
            await page.getByRole('radio', { name: 'Mobile (375 px)' }).getAttribute('aria-checked'),
          ).toBe('true');
        await page.getByRole('button', { name: 'Components' }).click();
        await page.screenshot({ path: `/tmp/shots/h5/editor-${width}-components.png` });
        await page.getByRole('button', { name: 'Settings' }).click();
        await page.screenshot({ path: `/tmp/shots/h5/editor-${width}-settings.png` });
      } else {
        await page
          .frameLocator('iframe.one-editor-frame')
          .locator('[data-component-type="text"]')
          .first()
          .click();
        await page.screenshot({ path: `/tmp/shots/h5/editor-${width}-selected.png` });
      }
      await page.close();
    }, 60_000);
  }
});
