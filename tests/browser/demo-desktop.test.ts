import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * The seeded demo's token page on a desktop reads as a product page, not a stretched phone
 * page: the two columns of each row end close to each other (no large empty gap beside a tall
 * column), the activity feed fills its column like the blocks above it, and no width scrolls.
 */
const SHOTS = '/tmp/shots/demo-desktop';
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), {
  shots: SHOTS,
  hookTimeoutMs: 120_000,
});

/** Each area's box and the height its blocks take up (first block's top to last one's bottom). */
function areaBoxes(page: Page) {
  return page.locator('[data-area-id]').evaluateAll((areas) =>
    Object.fromEntries(
      areas.map((area) => {
        const box = area.getBoundingClientRect();
        const blocks = [...area.querySelectorAll(':scope > [data-component-type]')]
          .map((b) => b.getBoundingClientRect())
          .filter((b) => b.height > 0);
        const used = blocks.length
          ? Math.max(...blocks.map((b) => b.bottom)) - Math.min(...blocks.map((b) => b.top))
          : 0;
        return [area.getAttribute('data-area-id'), { left: box.left, right: box.right, used }];
      }),
    ),
  );
}

describe('the demo token page on a desktop', () => {
  for (const javaScript of [true, false]) {
    it(`at 1280 px (JavaScript ${javaScript ? 'on' : 'off'}) the columns of each row end close together and the feed fills its column`, async () => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        javaScriptEnabled: javaScript,
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/c/demo/3`);
      await page.locator('[data-area-id="community"]').waitFor();
      if (javaScript) await page.getByText('No activities yet. Be the first to share!').waitFor();
      await page.screenshot({
        path: `${SHOTS}/token-1280-${javaScript ? 'js' : 'nojs'}.png`,
        fullPage: true,
      });
      const areas = await areaBoxes(page);
      for (const [left, right] of [
        ['product', 'details'],
        ['community', 'more'],
      ] as const) {
        const [short, tall] = [areas[left]!.used, areas[right]!.used].sort((a, b) => a - b);
        expect({ row: `${left}/${right}`, balance: short! / tall! > 0.6 }).toEqual({
          row: `${left}/${right}`,
          balance: true,
        });
      }
      const feed = await page.locator('.one-activity-feed').boundingBox();
      const column = areas.community!;
      expect(Math.abs(feed!.x - column.left)).toBeLessThan(2);
      expect(Math.abs(feed!.x + feed!.width - column.right)).toBeLessThan(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
      await context.close();
    }, 60_000);
  }

  for (const width of [800, 375]) {
    it(`at ${width} px nothing scrolls sideways`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/c/demo/3`);
      // The feed hydrates as it nears the screen: the page's whole length is scrolled first.
      const empty = page.getByText('No activities yet. Be the first to share!');
      await page.locator('[data-component-type="activity-feed"]').scrollIntoViewIfNeeded();
      await empty.waitFor();
      await page.screenshot({ path: `${SHOTS}/token-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await context.close();
    }, 60_000);
  }
});
