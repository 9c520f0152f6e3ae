import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * The canvas previews product blocks with the layout's own collection, as its visitors will see
 * them; a layout without one previews with the blocks' "connect a collection" note.
 */
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started));

/** The text of each product block in the canvas, by its type. */
function productBlocks(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe.one-editor-frame');
    const blocks = frame?.contentDocument?.querySelectorAll('[data-component-type^="product"]');
    return Object.fromEntries(
      [...(blocks ?? [])].map((block) => [
        block.getAttribute('data-component-type') ?? '',
        block.textContent ?? '',
      ]),
    );
  });
}

async function openEditor(page: Page, layout: string): Promise<void> {
  await page.goto(`${server.url}/editor?layout=${layout}`);
  await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
}

describe('the canvas previews the layout’s collection', () => {
  it('product blocks show the collection’s name and attributes', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openEditor(page, 'lay_demo');
    await expect
      .poll(async () => (await productBlocks(page))['product-card'], { timeout: 15_000 })
      .toContain('Harbour Lamp');
    expect((await productBlocks(page))['product-attributes']).toContain('Spun aluminium');
    await page.close();
  });

  it('a layout without a collection previews with the connect note', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const created = await page.request.post(`${server.url}/v1/layouts`, {
      headers: { 'x-api-key': 'sk_local_vitrine' },
      data: {
        name: 'No collection',
        document: {
          version: 3,
          grid_config: {
            areas: [{ id: 'main', name: 'Main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }],
          },
          components: [{ id: 'card', type: 'product-card', areaId: 'main', order: 0 }],
        },
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await openEditor(page, id);
    await expect
      .poll(async () => (await productBlocks(page))['product-card'], { timeout: 15_000 })
      .toContain('connect a collection to this page');
    await page.close();
  });
});
