import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { openEditor } from './support/editorPage';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * The editor asks before a change it cannot take back in its own dialog, never the browser's
 * `confirm()`: the dialog names what is affected, holds focus, Cancel changes nothing and puts
 * focus back on the control that asked, and the change happens only on its confirming button.
 */
const SHOTS = '/tmp/shots/editor-confirm';
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), {
  shots: SHOTS,
  hookTimeoutMs: 120_000,
});

interface Watched {
  page: Page;
  /** Every browser dialog (alert, confirm, prompt) the page opened: there must be none. */
  browserDialogs: string[];
  errors: string[];
}

async function editor(query = ''): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const watched: Watched = { page, browserDialogs: [], errors: [] };
  page.on('dialog', (dialog) => {
    watched.browserDialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => watched.errors.push(error.message));
  await openEditor(page, server.url, query);
  return watched;
}

const documentAreas = (page: Page) =>
  page.evaluate(() =>
    (window.__vitrineEditor!.store.getState().document.grid_config?.areas ?? []).map(
      (a) => a.name ?? a.id,
    ),
  );

const isDirty = (page: Page) => page.evaluate(() => window.__vitrineEditor!.store.getState().dirty);

/** The dialog is ours, named by its question, with focus inside it. */
async function asked(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await expect
    .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
    .toBe(true);
  return dialog;
}

/** Cancel closes it and puts focus back on the control that opened it. */
async function cancel(dialog: Locator, opener: Locator, label = 'Cancel'): Promise<void> {
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => opener.evaluate((node) => node === document.activeElement)).toBe(true);
}

async function saveLayout(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(/^Saved · version/).waitFor();
}

