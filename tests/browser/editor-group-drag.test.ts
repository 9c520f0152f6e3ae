import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openEditor } from './support/editorPage';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * Dragging one component of a multiple selection moves the whole selection, as in Webflow and
 * Framer: on the canvas (here with the keyboard, the drag's other input) and in the layers
 * panel (with the pointer), the selected components land side by side in the order they were
 * in, and one undo puts them all back.
 */
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started));

async function editorAt1280(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openEditor(page, server.url);
  return { page, errors };
}

/** The component types of an area, in the order the canvas shows them. */
const areaTypes = (page: Page, areaName: string) =>
  page.evaluate((name) => {
    const { document } = window.__vitrineEditor!.store.getState();
    const area = document.grid_config?.areas.find((a) => a.name === name);
    return document.components
      .filter((c) => c.areaId === area?.id && c.parentId === undefined)
      .sort((a, b) => a.order - b.order)
      .map((c) => c.type);
  }, areaName);

const undoSteps = (page: Page) =>
  page.evaluate(() => window.__vitrineEditor!.store.getState().past.length);

const group = (page: Page) =>
  page.evaluate(() => [...window.__vitrineEditor!.store.getState().group]);

const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]').first().textContent();

describe('dragging a multiple selection', () => {
  it('on the canvas: the selected components move together, in their order, as one undo step', async () => {
    const { page, errors } = await editorAt1280();
    const frame = page.frameLocator('iframe').first();
    const hero = frame.locator('[data-area-id]').first();
    await hero.locator(':scope > [data-component-type="text"]').click();
    await hero.locator(':scope > [data-component-type="button"]').click({ modifiers: ['Shift'] });
    await expect.poll(async () => (await group(page)).length).toBe(2);
    expect(await areaTypes(page, 'Hero')).toEqual(['text', 'image', 'button']);
    const productBefore = await areaTypes(page, 'Product');
    const steps = await undoSteps(page);

    // The Button (the one the panel follows) is picked up by its handle: the group goes with it.
    await page.getByRole('button', { name: 'Move Button and the rest of the selection' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => liveRegion(page)).toMatch(/Picked up 2 components/);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const indicator = page.locator('.one-editor-drop-indicator');
    for (let i = 0; i < 12; i++) {
      if ((await indicator.textContent())?.includes('Product, position 1')) break;
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(80);
    }
    expect(await indicator.textContent()).toContain('Product, position 1');
    await page.keyboard.press('Space');
    await expect.poll(() => liveRegion(page)).toMatch(/2 components landed at Product/);

    await expect.poll(() => areaTypes(page, 'Hero')).toEqual(['image']);
    expect(await areaTypes(page, 'Product')).toEqual(['text', 'button', ...productBefore]);
    expect(await undoSteps(page)).toBe(steps + 1);
    // Still both selected after the move.
    expect((await group(page)).length).toBe(2);

    await page.keyboard.press('Control+z');
    await expect.poll(() => areaTypes(page, 'Hero')).toEqual(['text', 'image', 'button']);
    expect(await areaTypes(page, 'Product')).toEqual(productBefore);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('in the layers panel: dragging one row of the selection moves all of it there, as one undo step', async () => {
    const { page, errors } = await editorAt1280();
    await page.getByRole('tab', { name: 'Layers' }).click();
    const hero = page
      .locator('section[aria-label="Layers"]')
      .getByRole('list', { name: 'Components in Hero' });
    await hero.getByRole('button', { name: /^Image$/ }).click();
    await hero.getByRole('button', { name: /^Button$/ }).click({ modifiers: ['Shift'] });
    await expect.poll(async () => (await group(page)).length).toBe(2);
    const steps = await undoSteps(page);

    // Button's row dragged onto Text's place: Image and Button both go above Text.
    const from = (await hero.getByRole('button', { name: 'Drag to move Button' }).boundingBox())!;
    const to = (await hero.getByRole('button', { name: /^Text$/ }).boundingBox())!;
    await page.mouse.move(from.x + 5, from.y + 5);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++)
      await page.mouse.move(from.x + 5, from.y + 5 + ((to.y - from.y) * i) / 10, { steps: 2 });
    await page.waitForTimeout(200);
    await page.mouse.up();

    await expect
      .poll(() => hero.locator('.one-editor-layer-name').allInnerTexts())
      .toEqual(['Image', 'Button', 'Text']);
    expect(await areaTypes(page, 'Hero')).toEqual(['image', 'button', 'text']);
    expect(await undoSteps(page)).toBe(steps + 1);

    await page.keyboard.press('Control+z');
    await expect.poll(() => areaTypes(page, 'Hero')).toEqual(['text', 'image', 'button']);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
