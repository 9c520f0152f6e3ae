import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openEditor } from './support/editorPage';
import { selectLayer } from './support/selectLayer';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * The selection chrome: its label never covers the component above it, and it carries quick
 * actions — select parent, move up, move down, duplicate, delete — each a labelled button.
 */
const SHOTS = '/work/shots/editor';

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The ids of the Hero area's components, in order. */
function heroOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { document } = window.__vitrineEditor!.store.getState();
    const first = document.components[0]!;
    return document.components
      .filter((c) => c.areaId === first.areaId && !c.parentId)
      .sort((a, b) => a.order - b.order)
      .map((c) => c.type);
  });
}

describe('selection chrome', () => {
  it('the label never covers the component above; quick actions act on the selection', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openEditor(page, server.url);
    const frame = page.frameLocator('iframe').first();
    const chrome = page.locator('.one-editor-outline-selected');

    // The image right under the hero text: its label must not sit over the text.
    await selectLayer(page, /^Image$/);
    const label = chrome.locator('.one-editor-outline-label');
    await label.waitFor();
    const textBox = await frame.locator('[data-component-type="text"]').first().boundingBox();
    const labelBox = await label.boundingBox();
    expect(textBox && labelBox).toBeTruthy();
    expect(overlaps(labelBox!, textBox!)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/selection-chrome-1280.png` });

    // Quick actions, each a named button.
    expect(await heroOrder(page)).toEqual(['text', 'image', 'button']);
    await chrome.getByRole('button', { name: 'Move Image up' }).click();
    await expect.poll(() => heroOrder(page)).toEqual(['image', 'text', 'button']);
    expect(await chrome.getByRole('button', { name: 'Move Image up' }).isDisabled()).toBe(true);
    await chrome.getByRole('button', { name: 'Move Image down' }).click();
    await expect.poll(() => heroOrder(page)).toEqual(['text', 'image', 'button']);
    await chrome.getByRole('button', { name: 'Duplicate Image' }).click();
    await expect.poll(() => heroOrder(page)).toEqual(['text', 'image', 'image', 'button']);
    await chrome.getByRole('button', { name: 'Delete Image' }).click();
    await expect.poll(() => heroOrder(page)).toEqual(['text', 'image', 'button']);
    await selectLayer(page, /^Image$/);
    await chrome.getByRole('button', { name: 'Select the parent of Image' }).click();
    await expect
      .poll(() => page.evaluate(() => window.__vitrineEditor!.store.getState().selection?.kind))
      .toBe('area');
    expect(errors).toEqual([]);
    await context.close();
  });
});
