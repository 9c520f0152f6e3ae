import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openEditor } from './support/editorPage';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * Every panel of the inspector insets its fields from the panel's edges the same way: the area
 * panel's fields sit where a component panel's do, at a phone, a small laptop and a desktop
 * width. Screenshots go to SHOTS to be looked at.
 */
const SHOTS = '/work/shots/editor';

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

/** Left and right gap between the inspector's edges and its first text field. */
function fieldInsets(page: Page): Promise<{ left: number; right: number }> {
  return page.evaluate(() => {
    const inspector = document.querySelector('.one-editor-inspector')!.getBoundingClientRect();
    const field = document
      .querySelector(
        '.one-editor-inspector input[type="text"], .one-editor-inspector input:not([type])',
      )!
      .getBoundingClientRect();
    return {
      left: Math.round(field.left - inspector.left),
      right: Math.round(inspector.right - field.right),
    };
  });
}

/** Clicks a row of the Layers tab and shows the inspector (on a narrow screen, its own pane). */
async function selectInLayers(page: Page, width: number, name: RegExp): Promise<void> {
  if (width < 900) await page.getByRole('button', { name: 'Components' }).click();
  await page.getByRole('tab', { name: 'Layers' }).click();
  await page.locator('section[aria-label="Layers"]').getByRole('button', { name }).first().click();
  if (width < 900) await page.getByRole('button', { name: 'Settings' }).click();
}

describe('inspector panels', () => {
  for (const width of [375, 800, 1280]) {
    it(`${width} px: the area panel's fields are inset from the panel's edges as a component panel's are`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await openEditor(page, server.url);
      const inspector = page.locator('.one-editor-inspector');

      await selectInLayers(page, width, /^Button$/);
      await inspector.getByRole('tab', { name: 'Content' }).waitFor();
      await inspector.locator('input[type="text"], input:not([type])').first().waitFor();
      const component = await fieldInsets(page);

      await selectInLayers(page, width, /^Hero/);
      await inspector.getByRole('heading', { level: 2, name: 'Area: Hero' }).waitFor();
      await page.screenshot({ path: `${SHOTS}/area-panel-${width}.png` });
      const area = await fieldInsets(page);

      expect(component.left).toBeGreaterThanOrEqual(10);
      expect(area).toEqual(component);
      await page.close();
    }, 60_000);
  }
});