describe('the editor asks in its own dialog', () => {
  it('deleting an area with components names it and how many go with it; Cancel keeps it', async () => {
    const { page, browserDialogs, errors } = await editor();
    const before = await documentAreas(page);
    expect(before).toContain('Hero');
    await page.getByRole('tab', { name: 'Layers' }).click();
    await page
      .locator('section[aria-label="Layers"]')
      .getByRole('button', { name: /^Hero/ })
      .first()
      .click();
    const inspector = page.locator('.one-editor-inspector');
    await inspector.getByRole('heading', { level: 2, name: 'Area: Hero' }).waitFor();
    const remove = inspector.getByRole('button', { name: 'Delete area' });
    await remove.click();
    const dialog = await asked(page, /^Delete the area "Hero" and its \d+ components?\?$/);
    await dialog.getByText('You can undo this.').waitFor();
    await page.screenshot({ path: `${SHOTS}/delete-area-1280.png` });
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await cancel(dialog, remove);
    expect(await documentAreas(page)).toEqual(before);

    await remove.click();
    await (
      await asked(page, /^Delete the area "Hero"/)
    )
      .getByRole('button', { name: 'Delete area' })
      .click();
    await expect.poll(() => documentAreas(page)).not.toContain('Hero');
    expect(browserDialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('deleting a saved section names it; it leaves the palette and the server only on confirm, and focus stays in the list', async () => {
    for (const name of ['Spring banner', 'Summer banner']) {
      const created = await fetch(`${server.url}/v1/sections`, {
        method: 'POST',
        headers: { 'x-api-key': 'sk_local_vitrine', 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          fragment: {
            components: [{ id: 't', type: 'text', areaId: 'main', data: { content: name } }],
          },
        }),
      });
      expect(created.status).toBe(201);
    }
    const { page, browserDialogs, errors } = await editor();
    await page.getByRole('tab', { name: 'Add' }).click();
    const remove = page.getByRole('button', { name: 'Delete the Spring banner section' });
    await remove.waitFor();
    await remove.click();
    const dialog = await asked(page, 'Delete the section "Spring banner"?');
    await dialog.getByText(/Pages that already use it keep their copy/).waitFor();
    await cancel(dialog, remove);
    const stored = () =>
      page.evaluate(async () => {
        const res = await fetch('/v1/sections', { headers: { 'x-api-key': 'sk_local_vitrine' } });
        return ((await res.json()) as { data: { name: string }[] }).data.map((s) => s.name);
      });
    expect(await stored()).toContain('Spring banner');
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
      });

    const deleteSection = async (name: string) => {
      const button = page.getByRole('button', { name: `Delete the ${name} section` });
      await button.click();
      await (
        await asked(page, `Delete the section "${name}"?`)
      )
        .getByRole('button', { name: 'Delete section' })
        .click();
      await button.waitFor({ state: 'detached' });
    };

    // Focus goes to the section now in the deleted one's place: here the only one left.
    await deleteSection('Spring banner');
    expect(await stored()).not.toContain('Spring banner');
    await expect.poll(focused).toMatch(/^Summer banner/);

    await deleteSection('Summer banner');
    await expect.poll(focused).toBe('Saved on this site');
    expect(browserDialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('restoring a version over unsaved changes, from the history or the preview, says they are lost', async () => {
    const { page, browserDialogs, errors } = await editor();
    // Two saved versions, then a change not saved.
    await page.getByRole('button', { name: 'Add area' }).click();
    await saveLayout(page);
    const saved = await page.evaluate(() => window.__vitrineEditor!.store.getState().document);
    await page.getByRole('button', { name: 'Add area' }).click();
    await expect.poll(() => isDirty(page)).toBe(true);
    const unsaved = await documentAreas(page);

    await page.getByRole('button', { name: 'Version history' }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    const restore = history.getByRole('button', { name: 'Restore version 1' });
    await restore.click();
    const dialog = await asked(page, 'Restore version 1 over your unsaved changes?');
    await dialog.getByText(/the changes you have not saved are lost/).waitFor();
    await page.screenshot({ path: `${SHOTS}/restore-over-changes-1280.png` });
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await cancel(dialog, restore);
    expect(await documentAreas(page)).toEqual(unsaved);
    expect(await isDirty(page)).toBe(true);

    // From the preview's banner: Cancel keeps the draft, the confirming button restores.
    await history.getByRole('button', { name: 'Preview version 1' }).click();
    await history.waitFor({ state: 'detached' });
    // The preview's banner holds the only Restore button now.
    const bannerRestore = page.getByRole('button', { name: 'Restore version 1' });
    await bannerRestore.click();
    await cancel(await asked(page, 'Restore version 1 over your unsaved changes?'), bannerRestore);
    expect(await page.getByText('Version 1 restored').count()).toBe(0);
    await bannerRestore.click();
    await (
      await asked(page, 'Restore version 1 over your unsaved changes?')
    )
      .getByRole('button', { name: 'Lose my changes and restore' })
      .click();
    await expect.poll(() => page.getByText('Version 1 restored').count()).toBe(1);
    expect(await documentAreas(page)).not.toEqual(unsaved);
    expect(await documentAreas(page)).not.toEqual(
      (saved.grid_config?.areas ?? []).map((a) => a.name ?? a.id),
    );
    expect(browserDialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opening or creating another layout with unsaved changes names both; Stay here keeps the draft', async () => {
    const { page, browserDialogs, errors } = await editor();
    // A second layout to open.
    await page.evaluate(async () => {
      const res = await fetch('/v1/layouts', {
        method: 'POST',
        headers: { 'x-api-key': 'sk_local_vitrine', 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Autumn page',
          document: {
            version: 3,
            grid_config: {
              areas: [{ id: 'main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }],
            },
            components: [],
          },
        }),
      });
      if (res.status !== 201) throw new Error(`layout: ${res.status}`);
    });
    const current = await page.locator('.one-editor-layout-name').textContent();
    await page.getByRole('button', { name: 'Add area' }).click();
    await expect.poll(() => isDirty(page)).toBe(true);

    await page.getByRole('button', { name: 'Open a layout' }).click();
    const list = page.getByRole('dialog', { name: 'Open a layout' });
    const autumn = list.getByRole('button', { name: /^Autumn page/ });
    await autumn.click();
    const dialog = await asked(page, 'Open "Autumn page"?');
    await dialog
      .getByText(`"${current}" has changes you have not saved.`, { exact: false })
      .waitFor();
    await cancel(dialog, autumn, 'Stay here');
    expect(await page.locator('.one-editor-layout-name').textContent()).toBe(current);
    expect(await isDirty(page)).toBe(true);

    // Creating a layout asks the same way.
    await list.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'New layout' }).click();
    const newLayout = page.getByRole('dialog', { name: 'New layout' });
    await newLayout.getByLabel('Name').fill('Winter page');
    const createButton = newLayout.getByRole('button', { name: 'Create layout' });
    await createButton.click();
    const creating = await asked(page, 'Create "Winter page"?');
    await cancel(creating, createButton, 'Stay here');
    expect(await page.locator('.one-editor-layout-name').textContent()).toBe(current);
    await newLayout.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Open a layout' }).click();
    await autumn.click();
    await (
      await asked(page, 'Open "Autumn page"?')
    )
      .getByRole('button', { name: 'Open "Autumn page"' })
      .click();
    await expect
      .poll(() => page.locator('.one-editor-layout-name').textContent())
      .toBe('Autumn page');
    expect(browserDialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
