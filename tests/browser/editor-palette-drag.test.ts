import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openEditor } from './support/editorPage';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * A component dragged from the palette lands where the pointer lets go, at every width the
 * palette is shown. A narrow editor (under 900 px) shows the palette in place of the canvas:
 * picking an item up there shows the canvas to drop on, and the palette again when nothing
 * landed.
 */
const SHOTS = '/work/shots/editor';

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

const narrow = (width: number) => width < 900;

async function editorAt(width: number): Promise<{ page: Page; errors: string[] }> {
  // Short enough that the palette scrolls to reach its last groups.
  const page = await browser.newPage({ viewport: { width, height: 700 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openEditor(page, server.url);
  if (narrow(width)) await page.getByRole('button', { name: 'Components', exact: true }).click();
  return { page, errors };
}

/** The component types of the Hero area, in the order the canvas shows them. */
const heroTypes = (page: Page) =>
  page.evaluate(() => {
    const { document } = window.__vitrineEditor!.store.getState();
    const area = document.grid_config?.areas.find((a) => a.name === 'Hero');
    return document.components
      .filter((c) => c.areaId === area?.id && c.parentId === undefined)
      .sort((a, b) => a.order - b.order)
      .map((c) => c.type);
  });

const pane = (page: Page) => page.locator('.one-editor').getAttribute('data-pane');
const heroImage = (page: Page) =>
  page.frameLocator('iframe.one-editor-frame').locator('[data-component-type="image"]').first();
const indicator = (page: Page) => page.locator('.one-editor-drop-indicator');

/** Presses on the palette's Share item and moves just far enough to pick it up. */
async function pickUpShare(page: Page): Promise<{ x: number; y: number }> {
  const item = page.getByRole('button', { name: 'Share: add to the page' });
  await item.scrollIntoViewIfNeeded();
  const box = (await item.boundingBox())!;
  const start = { x: box.x + 20, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y - 12, { steps: 4 });
  return { x: start.x, y: start.y - 12 };
}

describe('dragging from the palette onto the canvas', () => {
  for (const width of [375, 800, 1280]) {
    it(`at ${width} px: the component lands where the pointer lets go, the chip beside the pointer`, async () => {
      const { page, errors } = await editorAt(width);
      expect(await heroTypes(page)).toEqual(['text', 'image', 'button']);

      const from = await pickUpShare(page);
      // The canvas is in view to drop on (a narrow editor has shown it in place of the palette).
      await expect.poll(() => heroImage(page).isVisible()).toBe(true);
      if (narrow(width)) expect(await pane(page)).toBe('canvas');

      // The upper part of the Hero's image, wherever the canvas now shows it: before the image.
      const image = (await heroImage(page).boundingBox())!;
      const to = { x: image.x + image.width / 2, y: image.y + image.height * 0.25 };
      for (let i = 1; i <= 10; i++)
        await page.mouse.move(
          from.x + ((to.x - from.x) * i) / 10,
          from.y + ((to.y - from.y) * i) / 10,
          { steps: 2 },
        );
      await expect.poll(() => indicator(page).textContent()).toContain('Hero, position 2 of 4');
      const chip = (await page.locator('.one-editor-drag-chip').boundingBox())!;
      expect(Math.abs(chip.x - to.x)).toBeLessThan(24);
      expect(Math.abs(chip.y - to.y)).toBeLessThan(24);
      await page.screenshot({ path: `${SHOTS}/palette-drag-${width}.png` });
      await page.mouse.up();

      await expect.poll(() => heroTypes(page)).toEqual(['text', 'share', 'image', 'button']);
      if (narrow(width)) expect(await pane(page)).toBe('canvas');
      expect(errors).toEqual([]);
      await page.close();
    }, 90_000);
  }

  it('at 800 px: a drag given up with Escape puts the palette back, as it was', async () => {
    const { page, errors } = await editorAt(800);
    await pickUpShare(page);
    await expect.poll(() => pane(page)).toBe('canvas');
    await page.keyboard.press('Escape');
    await page.mouse.up();

    await expect.poll(() => pane(page)).toBe('add');
    await expect
      .poll(() => page.getByRole('button', { name: 'Share: add to the page' }).isVisible())
      .toBe(true);
    expect(await heroTypes(page)).toEqual(['text', 'image', 'button']);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('at 800 px: picked up with Space, placed with the arrow keys on the canvas, focus on the canvas after', async () => {
    const { page, errors } = await editorAt(800);
    await page.getByRole('button', { name: 'Separator: add to the page' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => indicator(page).textContent()).toContain('Hero, position 1 of 4');
    expect(await pane(page)).toBe('canvas');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => indicator(page).textContent()).toContain('Hero, position 2 of 4');
    await page.keyboard.press('Space');

    await expect.poll(() => heroTypes(page)).toEqual(['text', 'separator', 'image', 'button']);
    // The palette's button went with the palette: focus is on the canvas, not lost.
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null),
    ).toBe('Canvas');
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
