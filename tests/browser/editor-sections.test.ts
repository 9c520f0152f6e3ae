import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { openEditor } from './support/editorPage';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * Sections: a right-click on a component saves it as a section of the site; the palette lists
 * it under "Sections" beside the starter library, and one click inserts it with new ids as one
 * undo step. A starter section (a whole area) becomes a new row of the page.
 */
const SHOTS = '/work/shots/editor';

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

const documentSummary = (page: Page) =>
  page.evaluate(() => {
    const { document } = window.__vitrineEditor!.store.getState();
    return {
      ids: document.components.map((c) => c.id),
      types: document.components.map((c) => c.type),
      areas: (document.grid_config?.areas ?? []).map((a) => a.name ?? a.id),
    };
  });

describe('sections', () => {
  it('saves a component as a section, inserts it from the palette with new ids, and undo takes it out in one step', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openEditor(page, server.url);
    const frame = page.frameLocator('iframe.one-editor-frame');
    const button = frame.locator('[data-component-type="button"]').first();
    const buttonId = await button.getAttribute('data-component-id');

    // Save the button as a section, named in the dialog.
    await button.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Save as section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as section' });
    await dialog.waitFor();
    const name = dialog.getByLabel('Section name');
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await name.fill('Call to action');
    await dialog.getByRole('button', { name: 'Save section' }).click();
    await dialog.waitFor({ state: 'detached' });

    // It is stored on the server for the site…
    const stored = await page.evaluate(async () => {
      const res = await fetch('/v1/sections', { headers: { 'x-api-key': 'sk_local_vitrine' } });
      return ((await res.json()) as { data: { name: string }[] }).data.map((s) => s.name);
    });
    expect(stored).toEqual(['Call to action']);

    // …and listed in the palette under Sections, with the starter library.
    const sections = page.getByRole('region', { name: 'Sections' });
    const saved = sections.getByRole('button', {
      name: /^Call to action .*a section: insert into the page$/,
    });
    await saved.waitFor();
    for (const starter of ['Hero', 'Product details', 'Story', 'Feed', 'FAQ', 'Footer'])
      await sections
        .getByRole('button', { name: new RegExp(`^${starter} .*a section: insert into the page$`) })
        .waitFor();
    await saved.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/section-library.png` });
    // The palette's group headings start at h3 under the sidebar's tabs: order is checked on
    // the whole editor by editor-2-a11y, not inside this part of it.
    expect(
      await axeViolations(page, { include: '.one-editor-palette', disable: ['heading-order'] }),
    ).toEqual([]);

    // One click inserts it after the selection, with an id of its own.
    const before = await documentSummary(page);
    await saved.click();
    const after = await documentSummary(page);
    expect(after.ids.length).toBe(before.ids.length + 1);
    const added = after.ids.filter((id) => !before.ids.includes(id));
    expect(added).toHaveLength(1);
    expect(added[0]).not.toBe(buttonId);
    expect(after.types[after.ids.indexOf(added[0]!)]).toBe('button');
    await expect
      .poll(() => frame.locator('[data-component-type="button"]').count())
      .toBeGreaterThan(1);

    // One undo takes the whole insertion out.
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await documentSummary(page)).ids).toEqual(before.ids);

    // A drag (here with the keyboard: Space to pick up, Space to drop) puts it where it lands.
    await saved.focus();
    await page.keyboard.press('Space');
    await page.locator('[data-editor-dragging="true"]').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect
      .poll(async () => (await documentSummary(page)).ids.length)
      .toBe(before.ids.length + 1);
    const dropped = (await documentSummary(page)).ids.filter((id) => !before.ids.includes(id));
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).not.toBe(buttonId);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await documentSummary(page)).ids).toEqual(before.ids);

    // A starter section is a whole area: it becomes a new row named as the section.
    await sections.getByRole('button', { name: /^FAQ .*a section: insert into the page$/ }).click();
    const withFaq = await documentSummary(page);
    expect(withFaq.areas.at(-1)).toBe('FAQ');
    expect(withFaq.ids.length).toBe(before.ids.length + 1);
    await expect.poll(() => frame.getByText('How do I register my product?').count()).toBe(1);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await documentSummary(page)).areas).toEqual(before.areas);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a new layout can start from a page template', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openEditor(page, server.url);
    await page.getByRole('button', { name: /^New layout/ }).click();
    const dialog = page.getByRole('dialog', { name: 'New layout' });
    await dialog.getByLabel('Name').fill('Spring launch');
    await dialog.getByRole('radio', { name: /Story page/ }).check();
    await dialog.getByRole('button', { name: 'Create layout' }).click();
    await expect
      .poll(async () => (await documentSummary(page)).areas)
      .toEqual(['Hero', 'Story', 'Feed', 'Footer']);
    await context.close();
  });
});
