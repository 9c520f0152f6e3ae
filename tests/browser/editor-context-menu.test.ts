import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openEditor } from './support/editorPage';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * A component's context menu: a right-click on it in the canvas or in the layers, or Shift+F10,
 * opens a role="menu" of its actions (cut, copy, paste, duplicate, delete, move, hide on this
 * device, select parent); each acts on that component, and the keyboard alone can use it.
 */
const SHOTS = '/work/shots/editor';

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

/** The types of the Hero area's components, in order. */
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

const selection = (page: Page) =>
  page.evaluate(() => {
    const { selection, document } = window.__vitrineEditor!.store.getState();
    if (selection?.kind !== 'component') return selection?.kind ?? null;
    return document.components.find((c) => c.id === selection.id)?.type ?? null;
  });

const menuCount = (page: Page) => page.getByRole('menu').count();
const focusedRole = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('role') ?? null);

describe('component context menu', () => {
  it('opens on a right-click or Shift+F10 and acts on that component', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openEditor(page, server.url);
    const frame = page.frameLocator('iframe.one-editor-frame');
    const image = frame.locator('[data-component-type="image"]').first();

    // Right-click on the image in the canvas: it is selected and its menu opens.
    await image.click({ button: 'right' });
    const menu = page.getByRole('menu', { name: 'Actions for Image' });
    await menu.waitFor();
    expect(await selection(page)).toBe('image');
    await page.screenshot({ path: `${SHOTS}/context-menu-canvas.png` });
    await menu.getByRole('menuitem', { name: /^Duplicate/ }).click();
    await expect.poll(() => heroOrder(page)).toEqual(['text', 'image', 'image', 'button']);
    expect(await menuCount(page)).toBe(0);

    // Delete, from the menu of the copy.
    await frame.locator('[data-component-type="image"]').nth(1).click({ button: 'right' });
    await menu.getByRole('menuitem', { name: /^Delete/ }).click();
    await expect.poll(() => heroOrder(page)).toEqual(['text', 'image', 'button']);

    // Move down, then up; "Move up" is unavailable on the first component.
    await image.click({ button: 'right' });
    await menu.getByRole('menuitem', { name: /^Move down/ }).click();
    await expect.poll(() => heroOrder(page)).toEqual(['text', 'button', 'image']);
    await frame.locator('[data-component-type="text"]').first().click({ button: 'right' });
    const textMenu = page.getByRole('menu', { name: /^Actions for Text/ });
    expect(
      await textMenu.getByRole('menuitem', { name: /^Move up/ }).getAttribute('aria-disabled'),
    ).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => menuCount(page)).toBe(0);

    // Copy the button, paste after the text.
    await frame.locator('[data-component-type="button"]').first().click({ button: 'right' });
    await page
      .getByRole('menu', { name: /^Actions for Button/ })
      .getByRole('menuitem', { name: /^Copy/ })
      .click();
    await frame.locator('[data-component-type="text"]').first().click({ button: 'right' });
    await textMenu.getByRole('menuitem', { name: /^Paste after/ }).click();
    await expect.poll(() => heroOrder(page)).toEqual(['text', 'button', 'button', 'image']);

    // Hide on this device: the component stays on the canvas as a ghost, hidden on desktop.
    await frame.locator('[data-component-type="button"]').nth(1).click({ button: 'right' });
    const buttonMenu = page.getByRole('menu', { name: /^Actions for Button/ });
    const hide = buttonMenu.getByRole('menuitemcheckbox', { name: 'Hide on desktop' });
    expect(await hide.getAttribute('aria-checked')).toBe('false');
    await hide.click();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const { selection, document } = window.__vitrineEditor!.store.getState();
          return document.components.find((c) => c.id === selection?.id)?.visibility.desktop;
        }),
      )
      .toBe(false);

    // The keyboard alone: focus the image's layer row, Shift+F10, arrows, Enter.
    await page.getByRole('tab', { name: 'Layers' }).click();
    const row = page.locator('section[aria-label="Layers"]').getByRole('button', {
      name: /^Image$/,
    });
    // The layers panel loads on its tab's first opening and then shows the selection: focus
    // the row once it is there and settled.
    await row.waitFor();
    await page.waitForTimeout(300);
    await row.focus();
    await expect.poll(() => row.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Shift+F10');
    await menu.waitFor();
    expect(await focusedRole(page)).toBe('menuitem');
    await page.screenshot({ path: `${SHOTS}/context-menu-layers-keyboard.png` });
    // Escape closes the menu and gives the focus back to the row.
    await page.keyboard.press('Escape');
    await expect.poll(() => menuCount(page)).toBe(0);
    expect(await row.evaluate((el) => el === document.activeElement)).toBe(true);
    // Again, down to "Select parent", Enter.
    await page.keyboard.press('Shift+F10');
    await menu.waitFor();
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    for (let i = 0; i < 12; i++) {
      const name = await focusedName();
      if (name.startsWith('Select parent')) break;
      await page.keyboard.press('ArrowDown');
      // The menu moves its focus a moment after the key: read the next item once it has.
      await expect.poll(focusedName).not.toBe(name);
    }
    expect(await focusedName()).toMatch(/^Select parent/);
    await page.keyboard.press('Enter');
    await expect.poll(() => selection(page)).toBe('area');

    // A right-click on a layer row opens that component's menu.
    await page
      .locator('section[aria-label="Layers"]')
      .getByRole('button', { name: /^Text/ })
      .first()
      .click({ button: 'right' });
    await textMenu.waitFor();
    expect(await selection(page)).toBe('text');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });
});
