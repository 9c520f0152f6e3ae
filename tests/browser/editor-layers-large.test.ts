import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { openEditor } from './support/editorPage';
import { startAppServer, type AppServer } from './support/server';

/**
 * The layers panel of a 5,000-component page on the real server: it draws only the rows the
 * sidebar shows (and a few either side), yet a selected row far down is drawn and scrolled
 * into view, ↑/↓ move the selection and the keyboard's focus together, scrolling to the end
 * shows the last rows, and a row is still reordered by dragging it with the keyboard.
 */
let server: AppServer;
let browser: Browser;
let layoutId: string;

const COUNT = 5_000;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchChromium();
  const page = await browser.newPage();
  await openEditor(page, server.url);
  layoutId = await page.evaluate(async (count) => {
    const areas = Array.from({ length: count / 100 }, (_, i) => ({
      id: `area-${i}`,
      name: `Area ${i + 1}`,
      startCol: 0,
      endCol: 1,
      startRow: i,
      endRow: i + 1,
    }));
    const components = Array.from({ length: count }, (_, i) => ({
      id: `c-${i}`,
      type: 'separator',
      name: `Row ${i}`,
      areaId: `area-${Math.floor(i / 100)}`,
      order: i % 100,
      data: {},
    }));
    const document = {
      version: 3,
      grid_config: { templateRows: areas.map(() => 'auto'), areas },
      components,
    };
    const response = await fetch('/v1/layouts', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': window.__VITRINE_CONFIG__?.editorKey ?? '',
      },
      body: JSON.stringify({ name: 'Five thousand rows', document }),
    });
    if (!response.ok) throw new Error(`POST /v1/layouts: HTTP ${response.status}`);
    return ((await response.json()) as { id: string }).id;
  }, COUNT);
  await page.close();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const layers = (page: Page) => page.locator('section[aria-label="Layers"]');
const row = (page: Page, id: string) =>
  layers(page).locator(`.one-editor-layer-row[data-layer-id="${id}"]`);

async function openLayers(page: Page) {
  await openEditor(page, server.url, `?layout=${layoutId}`);
  await page.getByRole('tab', { name: 'Layers' }).click();
  await row(page, 'c-0').waitFor({ timeout: 30_000 });
}

/** Whether the row lies within the sidebar's visible box. */
async function inView(page: Page, id: string): Promise<boolean> {
  const sidebar = (await page.locator('.one-editor-left').boundingBox())!;
  const box = await row(page, id).boundingBox();
  return (
    box !== null && box.y >= sidebar.y - 1 && box.y + box.height <= sidebar.y + sidebar.height + 1
  );
}

const selected = (page: Page) =>
  page.evaluate(() => window.__vitrineEditor!.store.getState().selection?.id);

describe('the layers panel at 5,000 components', { timeout: 180_000 }, () => {
  it('draws only the rows in view, and a far selection is drawn and scrolled into view', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openLayers(page);
    const drawn = await layers(page).locator('.one-editor-layer-row').count();
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(150);

    await page.evaluate(() =>
      window.__vitrineEditor!.store.getState().select({ kind: 'component', id: 'c-4321' }),
    );
    await row(page, 'c-4321').waitFor();
    await expect.poll(() => inView(page, 'c-4321')).toBe(true);
    expect(await row(page, 'c-4321').getAttribute('data-selected')).toBe('true');
    // The rows around it are drawn too, in order, and still only a window of them.
    const names = await layers(page).locator('.one-editor-layer-name').allInnerTexts();
    const at = names.indexOf('Row 4321');
    expect(names.slice(at - 1, at + 2)).toEqual(['Row 4320', 'Row 4321', 'Row 4322']);
    expect(await layers(page).locator('.one-editor-layer-row').count()).toBeLessThan(150);
    await page.close();
  });

  it('↑/↓ move the selection and the focus row by row, and the list scrolls with them', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openLayers(page);
    await page.evaluate(() =>
      window.__vitrineEditor!.store.getState().select({ kind: 'component', id: 'c-2498' }),
    );
    await row(page, 'c-2498').getByRole('button', { name: 'Row 2498', exact: true }).focus();
    for (const next of ['c-2499', 'c-2500', 'c-2501']) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => selected(page)).toBe(next);
      await expect
        .poll(() =>
          page.evaluate(() =>
            document.activeElement?.closest('.one-editor-layer-row')?.getAttribute('data-layer-id'),
          ),
        )
        .toBe(next);
      await expect.poll(() => inView(page, next)).toBe(true);
    }
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => selected(page)).toBe('c-2500');
    await page.close();
  });

  it('scrolling to the end draws the last rows', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openLayers(page);
    const sidebar = page.locator('.one-editor-left');
    // The tree is as tall as all its rows: the sidebar scrolls through all of them.
    const height = await sidebar.evaluate((el) => el.scrollHeight);
    expect(height).toBeGreaterThan(COUNT * 20);
    await sidebar.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await row(page, `c-${COUNT - 1}`).waitFor();
    await expect.poll(() => inView(page, `c-${COUNT - 1}`)).toBe(true);
    expect(await row(page, 'c-0').count()).toBe(0);
    await page.close();
  });

  it('a row far down is still reordered by dragging it with the keyboard', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openLayers(page);
    await page.evaluate(() =>
      window.__vitrineEditor!.store.getState().select({ kind: 'component', id: 'c-3702' }),
    );
    await row(page, 'c-3702').waitFor();
    await expect.poll(() => inView(page, 'c-3702')).toBe(true);
    await layers(page).getByRole('button', { name: 'Drag to move Row 3702', exact: true }).focus();
    // dnd-kit measures between keys: give each step a frame or two, as a person would.
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(200);
    }
    await expect
      .poll(() =>
        page.evaluate(() => {
          const { components } = window.__vitrineEditor!.store.getState().document;
          return components
            .filter((c) => c.areaId === 'area-37')
            .sort((a, b) => a.order - b.order)
            .slice(0, 4)
            .map((c) => c.id);
        }),
      )
      .toEqual(['c-3700', 'c-3702', 'c-3701', 'c-3703']);
    await page.close();
  });
});
