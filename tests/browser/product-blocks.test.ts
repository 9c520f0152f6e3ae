import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * blocks.md product card, product attributes and activity feed through /preview on the real
 * server: live with the seeded demo collection in the page context, and in builder mode with and
 * without one. Screenshots at 375 and 1280 px go to /tmp/shots/h7.
 */
const SHOTS = '/tmp/shots/h7';
let server: AppServer;
let browser: Browser;
let collection: Record<string, unknown>;

const layout = {
  grid_config: {
    templateColumns: ['1fr'],
    templateRows: ['auto'],
    gap: '24px',
    padding: '16px',
    maxContentWidth: '960px',
    areas: [{ id: 'main', name: 'Main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }],
  },
  components: [
    {
      id: 'card',
      type: 'product-card',
      areaId: 'main',
      order: 0,
      data: { maxCharacters: 120 },
      styles: {},
    },
    { id: 'attrs', type: 'product-attributes', areaId: 'main', order: 1, data: {}, styles: {} },
    { id: 'feed', type: 'activity-feed', areaId: 'main', order: 2, data: {}, styles: {} },
  ],
};

withAppAndChromium((started) => ({ server, browser } = started));
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const response = await fetch(`${server.url}/v1/collections/demo?token_id=1`, {
    headers: { 'x-api-key': 'pk_local_vitrine' },
  });
  collection = (await response.json()) as Record<string, unknown>;
  delete collection.layout;
});

async function preview(
  width: number,
  builder: boolean,
  page: Record<string, unknown>,
): Promise<Page> {
  const tab = await browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.goto(`${server.url}/preview`);
  await tab.waitForFunction(() => document.documentElement.dataset.previewReady === 'true');
  const problems = await tab.evaluate(
    ({ layout, builder, page }) => window.__vitrinePreview?.render({ layout, builder, page }),
    { layout, builder, page },
  );
  expect(problems).toEqual([]);
  await tab.locator('.one-layout').waitFor();
  expect(errors).toEqual([]);
  return tab;
}

describe('product blocks in Chromium', () => {
  for (const width of [1280, 375]) {
    it(`live at ${width}px: the card, the attribute table with swatches and the feed of the demo item`, async () => {
      const tab = await preview(width, false, { collection, tokenId: '1' });
      const card = tab.locator('.one-product-card');
      await expect.poll(() => card.getByRole('heading').textContent()).toBe('Harbour Lamp #1');
      expect(await card.textContent()).toContain('01/12');
      expect(await card.textContent()).toMatch(/\$\d[\d,]*\.\d\d/);
      const text = card.locator('.one-product-card-text');
      expect(await text.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('6');
      await card.getByRole('button', { name: 'Read more' }).click();
      await card.getByRole('button', { name: 'See less' }).waitFor();
      expect(await text.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('none');
      await card.getByRole('button', { name: 'See less' }).click();

      const table = tab.locator('.one-product-attributes');
      await table.getByRole('heading', { name: 'Product Specs' }).waitFor();
      const chips = table.locator('.one-product-attributes-chip');
      expect(await chips.count()).toBeGreaterThan(0);
      const colour = await chips.first().evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(colour).not.toBe('rgba(0, 0, 0, 0)');

      const feed = tab.locator('.one-activity-feed');
      await feed.locator('.one-activity-card').first().waitFor();
      expect(await feed.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(
        668,
      );
      await feed.getByRole('button', { name: 'Add to Feed' }).waitFor();
      await tab.waitForTimeout(300);
      await tab.screenshot({ path: `${SHOTS}/product-blocks-live-${width}.png`, fullPage: true });
      await tab.close();
    });

    it(`builder at ${width}px: placeholders without a collection; the feed is a skeleton with a disabled button`, async () => {
      const tab = await preview(width, true, {});
      await tab
        .getByText('Product card: connect a collection to this page to preview it')
        .waitFor();
      await tab
        .getByText('Product attributes: connect a collection to this page to preview it')
        .waitFor();
      expect(await tab.getByRole('button', { name: 'Add to Feed' }).isDisabled()).toBe(true);
      expect(await tab.locator('.one-skeleton-bar').count()).toBeGreaterThan(3);
      await tab.screenshot({
        path: `${SHOTS}/product-blocks-builder-${width}.png`,
        fullPage: true,
      });
      await tab.close();
    });
  }
});
